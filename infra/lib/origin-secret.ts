import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';

export const ORIGIN_SECRET_LENGTH = 40;

/** What CloudFront sends in X-Origin-Verify and the functions require: no punctuation, for a header. */
// A Secret itself, not a construct around one: a new logical id would replace the secret.
export class OriginSecret extends secretsmanager.Secret {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      description:
        'Bridge City Fitness: X-Origin-Verify, sent by CloudFront to the form API ' +
        '(infra/README.md: rotating the origin secret)',
      generateSecretString: {
        passwordLength: ORIGIN_SECRET_LENGTH,
        excludePunctuation: true,
        includeSpace: false,
      },
    });
    NagSuppressions.addResourceSuppressions(this, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          "No automatic rotation: CloudFront's origin header holds the value resolved at " +
          'deploy time, so a rotation Lambda would leave CloudFront sending the old value ' +
          '(every visitor 403) until a redeploy. Rotated by hand: update the secret, then ' +
          'deploy (infra/README.md).',
      },
    ]);
  }
}
