import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { FORM_ENDPOINTS, type FormKind } from '../../contracts/forms/schemas';
import { contentConsentWording, contentTourCalendar } from '../../content-library';
import type { LeadTable } from './lead-table';
import { allowSendingMail, mailEnvironment, SiteFunction, type MailSending } from './site-function';

/** The form functions' Lambda timeout, well past the handler's own budget. */
export const FORM_FUNCTION_TIMEOUT_SECONDS = 15;

/** Options of {@link FormFunction}. */
export interface FormFunctionProps extends MailSending {
  readonly form: FormKind;
  /** `MAIL_RECIPIENT`. */
  readonly recipientEmail: string;
  /** `CAPTCHA_SECRET_PARAMETER`: the parameter's name; the secret itself never leaves SSM. */
  readonly captchaSecretParameterName: string;
  /** The parameter's ARN, the only one the function may read. */
  readonly captchaSecretParameterArn: string;
  /**
   * The secret CloudFront sends in X-Origin-Verify: the function gets its ARN
   * (`ORIGIN_SECRET_ARN`, never the value) and may read it.
   */
  readonly originSecret: secretsmanager.ISecret;
  /** `ALLOWED_HOSTNAMES` (comma-separated; may contain a token such as the CloudFront domain). */
  readonly allowedHostnames: string;
  /** Where the leads are stored (`LEADS_TABLE`). */
  readonly leadTable: LeadTable;
  /** Reserved concurrency; undefined leaves it unreserved. */
  readonly reservedConcurrency?: number;
}

/**
 * One form handler (`lambda/handlers/<form>.ts`): a bundled Node.js 24 arm64 function with its
 * own log group (one month) and a role that can only write those logs, store and update leads,
 * send from the sender identity and read the captcha secret parameter and the origin secret.
 */
export class FormFunction extends SiteFunction {
  constructor(scope: Construct, id: string, props: FormFunctionProps) {
    super(scope, id, {
      handler: props.form,
      description: `Bridge City Fitness form handler: POST ${FORM_ENDPOINTS[props.form]}`,
      roleDescription: `POST ${FORM_ENDPOINTS[props.form]}: logs, store leads, SES send from the site sender, captcha and origin secrets`,
      // The handler answers within HANDLER_BUDGET_MS (lambda/lib/time-budget.ts) whatever hangs;
      // this is the last resort, with room for a cold start.
      timeout: Duration.seconds(FORM_FUNCTION_TIMEOUT_SECONDS),
      reservedConcurrency: props.reservedConcurrency,
      environment: {
        ...mailEnvironment(props),
        CAPTCHA_SECRET_PARAMETER: props.captchaSecretParameterName,
        ORIGIN_SECRET_ARN: props.originSecret.secretArn,
        ALLOWED_HOSTNAMES: props.allowedHostnames,
        LEADS_TABLE: props.leadTable.table.tableName,
        // The consent wording is recorded from here, never from the request.
        CONSENT_WORDING: contentConsentWording(),
        // The tour handler checks a request's day and time against the club's hours in content.
        ...(props.form === 'tour' ? { TOUR_CALENDAR: JSON.stringify(contentTourCalendar()) } : {}),
      },
    });

    allowSendingMail(this.role, props);
    // SecureStrings encrypted with the AWS managed key aws/ssm need no kms:Decrypt grant: that
    // key's policy lets every principal of the account decrypt through SSM (kms:ViaService).
    this.role.addToPolicy(
      new iam.PolicyStatement({
        sid: 'ReadCaptchaSecret',
        actions: ['ssm:GetParameter'],
        resources: [props.captchaSecretParameterArn],
      }),
    );
    props.originSecret.grantRead(this.role);
    props.leadTable.grantStore(this.role);
  }
}
