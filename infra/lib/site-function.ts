import { join } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { statement } from './site-resource-arns';

/** Named, never NODEJS_LATEST (which moves with CDK): a new Node.js is a deliberate upgrade. */
export const FUNCTION_RUNTIME = lambda.Runtime.NODEJS_24_X;

/** The runtime provides the SDK's clients; their helpers are bundled, whatever it ships. */
export const FUNCTION_BUNDLING: nodejs.BundlingOptions = Object.freeze({
  minify: true,
  sourceMap: true,
  externalModules: ['@aws-sdk/client-*'],
  target: 'node24',
  // esbuild's size table on every synth is not news; its warnings are.
  logLevel: nodejs.LogLevel.WARNING,
});

export function handlerEntry(name: string): string {
  return join(__dirname, '..', '..', 'lambda', 'handlers', `${name}.ts`);
}

export interface SiteFunctionOptions {
  /** `lambda/handlers/<handler>.ts`. */
  readonly handler: string;
  readonly description: string;
  readonly roleDescription: string;
  readonly environment: Record<string, string>;
  readonly timeout: Duration;
  readonly reservedConcurrency?: number;
  /** Mails the club: the MAIL_* environment, and SendEmail only (never raw MIME) from the sender. */
  readonly mail?: MailSending;
}

/** A function with its own log group (kept if the stack goes) and a role that may only write it. */
export class SiteFunction extends Construct {
  readonly function: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, options: SiteFunctionOptions) {
    super(scope, id);
    const { mail } = options;
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
    });
    // An own role instead of AWSLambdaBasicExecutionRole (which may create any log group).
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: options.roleDescription,
    });
    this.logGroup.grantWrite(this.role);
    this.function = new nodejs.NodejsFunction(this, 'Function', {
      description: options.description,
      entry: handlerEntry(options.handler),
      runtime: FUNCTION_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 256,
      timeout: options.timeout,
      reservedConcurrentExecutions: options.reservedConcurrency,
      role: this.role,
      logGroup: this.logGroup,
      bundling: FUNCTION_BUNDLING,
      environment: {
        ...(mail && {
          MAIL_RECIPIENT: mail.recipientEmail,
          MAIL_SENDER: mail.senderEmail,
          MAIL_CONFIGURATION_SET: mail.configurationSetName,
        }),
        ...options.environment,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    if (mail !== undefined) {
      const resources = [...mail.sesIdentityArns, mail.configurationSetArn];
      const from = { StringEquals: { 'ses:FromAddress': mail.senderEmail } };
      this.role.addToPolicy(statement('SendFormMail', ['ses:SendEmail'], resources, from));
    }
  }
}

export interface MailSending {
  readonly recipientEmail: string;
  readonly senderEmail: string;
  /** The sender's, plus the recipient's in the SES sandbox. */
  readonly sesIdentityArns: readonly string[];
  /** Every e-mail goes through it, so bounces raise an alarm. */
  readonly configurationSetName: string;
  /** SES authorizes a send against the configuration set too. */
  readonly configurationSetArn: string;
}

/** The SSM parameter `name`: a SecureString under aws/ssm needs no kms:Decrypt grant. */
export function allowReadingParameter(role: iam.Role, sid: string, name: string): void {
  const resourceName = name.replace(/^\//, '');
  const arn = Stack.of(role).formatArn({ service: 'ssm', resource: 'parameter', resourceName });
  role.addToPolicy(statement(sid, ['ssm:GetParameter'], [arn]));
}
