import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/**
 * The runtime of every function, named explicitly (never NODEJS_LATEST, which moves with CDK
 * releases): a new Node.js is a deliberate upgrade. The esbuild target below and the bundle-size
 * test follow it.
 */
export const FUNCTION_RUNTIME = lambda.Runtime.NODEJS_24_X;

/**
 * esbuild options of every function. esbuild is a local devDependency, so bundling never needs
 * Docker. The AWS service clients (`@aws-sdk/client-*`) are provided by the Lambda runtime; the
 * small helpers around them (such as util-dynamodb) are bundled, so nothing depends on which
 * of those the runtime happens to ship.
 */
export const FUNCTION_BUNDLING: nodejs.BundlingOptions = Object.freeze({
  minify: true,
  sourceMap: true,
  externalModules: ['@aws-sdk/client-*'],
  forceDockerBundling: false,
  format: nodejs.OutputFormat.CJS,
  /** The syntax of FUNCTION_RUNTIME (NodejsFunction would derive the same). */
  target: 'node24',
});

/** Where a handler lives: `lambda/handlers/<name>.ts`. */
export function handlerEntry(name: string): string {
  return join(__dirname, '..', '..', 'lambda', 'handlers', `${name}.ts`);
}

/** Options of {@link createSiteFunction}. */
export interface SiteFunctionOptions {
  /** The handler's file name in `lambda/handlers/`, without `.ts`. */
  readonly handler: string;
  readonly description: string;
  /** What the role may do, for the console. */
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

/**
 * A bundled Node.js 24 arm64 function with its own log group (one month, kept if the stack
 * goes) and its own role, which may only write those logs until the caller grants more.
 */
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

/** Where a function's lead e-mails come from and may go. */
export interface MailSending {
  /** `MAIL_SENDER`. */
  readonly senderEmail: string;
  /** SES identities it may send through (the sender's, plus the recipient's in the sandbox). */
  readonly sesIdentityArns: readonly string[];
  /** `MAIL_CONFIGURATION_SET`: every e-mail goes through it, so bounces raise an alarm. */
  readonly configurationSetName: string;
  /** Its ARN: SES authorizes a send against the configuration set too. */
  readonly configurationSetArn: string;
}

/** The environment every mail-sending function shares. */
export function mailEnvironment(mail: MailSending & { readonly recipientEmail: string }) {
  return {
    MAIL_RECIPIENT: mail.recipientEmail,
    MAIL_SENDER: mail.senderEmail,
    MAIL_CONFIGURATION_SET: mail.configurationSetName,
  };
}

/**
 * Lets a role send through SES (SendEmail only: the handlers never send raw MIME), from the
 * sender's address and through the configuration set.
 */
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
