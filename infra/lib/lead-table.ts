import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { LEAD_TABLE, LEAD_TABLE_INDEXES } from '../../contracts/lead-table';

/** The operations the functions run on the table: what the throttle and error alarms watch. */
export const LEAD_TABLE_OPERATIONS = [
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.QUERY,
];

/**
 * Every lead the forms receive (lambda/lib/leads/store.ts holds its keys): on-demand, encrypted
 * with the AWS managed key, point-in-time recovery, deletion protection, kept if the stack is
 * deleted, and emptied of leads past their retention by DynamoDB's TTL. Three keys-only indexes:
 * the leads whose e-mail has not gone and the leads to review no summary has listed (both
 * sparse), and the leads of one e-mail address.
 */
export class LeadTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const { partitionKey, ttlAttribute } = LEAD_TABLE;
    const text = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: text(partitionKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // aws/dynamodb: every read and decrypt is in CloudTrail, and no key policy to look after.
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: ttlAttribute,
    });
    for (const index of LEAD_TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: text(index.partitionKey),
        sortKey: text(index.sortKey),
        projectionType: dynamodb.ProjectionType.KEYS_ONLY,
      });
    }
  }

  /** The ARN of one of the table's indexes. */
  indexArn(name: string): string {
    return `${this.table.tableArn}/index/${name}`;
  }

  /** A form function: store a new lead and record its e-mail's outcome; no reads, no deletes. */
  grantStore(role: iam.Role): void {
    role.addToPolicy(
      new iam.PolicyStatement({
        sid: 'StoreLeads',
        actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
        resources: [this.table.tableArn],
      }),
    );
  }

  /**
   * The retrier: find the unsent leads and the leads to review no summary listed (their keys,
   * in the sparse indexes) and take, then mark, each one. It reads a lead only through the
   * conditional update that takes it, which fails for any other lead, so it can read no other.
   */
  grantRetry(role: iam.Role): void {
    role.addToPolicy(
      new iam.PolicyStatement({
        sid: 'FindUnsentLeads',
        actions: ['dynamodb:Query'],
        resources: [LEAD_TABLE.unsentIndex, LEAD_TABLE.reviewIndex].map(({ name }) =>
          this.indexArn(name),
        ),
      }),
    );
    role.addToPolicy(
      new iam.PolicyStatement({
        sid: 'MarkLeadsSent',
        actions: ['dynamodb:UpdateItem'],
        resources: [this.table.tableArn],
      }),
    );
  }
}
