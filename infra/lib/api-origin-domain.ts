import { Annotations, type Stack } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import { API_PATH_PATTERN } from '../../contracts/paths';
import { isInZone, type SiteSettings } from './settings';

/**
 * The API's REGIONAL custom domain, CloudFront's origin for /api/*. Its resources belong to the
 * stack itself: new logical ids would replace them, and a second mapping fails. `zone`, the
 * stack's hosted zone, validates a requested certificate and gets the alias record.
 */
export function addApiOriginDomain(
  stack: Stack,
  origin: NonNullable<SiteSettings['apiOrigin']>,
  api: { httpApi: apigwv2.IHttpApi; stage: apigwv2.IHttpStage },
  zone?: route53.IHostedZone,
): apigwv2.DomainName {
  // Without a certificate the name is in the zone: parseSettings refuses it otherwise.
  const certificate =
    origin.certificateArn !== undefined
      ? acm.Certificate.fromCertificateArn(stack, 'ApiCertificate', origin.certificateArn)
      : new acm.Certificate(stack, 'ApiCertificate', {
          domainName: origin.domainName,
          validation: acm.CertificateValidation.fromDns(zone),
        });
  const domain = new apigwv2.DomainName(stack, 'ApiDomain', {
    domainName: origin.domainName,
    certificate,
    securityPolicy: apigwv2.SecurityPolicy.TLS_1_2,
  });
  new apigwv2.ApiMapping(stack, 'ApiMapping', {
    api: api.httpApi,
    domainName: domain,
    stage: api.stage,
  });
  if (zone !== undefined && isInZone(origin.domainName, zone.zoneName)) {
    new route53.ARecord(stack, 'ApiOriginA', {
      zone,
      recordName: origin.domainName,
      target: route53.RecordTarget.fromAlias(
        new targets.ApiGatewayv2DomainProperties(
          domain.regionalDomainName,
          domain.regionalHostedZoneId,
        ),
      ),
    });
  } else {
    Annotations.of(stack).addWarningV2(
      'bcf:api-origin-outside-zone',
      `The API origin ${origin.domainName} is not in the stack's hosted zone: point it (CNAME) ` +
        `at the ApiOriginTarget output, or ${API_PATH_PATTERN} will not answer.`,
    );
  }
  return domain;
}
