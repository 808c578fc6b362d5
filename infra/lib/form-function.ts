import { Duration } from 'aws-cdk-lib';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { FORM_ENDPOINTS, type FormKind } from '../../contracts/forms/schemas';
import { contentConsentWording, contentTourCalendar } from '../../content-library';
import type { LeadTable } from './lead-table';
import { allowReadingParameter, SiteFunction, type MailSending } from './site-function';

/** The form functions' Lambda timeout, well past the handler's own budget. */
export const FORM_FUNCTION_TIMEOUT_SECONDS = 15;

export interface FormFunctionProps extends MailSending {
  readonly form: FormKind;
  readonly captchaSecretParameterName: string;
  readonly originSecret: secretsmanager.ISecret;
  /** May contain a token, such as the CloudFront domain. */
  readonly allowedHostnames: string;
  readonly leadTable: LeadTable;
  readonly reservedConcurrency?: number;
}

/** One form handler: its role may write its logs, store leads, send mail, read its two secrets. */
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
      mail: props,
      environment: {
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

    allowReadingParameter(this.role, 'ReadCaptchaSecret', props.captchaSecretParameterName);
    props.originSecret.grantRead(this.role);
    props.leadTable.grantStore(this.role);
  }
}
