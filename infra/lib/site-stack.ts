import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import type { Construct } from 'constructs';
import { API_PATH_PATTERN } from '../../contracts/paths';
import { addApiOriginDomain } from './api-origin-domain';
import { CmsLogin } from './cms-login';
import { FormsApi } from './forms-api';
import { LeadTable } from './lead-table';
import { MailRetrier } from './mail-retrier';
import { MailIdentity } from './mail-identity';
import { OriginSecret } from './origin-secret';
import { isInZone, type SiteSettings } from './settings';
import { SiteAlarms } from './site-alarms';
import { SiteDistribution } from './site-distribution';
import { SiteStorage } from './site-storage';
import { LEAD_OUTPUTS } from './stack-outputs';

export class SiteStack extends Stack {
  readonly storage: SiteStorage;
  readonly site: SiteDistribution;
  readonly api: FormsApi;
  readonly leads: LeadTable;
  readonly retrier: MailRetrier;
  readonly mail: MailIdentity;
  readonly alarms: SiteAlarms;
  readonly originSecret: OriginSecret;
  readonly cmsLogin?: CmsLogin;

  constructor(scope: Construct, id: string, props: StackProps & { settings: SiteSettings }) {
    super(scope, id, {
      description:
        'Bridge City Fitness website: S3 + CloudFront, form API (Lambda + SES), lead table, alarms',
      ...props,
    });
    const { settings } = props;

    const zone =
      settings.hostedZone !== undefined
        ? route53.PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', {
            hostedZoneId: settings.hostedZone.id,
            zoneName: settings.hostedZone.name,
          })
        : undefined;

    this.storage = new SiteStorage(this, 'Storage');

    this.site = new SiteDistribution(this, 'Site', {
      ...settings,
      siteBucket: this.storage.siteBucket,
      logBucket: this.storage.logBucket,
    });
    const distribution = this.site.distribution;

    this.mail = new MailIdentity(this, 'Mail', { ...settings, zone });

    this.leads = new LeadTable(this, 'Leads');
    this.originSecret = new OriginSecret(this, 'OriginSecret');

    const siteHostname = settings.domainName ?? distribution.distributionDomainName;
    const mailing = { ...this.mail.sending, leadTable: this.leads };
    this.api = new FormsApi(this, 'Forms', {
      ...settings,
      ...mailing,
      originSecret: this.originSecret,
      allowedHostnames: settings.allowedHostnames?.join(',') ?? siteHostname,
      // Only CloudFront may reach the API, through the custom domain below; without one the
      // default endpoint stays (offline synth) and a deploy is refused (deploy-checks.ts).
      disableExecuteApiEndpoint: settings.apiOrigin !== undefined,
    });
    if (settings.cmsLogin !== undefined) {
      this.cmsLogin = new CmsLogin(this, 'CmsLogin', {
        ...settings.cmsLogin,
        httpApi: this.api.httpApi,
        originSecret: this.originSecret,
        // The token's only recipient: the CMS's own host when it has one.
        siteOrigin: `https://${settings.cmsDomainName ?? siteHostname}`,
        reserveConcurrency: settings.reservedConcurrency !== undefined,
      });
    }
    let apiDomain: apigwv2.DomainName | undefined;
    if (settings.apiOrigin !== undefined) {
      apiDomain = addApiOriginDomain(this, settings.apiOrigin, this.api, zone);
    } else {
      Annotations.of(this).addWarningV2(
        'bcf:api-default-endpoint',
        'No API origin domain (domainName with a hosted zone, or apiOriginDomainName with ' +
          `apiCertificateArn): ${API_PATH_PATTERN} uses the API's default execute-api endpoint, which stays ` +
          'reachable without CloudFront. A deploy is refused.',
      );
    }
    this.site.addApi(
      settings.apiOrigin?.domainName ??
        `${this.api.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      this.originSecret.secretValue,
      this.cmsLogin,
    );

    this.retrier = new MailRetrier(this, 'MailRetrier', mailing);

    this.alarms = new SiteAlarms(this, 'Alarms', {
      ...settings,
      api: this.api,
      functions: {
        ...this.api.forms,
        mailRetrier: this.retrier,
        ...(this.cmsLogin && { cmsAuth: this.cmsLogin.auth, cmsCallback: this.cmsLogin.callback }),
      },
      configurationSetName: this.mail.sending.configurationSetName,
      leadTable: this.leads.table,
    });

    if (zone !== undefined && settings.domainName !== undefined) {
      const name = settings.domainName;
      const target = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(distribution));
      const alias = (prefix: string, recordName: string) => {
        new route53.ARecord(this, `${prefix}A`, { zone, recordName, target });
        new route53.AaaaRecord(this, `${prefix}AAAA`, { zone, recordName, target });
      };
      if (isInZone(name, zone.zoneName)) {
        alias('Alias', name);
      } else {
        Annotations.of(this).addWarningV2(
          'bcf:domain-outside-zone',
          `domainName ${name} is not in the hosted zone ${zone.zoneName}: point it at ` +
            `the distribution's domain yourself.`,
        );
      }
      const cms = settings.cmsDomainName;
      if (cms !== undefined && isInZone(cms, zone.zoneName)) alias('CmsAlias', cms);
    }

    // The build goes to the bucket with tools/pipeline/publish/publish.ts, after the deploy.
    new CfnOutput(this, 'SiteUrl', { value: `https://${siteHostname}` });
    new CfnOutput(this, 'DistributionId', { value: distribution.distributionId });
    new CfnOutput(this, 'DistributionDomainName', { value: distribution.distributionDomainName });
    new CfnOutput(this, 'SiteBucketName', { value: this.storage.siteBucket.bucketName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
    // Named in infra/README.md's hand rotation of the origin secret.
    new CfnOutput(this, 'OriginSecretArn', { value: this.originSecret.secretArn });
    if (apiDomain !== undefined) {
      new CfnOutput(this, 'ApiOriginTarget', {
        description: `Point ${apiDomain.name} here (CNAME) unless the stack's zone holds it`,
        value: apiDomain.regionalDomainName,
      });
    }
    // Read by `npm run leads` to find the table and the retrier.
    new CfnOutput(this, LEAD_OUTPUTS.table, { value: this.leads.table.tableName });
    new CfnOutput(this, LEAD_OUTPUTS.retrier, { value: this.retrier.function.functionName });
  }
}
