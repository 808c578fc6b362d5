// The template's answers to the hardening review: mail that did not reach the club,
// bot checks that could not run and floods of bad tokens raise alarms; the functions may send
// only plain SendEmail, through the configuration set.
import { CAPTCHA_METRICS } from '../../../contracts/metrics';
import { CAPTCHA_REJECTED_ALARM_COUNT } from '../../lib/site-alarms';
import {
  logicalId,
  makeSiteDir,
  removeTemporaryDirs,
  synthesize,
  type Synthesized,
  type Cfn,
} from '../synth';

let s: Synthesized;
beforeAll(() => {
  s = synthesize({ siteDir: makeSiteDir() });
});
afterAll(removeTemporaryDirs);

const props = (type: string): Cfn[] =>
  Object.values(s.template.findResources(type)).map((resource) => resource.Properties);
const alarms = () => props('AWS::CloudWatch::Alarm');
const topic = () => ({ Ref: Object.keys(s.template.findResources('AWS::SNS::Topic'))[0] });

describe('the SES configuration set', () => {
  it('keeps the club address off the suppression list and publishes bounces, complaints and rejects', () => {
    const [set] = props('AWS::SES::ConfigurationSet');
    expect(set?.SuppressionOptions).toEqual({ SuppressedReasons: [] });
    const [destination] = props('AWS::SES::ConfigurationSetEventDestination');
    expect(destination).toMatchObject({
      ConfigurationSetName: { Ref: logicalId(s.stack, s.stack.mail.configurationSet) },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint', 'reject'],
        CloudWatchDestination: {
          DimensionConfigurations: [
            expect.objectContaining({
              DimensionName: 'ses:configuration-set',
              DimensionValueSource: 'messageTag',
            }),
          ],
        },
      },
    });
  });

  it.each(['Bounce', 'Complaint', 'Reject'])('raises an alarm on any %s', (metricName) => {
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: 'AWS/SES',
        MetricName: metricName,
        Dimensions: [
          {
            Name: 'ses:configuration-set',
            Value: { Ref: logicalId(s.stack, s.stack.mail.configurationSet) },
          },
        ],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [topic()],
      }),
    );
  });
});

describe('the bot check alarms', () => {
  it.each([
    ['captcha_unverifiable', CAPTCHA_METRICS.unverifiable, 1],
    ['captcha_rejected', CAPTCHA_METRICS.rejected, CAPTCHA_REJECTED_ALARM_COUNT],
  ])('count the %s lines of every form function and alarm at %s', (_name, metric, threshold) => {
    const filters = props('AWS::Logs::MetricFilter').filter(
      (filter) => filter.MetricTransformations[0].MetricName === metric.metricName,
    );
    const formLogGroups = Object.values(s.stack.api.forms).map((form) => ({
      Ref: logicalId(s.stack, form.logGroup),
    }));
    expect(filters.map((filter) => filter.LogGroupName)).toEqual(formLogGroups);
    for (const filter of filters) {
      expect(filter.FilterPattern).toBe(`{ $.message = "${metric.event}" }`);
      expect(filter.MetricTransformations).toEqual([
        {
          MetricNamespace: CAPTCHA_METRICS.namespace,
          MetricName: metric.metricName,
          MetricValue: '1',
        },
      ]);
    }
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: CAPTCHA_METRICS.namespace,
        MetricName: metric.metricName,
        Statistic: 'Sum',
        Period: 300,
        Threshold: threshold,
        AlarmActions: [topic()],
      }),
    );
  });
});

describe('mail permissions', () => {
  it('grant SendEmail only: never ses:SendRawEmail, which no handler uses', () => {
    const actions = props('AWS::IAM::Policy')
      .flatMap((policy) => policy.PolicyDocument.Statement as Cfn[])
      .flatMap((statement) => [statement.Action].flat());
    expect(actions).toContain('ses:SendEmail');
    expect(actions.filter((action) => /^ses:/.test(action))).not.toContain('ses:SendRawEmail');
  });

  it('give every mail-sending function the configuration set', () => {
    const functions = [...Object.values(s.stack.api.forms), s.stack.retrier];
    const environments = props('AWS::Lambda::Function')
      .filter((fn) => fn.Environment?.Variables?.MAIL_SENDER !== undefined)
      .map((fn) => fn.Environment.Variables.MAIL_CONFIGURATION_SET);
    expect(environments).toHaveLength(functions.length);
    for (const value of environments) {
      expect(value).toEqual({ Ref: logicalId(s.stack, s.stack.mail.configurationSet) });
    }
  });
});
