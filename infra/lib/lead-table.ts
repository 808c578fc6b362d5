import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { LEAD_TABLE, LEAD_TABLE_INDEXES } from '../../contracts/lead-table';
import { statement } from './site-resource-arns';

/** The operations the functions run on the table: what the throttle and error alarms watch. */
export const LEAD_TABLE_OPERATIONS = [
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.QUERY,
];

/** Every lead the forms receive (keys: lambda/lib/leads/store.ts), emptied by TTL past retention. */
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

  /** A form function: store a new lead and record its e-mail's outcome; no reads, no deletes. */
  grantStore(role: iam.Role): void {
    const actions = ['dynamodb:PutItem', 'dynamodb:UpdateItem'];
    role.addToPolicy(statement('StoreLeads', actions, [this.table.tableArn]));
  }

  /** The retrier reads a lead only through the conditional update that takes it: no other. */
  grantRetry(role: iam.Role): void {
    const indexes = [LEAD_TABLE.unsentIndex, LEAD_TABLE.reviewIndex];
    role.addToPolicy(
      statement(
        'FindUnsentLeads',
        ['dynamodb:Query'],
        indexes.map(({ name }) => `${this.table.tableArn}/index/${name}`),
      ),
    );
    role.addToPolicy(statement('MarkLeadsSent', ['dynamodb:UpdateItem'], [this.table.tableArn]));
  }
}
