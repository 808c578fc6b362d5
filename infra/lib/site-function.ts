import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** Named, never NODEJS_LATEST (which moves with CDK): a new Node.js is a deliberate upgrade. */
export const FUNCTION_RUNTIME = lambda.Runtime.NODEJS_24_X;

/** The runtime provides the SDK's clients; their helpers are bundled, whatever it ships. */
export const FUNCTION_BUNDLING: nodejs.BundlingOptions = Object.freeze({
  minify: true,
  sourceMap: true,
  externalModules: ['@aws-sdk/client-*'],
  forceDockerBundling: false,
  format: nodejs.OutputFormat.CJS,
  target: 'node24',
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
}

export interface SiteFunctionParts {
  readonly function: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;
}

/** A function with its own log group (kept if the stack goes) and a role that may only write it. */
export function createSiteFunction(
  scope: Construct,
  options: SiteFunctionOptions,
): SiteFunctionParts {
  const logGroup = new logs.LogGroup(scope, 'Logs', {
    retention: logs.RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.RETAIN,
  });

  // An own role instead of AWSLambdaBasicExecutionRole (which may create any log group).
  const role = new iam.Role(scope, 'Role', {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description: options.roleDescription,
  });
  logGroup.grantWrite(role);

  const fn = new nodejs.NodejsFunction(scope, 'Function', {
    description: options.description,
    entry: handlerEntry(options.handler),
    handler: 'handler',
    runtime: FUNCTION_RUNTIME,
    architecture: lambda.Architecture.ARM_64,
    memorySize: 256,
    timeout: options.timeout,
    reservedConcurrentExecutions: options.reservedConcurrency,
    role,
    logGroup,
    bundling: FUNCTION_BUNDLING,
    environment: { ...options.environment, NODE_OPTIONS: '--enable-source-maps' },
  });
  return { function: fn, role, logGroup };
}

/** A construct made of one {@link createSiteFunction}: the form functions and the retrier. */
export abstract class SiteFunction extends Construct implements SiteFunctionParts {
  readonly function: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, options: SiteFunctionOptions) {
    super(scope, id);
    ({
      function: this.function,
      role: this.role,
      logGroup: this.logGroup,
    } = createSiteFunction(this, options));
  }
}

export interface MailSending {
  readonly senderEmail: string;
  /** The sender's, plus the recipient's in the SES sandbox. */
  readonly sesIdentityArns: readonly string[];
  /** Every e-mail goes through it, so bounces raise an alarm. */
  readonly configurationSetName: string;
  /** SES authorizes a send against the configuration set too. */
  readonly configurationSetArn: string;
}

export function mailEnvironment(mail: MailSending & { readonly recipientEmail: string }) {
  return {
    MAIL_RECIPIENT: mail.recipientEmail,
    MAIL_SENDER: mail.senderEmail,
    MAIL_CONFIGURATION_SET: mail.configurationSetName,
  };
}

/** SendEmail only (never raw MIME), from the sender's address. */
export function allowSendingMail(role: iam.Role, mail: MailSending): void {
  role.addToPolicy(
    new iam.PolicyStatement({
      sid: 'SendFormMail',
      actions: ['ses:SendEmail'],
      resources: [...mail.sesIdentityArns, mail.configurationSetArn],
      conditions: { StringEquals: { 'ses:FromAddress': mail.senderEmail } },
    }),
  );
}
