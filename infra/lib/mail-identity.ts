import { Annotations, Stack } from 'aws-cdk-lib';
import type * as route53 from 'aws-cdk-lib/aws-route53';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { emailDomain } from './settings';

/** Options of {@link MailIdentity}. */
export interface MailIdentityProps {
  /** The address the forms send from. */
  readonly senderEmail: string;
  /** The club's address the forms send to. */
  readonly recipientEmail: string;
  /** When it is the sender's domain, the domain identity is created here with Easy DKIM. */
  readonly hostedZone?: route53.IPublicHostedZone;
  /** The account is still in the SES sandbox (the recipient is a verified identity too). */
  readonly sandbox: boolean;
}

/**
 * The SES side of the forms: the sender's domain identity with Easy DKIM when its Route 53 zone
 * is managed here (otherwise the sender is verified by hand), and the identity ARNs the form
 * functions may send through.
 */
export class MailIdentity extends Construct {
  /** The created domain identity, if any. */
  readonly emailIdentity?: ses.EmailIdentity;
  /** The identity ARNs `ses:SendEmail` is allowed on. */
  readonly sendingIdentityArns: readonly string[];

  constructor(scope: Construct, id: string, props: MailIdentityProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const identityArn = (identity: string): string =>
      stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity });
    const senderDomain = emailDomain(props.senderEmail);

    // SES authorizes a send against the sender's address identity when that address is
    // verified, otherwise against its domain identity: allow both, nothing else.
    const arns: string[] = [];
    if (props.hostedZone !== undefined && props.hostedZone.zoneName === senderDomain) {
      this.emailIdentity = new ses.EmailIdentity(this, 'SenderDomain', {
        identity: ses.Identity.publicHostedZone(props.hostedZone),
        dkimIdentity: ses.DkimIdentity.easyDkim(),
      });
      arns.push(this.emailIdentity.emailIdentityArn);
    } else {
      if (props.hostedZone !== undefined) {
        Annotations.of(this).addWarningV2(
          'bcf:sender-outside-zone',
          `senderEmail's domain ${senderDomain} is not the hosted zone ${props.hostedZone.zoneName}: ` +
            'verify the sender in SES by hand (README.md, "E-mail (SES)").',
        );
      }
      arns.push(identityArn(senderDomain));
    }
    arns.push(identityArn(props.senderEmail));
    // In the sandbox SES also checks the (verified) recipient identity.
    if (props.sandbox) arns.push(identityArn(props.recipientEmail));
    this.sendingIdentityArns = arns;
  }
}
