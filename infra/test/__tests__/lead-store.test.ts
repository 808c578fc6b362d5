// The lead table, its retrier and their alarms, in the default stack synthesized offline.
import { Match } from 'aws-cdk-lib/assertions';
import { RETRIER_METRICS } from '../../../contracts/metrics';
import { LEAD_TABLE } from '../../../contracts/lead-table';
import { LEAD_OUTPUTS } from '../../lib/stack-outputs';
import {
  logicalId,
  makeSiteDir,
  removeTemporaryDirs,
  roleStatements,
  synthesize,
  type Synthesized,
  type Cfn,
} from '../synth';

let s: Synthesized;
let tableId: string;
beforeAll(() => {
  s = synthesize({ siteDir: makeSiteDir() });
  tableId = logicalId(s.stack, s.stack.leads.table);
});
afterAll(removeTemporaryDirs);

const tableArn = () => ({ 'Fn::GetAtt': [tableId, 'Arn'] });

const statementsOf = (role: { node: { defaultChild?: unknown } }): Cfn[] =>
  roleStatements(s.template, logicalId(s.stack, role));

describe('lead table', () => {
  it('is on-demand, encrypted with the AWS managed key, recoverable and protected', () => {
    const table = s.template.findResources('AWS::DynamoDB::Table')[tableId]!;
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      // SSEEnabled without a key: KMS with the AWS managed key aws/dynamodb.
      SSESpecification: { SSEEnabled: true },
      DeletionProtectionEnabled: true,
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    });
    expect(table.Properties.SSESpecification.KMSMasterKeyId).toBeUndefined();
  });

  it('lets DynamoDB remove each lead at its expiry (TTL on expiresAt)', () => {
    s.template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: LEAD_TABLE.ttlAttribute, Enabled: true },
    });
    expect(LEAD_TABLE.ttlAttribute).toBe('expiresAt');
  });

  it('indexes the unsent leads, the leads of one lower-cased e-mail address and the leads to review, keys only', () => {
    const table = s.template.findResources('AWS::DynamoDB::Table')[tableId]!.Properties;
    expect(table.GlobalSecondaryIndexes).toEqual([
      {
        IndexName: 'Unsent',
        KeySchema: [
          { AttributeName: 'mailQueue', KeyType: 'HASH' },
          { AttributeName: 'receivedAt', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
      {
        IndexName: 'ByEmail',
        KeySchema: [
          { AttributeName: 'emailLower', KeyType: 'HASH' },
          { AttributeName: 'receivedAt', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
      {
        IndexName: 'ToReview',
        KeySchema: [
          { AttributeName: 'reviewQueue', KeyType: 'HASH' },
          { AttributeName: 'receivedAt', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ]);
  });

  it("is named in the stack's outputs, with the retrier, for npm run leads", () => {
    const outputs = s.template.toJSON().Outputs;
    expect(outputs[LEAD_OUTPUTS.table].Value).toEqual({ Ref: tableId });
    expect(outputs[LEAD_OUTPUTS.retrier].Value).toEqual({
      Ref: logicalId(s.stack, s.stack.retrier.function),
    });
  });
});

describe('grants on the lead table', () => {
  it('let a form function put and update leads, nothing else', () => {
    for (const form of Object.values(s.stack.api.forms)) {
      const dynamo = statementsOf(form.role).filter((st) =>
        JSON.stringify(st.Action).includes('dynamodb:'),
      );
      expect(dynamo).toEqual([
        {
          Sid: 'StoreLeads',
          Effect: 'Allow',
          Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
          Resource: tableArn(),
        },
      ]);
    }
  });

  it('let the retrier only query the unsent and to-review indexes and update leads, and send mail', () => {
    const statements = statementsOf(s.stack.retrier.role);
    expect(statements.map((st) => st.Sid ?? st.Action)).toEqual([
      ['logs:CreateLogStream', 'logs:PutLogEvents'],
      'SendFormMail',
      'FindUnsentLeads',
      'MarkLeadsSent',
    ]);
    expect(statements[2]).toMatchObject({
      Action: 'dynamodb:Query',
      Resource: ['ToReview', 'Unsent'].map((index) => ({
        'Fn::Join': ['', [tableArn(), `/index/${index}`]],
      })),
    });
    expect(statements[3]).toMatchObject({ Action: 'dynamodb:UpdateItem', Resource: tableArn() });
  });

  it('let no function scan, read, delete or batch-write leads', () => {
    const all = Object.values(s.template.findResources('AWS::IAM::Policy'))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Cfn[])
      .flatMap((st) => [st.Action].flat());
    for (const action of [
      'dynamodb:Scan',
      'dynamodb:GetItem',
      'dynamodb:DeleteItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:*',
    ]) {
      expect(all).not.toContain(action);
    }
  });
});

describe('mail retrier', () => {
  it('runs every 5 minutes, without EventBridge retries (the next run is the retry)', () => {
    const fn = logicalId(s.stack, s.stack.retrier.function);
    s.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [fn, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 0 },
        }),
      ],
    });
  });

  it('gets the mail settings and the table, and no captcha secret', () => {
    const fn =
      s.template.findResources('AWS::Lambda::Function')[
        logicalId(s.stack, s.stack.retrier.function)
      ]!;
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Timeout: 120 });
    expect(fn.Properties.Environment.Variables).toEqual({
      MAIL_RECIPIENT: 'info@example.com',
      MAIL_SENDER: 'website@example.com',
      MAIL_CONFIGURATION_SET: { Ref: logicalId(s.stack, s.stack.mail.configurationSet) },
      LEADS_TABLE: { Ref: tableId },
      NODE_OPTIONS: '--enable-source-maps',
    });
  });
});

describe('lead alarms', () => {
  const alarms = () =>
    Object.values(s.template.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
  const topic = () => ({ Ref: Object.keys(s.template.findResources('AWS::SNS::Topic'))[0] });

  it('fire when a lead has waited more than 30 minutes, or the retrier stopped reporting', () => {
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: RETRIER_METRICS.namespace,
        MetricName: 'OldestUnsentLeadAgeSeconds',
        Dimensions: [{ Name: 'service', Value: RETRIER_METRICS.service }],
        Statistic: 'Maximum',
        Threshold: 1800,
        ComparisonOperator: 'GreaterThanThreshold',
        TreatMissingData: 'breaching',
        AlarmActions: [topic()],
      }),
    );
  });

  it.each([
    ['throttled', 'ThrottledRequests'],
    ['failing', 'SystemErrors'],
  ])('fire when the table is %s, on the operations the functions use', (_what, metric) => {
    const alarm = alarms().find((a) =>
      (a.Metrics ?? []).some((m: Cfn) => m.MetricStat?.Metric?.MetricName === metric),
    );
    expect(alarm).toMatchObject({ Threshold: 1, AlarmActions: [topic()] });
    const operations = alarm!.Metrics.filter((m: Cfn) => m.MetricStat).map(
      (m: Cfn) => m.MetricStat.Metric.Dimensions,
    );
    expect(operations).toEqual(
      ['PutItem', 'UpdateItem', 'Query'].map((operation) => [
        { Name: 'Operation', Value: operation },
        { Name: 'TableName', Value: { Ref: tableId } },
      ]),
    );
  });
});
