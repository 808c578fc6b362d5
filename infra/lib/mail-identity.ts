import { Annotations, Stack } from 'aws-cdk-lib';
import type * as route53 from 'aws-cdk-lib/aws-route53';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { emailDomain, type SiteSettings } from './settings';
import type { MailSending } from './site-function';

type Names = 'senderEmail' | 'recipientEmail' | 'sesSandbox';
export interface MailIdentityProps extends Pick<SiteSettings, Names> {
  /** When it is the sender's domain, the domain identity is created here with Easy DKIM. */
  readonly zone?: route53.IPublicHostedZone;
}

/** The SES events that mean a lead's e-mail did not reach the club. */
export const UNDELIVERED_MAIL_EVENTS = [
  ses.EmailSendingEvent.BOUNCE,
  ses.EmailSendingEvent.COMPLAINT,
  ses.EmailSendingEvent.REJECT,
] as const;

/** The CloudWatch dimension SES publishes the configuration set's events under. */
export const CONFIGURATION_SET_DIMENSION = 'ses:configuration-set';

/** The sender's identity (Easy DKIM with the zone, else verified by hand) and the configuration set. */
export class MailIdentity extends Construct {
  readonly configurationSet: ses.ConfigurationSet;
  /** What a function that mails the club is given (SiteFunction's `mail`). */
  readonly sending: MailSending;

  constructor(scope: Construct, id: string, props: MailIdentityProps) {
    super(scope, id);
    const arn = (resource: string, resourceName: string) =>
      Stack.of(this).formatArn({ service: 'ses', resource, resourceName });
    const identityArn = (identity: string) => arn('identity', identity);
    const senderDomain = emailDomain(props.senderEmail);

    // SES authorizes a send against the sender's address identity when that address is
    // verified, otherwise against its domain identity: allow both, nothing else.
    const arns: string[] = [];
    if (props.zone !== undefined && props.zone.zoneName === senderDomain) {
      const identity = new ses.EmailIdentity(this, 'SenderDomain', {
        identity: ses.Identity.publicHostedZone(props.zone),
      });
      arns.push(identity.emailIdentityArn);
    } else {
      if (props.zone !== undefined) {
        Annotations.of(this).addWarningV2(
          'bcf:sender-outside-zone',
          `senderEmail's domain ${senderDomain} is not the hosted zone ${props.zone.zoneName}: ` +
            'verify the sender in SES by hand (infra/README.md, "One-time setup", the mail).',
        );
      }
      arns.push(identityArn(senderDomain));
    }
    arns.push(identityArn(props.senderEmail));
    // In the sandbox SES also checks the (verified) recipient identity.
    if (props.sesSandbox) arns.push(identityArn(props.recipientEmail));

    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      // Every e-mail goes to the club's own address: one bounce must not put it on the
      // suppression list, which would turn every later lead into a silent "suppressed" bounce.
      disableSuppressionList: true,
    });
    const name = this.configurationSet.configurationSetName;
    this.configurationSet.addEventDestination('ToCloudWatch', {
      destination: ses.EventDestination.cloudWatchDimensions([
        {
          name: CONFIGURATION_SET_DIMENSION,
          source: ses.CloudWatchDimensionSource.MESSAGE_TAG,
          defaultValue: name,
        },
      ]),
      events: [...UNDELIVERED_MAIL_EVENTS],
    });
    this.sending = {
      recipientEmail: props.recipientEmail,
      senderEmail: props.senderEmail,
      sesIdentityArns: arns,
      configurationSetName: name,
      configurationSetArn: arn('configuration-set', name),
    };
  }
}
