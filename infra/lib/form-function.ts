import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { FormKind } from '../../src/forms/schemas';

/** Where a form's handler lives: `lambda/handlers/<form>.ts`. */
export function handlerEntry(form: FormKind): string {
  return join(__dirname, '..', '..', 'lambda', 'handlers', `${form}.ts`);
}

/** The runtime of every form function (the bundle-size test targets the same Node version). */
export const FORM_RUNTIME = lambda.Runtime.NODEJS_22_X;

/**
 * esbuild options of every form function. esbuild is a local devDependency, so bundling never
 * needs Docker. The AWS SDK v3 is provided by the Lambda runtime.
 */
export const FORM_BUNDLING: nodejs.BundlingOptions = Object.freeze({
  minify: true,
  sourceMap: true,
  externalModules: ['@aws-sdk/*'],
  forceDockerBundling: false,
  format: nodejs.OutputFormat.CJS,
});

/** Options of {@link FormFunction}. */
export interface FormFunctionProps {
  readonly form: FormKind;
  /** `MAIL_RECIPIENT`. */
  readonly recipientEmail: string;
  /** `MAIL_SENDER`. */
  readonly senderEmail: string;
  /** SES identities the function may send through (the sender's, plus the recipient's in the sandbox). */
  readonly sesIdentityArns: readonly string[];
  /** `CAPTCHA_SECRET_PARAMETER`: the parameter's name; the secret itself never leaves SSM. */
  readonly captchaSecretParameterName: string;
  /** The parameter's ARN, the only one the function may read. */
  readonly captchaSecretParameterArn: string;
  /** `ALLOWED_HOSTNAMES` (comma-separated; may contain a token such as the CloudFront domain). */
  readonly allowedHostnames: string;
  /** Reserved concurrency; undefined leaves it unreserved. */
  readonly reservedConcurrency?: number;
}

/**
 * One form handler: a bundled Node.js 22 arm64 function with its own log group (one month) and
 * a role that can only write those logs, send from the sender identity and read the captcha
 * secret parameter.
 */
export class FormFunction extends Construct {
  readonly function: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: FormFunctionProps) {
    super(scope, id);

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      // An SES failure logs the whole submission there, so the logs outlive the stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // An own role instead of AWSLambdaBasicExecutionRole (which may create any log group).
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `POST /api/${props.form}: logs, SES send from the site sender, captcha secret`,
    });
    this.logGroup.grantWrite(this.role);
    this.role.addToPolicy(
      new iam.PolicyStatement({
        sid: 'SendFormMail',
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [...props.sesIdentityArns],
        conditions: { StringEquals: { 'ses:FromAddress': props.senderEmail } },
      }),
    );
    // SecureStrings encrypted with the AWS managed key aws/ssm need no kms:Decrypt grant: that
    // key's policy lets every principal of the account decrypt through SSM (kms:ViaService).
    this.role.addToPolicy(
      new iam.PolicyStatement({
        sid: 'ReadCaptchaSecret',
        actions: ['ssm:GetParameter'],
        resources: [props.captchaSecretParameterArn],
      }),
    );

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      description: `Bridge City Fitness form handler: POST /api/${props.form}`,
      entry: handlerEntry(props.form),
      handler: 'handler',
      runtime: FORM_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 256,
      // reCAPTCHA verification (5 s) plus SES with the SDK's retries fit well inside.
      timeout: Duration.seconds(15),
      reservedConcurrentExecutions: props.reservedConcurrency,
      role: this.role,
      logGroup: this.logGroup,
      bundling: FORM_BUNDLING,
      environment: {
        MAIL_RECIPIENT: props.recipientEmail,
        MAIL_SENDER: props.senderEmail,
        CAPTCHA_SECRET_PARAMETER: props.captchaSecretParameterName,
        ALLOWED_HOSTNAMES: props.allowedHostnames,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });

    NagSuppressions.addResourceSuppressions(this.function, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'Node.js 22 is the runtime the handlers are built, tested and size-checked for ' +
          '(infra/test bundles them with target node22); moving to a newer runtime is a ' +
          'deliberate upgrade, not a side effect of a CDK release.',
      },
    ]);
  }
}
