import { Annotations, Stack } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import { Construct } from 'constructs';
import { API_PATH_PATTERN } from '../../contracts/paths';
import { isInZone, type SiteSettings } from './settings';

export interface ApiOriginDomainProps {
  readonly origin: NonNullable<SiteSettings['apiOrigin']>;
  /** The stack's hosted zone: it validates a requested certificate and gets the alias record. */
  readonly zone?: route53.IHostedZone;
  readonly api: apigwv2.IHttpApi;
  readonly stage: apigwv2.IHttpStage;
}

/**
 * The API's REGIONAL custom domain, CloudFront's origin for /api/*. Give it the id `Default`, which
 * CDK leaves out of logical ids: new ids would replace the resources, and a second mapping fails.
 */
export class ApiOriginDomain extends Construct {
  readonly domain: apigwv2.DomainName;

  constructor(scope: Construct, id: string, props: ApiOriginDomainProps) {
    super(scope, id);
    const { origin, zone } = props;
    const inZone = zone !== undefined && isInZone(origin.domainName, zone.zoneName);
    // Without a certificate the name is in the zone: parseSettings refuses it otherwise.
    const certificate =
      origin.certificateArn !== undefined
        ? acm.Certificate.fromCertificateArn(this, 'ApiCertificate', origin.certificateArn)
        : new acm.Certificate(this, 'ApiCertificate', {
            // Its Name tag, which defaults to the construct's path: the one it had without `Default`.
            certificateName: `${Stack.of(this).node.path}/ApiCertificate`,
            domainName: origin.domainName,
            validation: acm.CertificateValidation.fromDns(zone),
          });
    this.domain = new apigwv2.DomainName(this, 'ApiDomain', {
      domainName: origin.domainName,
      certificate,
      endpointType: apigwv2.EndpointType.REGIONAL,
      securityPolicy: apigwv2.SecurityPolicy.TLS_1_2,
    });
    new apigwv2.ApiMapping(this, 'ApiMapping', {
      api: props.api,
      domainName: this.domain,
      stage: props.stage,
    });
    if (inZone) {
      new route53.ARecord(this, 'ApiOriginA', {
        zone,
        recordName: origin.domainName,
        target: route53.RecordTarget.fromAlias(
          new targets.ApiGatewayv2DomainProperties(
            this.domain.regionalDomainName,
            this.domain.regionalHostedZoneId,
          ),
        ),
      });
    } else {
      // On the stack, where the stack's other warnings are (this construct's path is `Default`).
      Annotations.of(Stack.of(this)).addWarningV2(
        'bcf:api-origin-outside-zone',
        `The API origin ${origin.domainName} is not in the stack's hosted zone: point it (CNAME) ` +
          `at the ApiOriginTarget output, or ${API_PATH_PATTERN} will not answer.`,
      );
    }
  }
}
