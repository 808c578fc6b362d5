import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { FormsApi } from './forms-api';
import { LeadTable } from './lead-table';
import { MailRetrier } from './mail-retrier';
import { MailIdentity } from './mail-identity';
import { isInZone, type SiteSettings } from './settings';
import { SiteAlarms } from './site-alarms';
import { SiteFirewall } from './site-firewall';
import { missingSiteFiles, SiteDeployment, siteDirExists } from './site-deployment';
import { SiteDistribution } from './site-distribution';
import { SiteStorage } from './site-storage';
import { LEAD_OUTPUTS } from './stack-outputs';

/** Options of {@link SiteStack}. */
export interface SiteStackProps extends StackProps {
  /** Checked context (`readSettings`). */
  readonly settings: SiteSettings;
  /**
   * The AWS WAF web ACL: created in this stack (`here`, only in us-east-1), another stack's
   * (`arn`), or none (`none`, region unknown: not deployable). See site-app.ts.
   */
  readonly firewall: { kind: 'here' } | { kind: 'arn'; webAclArn: string } | { kind: 'none' };
}

/** Characters of the generated origin secret. */
export const ORIGIN_SECRET_LENGTH = 40;

/** Thrown when the build in `siteDir` must not replace the live site. */
export class SiteDirError extends Error {
  override name = 'SiteDirError';
}

/**
 * The whole website: S3 + CloudFront hosting with the shared edge rules, the upload of the
 * Gatsby build, the form API (HTTP API + three Lambda functions + SES), the lead table and its
 * mail retrier, and alarms.
 */
export class SiteStack extends Stack {
  readonly storage: SiteStorage;
  readonly site: SiteDistribution;
  readonly api: FormsApi;
  readonly leads: LeadTable;
  readonly retrier: MailRetrier;
  readonly mail: MailIdentity;
  readonly alarms: SiteAlarms;
  /** The web ACL, when this stack holds it (us-east-1). */
  readonly firewall?: SiteFirewall;
  /** The value CloudFront sends in X-Origin-Verify and the form functions require. */
  readonly originSecret: secretsmanager.Secret;
  /** The API's custom domain, CloudFront's origin for /api/* (absent without a domain). */
  readonly apiDomain?: apigwv2.DomainName;
  /** Absent when `siteDir` does not exist (synth in a fresh clone). */
  readonly deployment?: SiteDeployment;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const zone =
      settings.hostedZone !== undefined
        ? route53.PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', {
            hostedZoneId: settings.hostedZone.id,
            zoneName: settings.hostedZone.name,
          })
        : undefined;

    this.storage = new SiteStorage(this, 'Storage');

    const { firewall } = props;
    if (firewall.kind === 'here') {
      this.firewall = new SiteFirewall(this, 'Firewall', {
        rateLimit: settings.wafApiRateLimit,
        evaluationWindowSeconds: settings.wafEvaluationWindowSeconds,
        metricPrefix: 'bridge-city-fitness',
      });
    }
    const webAclArn = firewall.kind === 'arn' ? firewall.webAclArn : this.firewall?.webAcl.attrArn;

    this.site = new SiteDistribution(this, 'Site', {
      siteBucket: this.storage.siteBucket,
      logBucket: this.storage.logBucket,
      maintenance: settings.maintenance,
      webAclArn,
      ...(settings.domainName !== undefined && settings.certificateArn !== undefined
        ? {
            domainName: settings.domainName,
            certificate: acm.Certificate.fromCertificateArn(
              this,
              'Certificate',
              settings.certificateArn,
            ),
          }
        : {}),
    });
    const distribution = this.site.distribution;

    this.mail = new MailIdentity(this, 'Mail', {
      senderEmail: settings.senderEmail,
      recipientEmail: settings.recipientEmail,
      hostedZone: zone,
      sandbox: settings.sesSandbox,
    });

    this.leads = new LeadTable(this, 'Leads');
    this.originSecret = this.addOriginSecret();

    const siteHostname = settings.domainName ?? distribution.distributionDomainName;
    this.api = new FormsApi(this, 'Forms', {
      leadTable: this.leads,
      leadRetentionDays: settings.leadRetentionDays,
      recipientEmail: settings.recipientEmail,
      senderEmail: settings.senderEmail,
      sesIdentityArns: this.mail.sendingIdentityArns,
      configurationSetName: this.mail.configurationSet.configurationSetName,
      configurationSetArn: this.mail.configurationSetArn,
      captchaSecretParameterName: settings.captchaSecretParameterName,
      captchaSecretParameterArn: this.formatArn({
        service: 'ssm',
        resource: 'parameter',
        resourceName: settings.captchaSecretParameterName.replace(/^\//, ''),
      }),
      originSecret: this.originSecret,
      allowedHostnames: settings.allowedHostnames?.join(',') ?? siteHostname,
      reservedConcurrency: settings.reservedConcurrency,
      rateLimit: settings.apiRateLimit,
      burstLimit: settings.apiBurstLimit,
      // Only CloudFront may reach the API, through the custom domain below; without one the
      // default endpoint stays (offline synth) and a deploy is refused (deploy-checks.ts).
      disableExecuteApiEndpoint: settings.apiOrigin !== undefined,
    });
    if (settings.apiOrigin !== undefined) {
      this.apiDomain = this.addApiDomain(settings.apiOrigin, zone);
      this.site.addApi(settings.apiOrigin.domainName, this.originSecret.secretValue);
    } else {
      this.site.addApi(
        `${this.api.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
        this.originSecret.secretValue,
      );
      Annotations.of(this).addWarningV2(
        'bcf:api-default-endpoint',
        'No API origin domain (domainName with a hosted zone, or apiOriginDomainName with ' +
          "apiCertificateArn): /api/* uses the API's default execute-api endpoint, which stays " +
          'reachable without CloudFront. A deploy is refused.',
      );
    }

    this.retrier = new MailRetrier(this, 'MailRetrier', {
      recipientEmail: settings.recipientEmail,
      senderEmail: settings.senderEmail,
      sesIdentityArns: this.mail.sendingIdentityArns,
      configurationSetName: this.mail.configurationSet.configurationSetName,
      configurationSetArn: this.mail.configurationSetArn,
      leadTable: this.leads,
    });

    this.alarms = new SiteAlarms(this, 'Alarms', {
      functions: {
        ...Object.fromEntries(
          Object.entries(this.api.forms).map(([name, form]) => [name, form.function]),
        ),
        mailRetrier: this.retrier.function,
      },
      formLogGroups: Object.values(this.api.forms).map((form) => form.logGroup),
      configurationSetName: this.mail.configurationSet.configurationSetName,
      api: this.api.httpApi,
      leadTable: this.leads.table,
      alarmEmail: settings.alarmEmail,
    });
    this.firewall?.addBlockedApiAlarm(new actions.SnsAction(this.alarms.topic));

    if (zone !== undefined && settings.domainName !== undefined) {
      const name = settings.domainName;
      if (name === zone.zoneName || name.endsWith(`.${zone.zoneName}`)) {
        const target = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(distribution));
        new route53.ARecord(this, 'AliasA', { zone, recordName: name, target });
        new route53.AaaaRecord(this, 'AliasAAAA', { zone, recordName: name, target });
      } else {
        Annotations.of(this).addWarningV2(
          'bcf:domain-outside-zone',
          `domainName ${name} is not in the hosted zone ${zone.zoneName}: point it at ` +
            `the distribution's domain yourself.`,
        );
      }
    }

    if (siteDirExists(settings.siteDir)) {
      const missing = missingSiteFiles(settings.siteDir, settings.maintenance);
      if (missing.length > 0) {
        throw new SiteDirError(
          `${settings.siteDir} lacks ${missing.join(', ')}: refusing to replace the live site ` +
            'with an incomplete build. Run `npm run build` (or `npm run deploy`, which builds first).',
        );
      }
      this.deployment = new SiteDeployment(this, 'Upload', {
        siteDir: settings.siteDir,
        siteBucket: this.storage.siteBucket,
        distribution,
      });
    } else {
      Annotations.of(this).addWarningV2(
        'bcf:no-site-build',
        `No site build at ${settings.siteDir}: synthesized WITHOUT uploading the site. ` +
          'Run `npm run build` first; `npm run deploy` does both.',
      );
    }

    new CfnOutput(this, 'SiteUrl', { value: `https://${siteHostname}` });
    new CfnOutput(this, 'DistributionId', { value: distribution.distributionId });
    new CfnOutput(this, 'DistributionDomainName', { value: distribution.distributionDomainName });
    new CfnOutput(this, 'SiteBucketName', { value: this.storage.siteBucket.bucketName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
    // Named in infra/README.md's hand rotation of the origin secret.
    new CfnOutput(this, 'OriginSecretArn', { value: this.originSecret.secretArn });
    // Read by `npm run leads` to find the table and the retrier.
    if (this.apiDomain !== undefined) {
      new CfnOutput(this, 'ApiOriginTarget', {
        description: `Point ${this.apiDomain.name} here (CNAME) unless the stack's zone holds it`,
        value: this.apiDomain.regionalDomainName,
      });
    }
    new CfnOutput(this, LEAD_OUTPUTS.table, { value: this.leads.table.tableName });
    new CfnOutput(this, LEAD_OUTPUTS.retrier, { value: this.retrier.function.functionName });
  }

  /**
   * The origin secret: 40 random letters and digits (no punctuation, so any header carries it),
   * generated by Secrets Manager at deploy time. CloudFront's /api/* origin sends it through a
   * dynamic reference; the form functions read it by ARN (lambda/lib/origin-secret.ts).
   */
  private addOriginSecret(): secretsmanager.Secret {
    const secret = new secretsmanager.Secret(this, 'OriginSecret', {
      description:
        'Bridge City Fitness: X-Origin-Verify, sent by CloudFront to the form API ' +
        '(infra/README.md: rotating the origin secret)',
      generateSecretString: {
        passwordLength: ORIGIN_SECRET_LENGTH,
        excludePunctuation: true,
        includeSpace: false,
      },
    });
    NagSuppressions.addResourceSuppressions(secret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          "No automatic rotation: CloudFront's origin header holds the value resolved at " +
          'deploy time, so a rotation Lambda would leave CloudFront sending the old value ' +
          '(every visitor 403) until a redeploy. Rotated by hand: update the secret, then ' +
          'deploy (infra/README.md).',
      },
    ]);
    return secret;
  }

  /**
   * The API's custom domain (REGIONAL, this stack's region) mapped to its stage: the origin
   * CloudFront sends /api/* to. Its certificate is `apiCertificateArn`, or requested here with
   * DNS validation in the hosted zone; the zone also gets the alias record.
   */
  private addApiDomain(
    origin: NonNullable<SiteSettings['apiOrigin']>,
    zone: route53.IHostedZone | undefined,
  ): apigwv2.DomainName {
    const inZone = zone !== undefined && isInZone(origin.domainName, zone.zoneName);
    let certificate: acm.ICertificate;
    if (origin.certificateArn !== undefined) {
      certificate = acm.Certificate.fromCertificateArn(
        this,
        'ApiCertificate',
        origin.certificateArn,
      );
    } else if (inZone) {
      certificate = new acm.Certificate(this, 'ApiCertificate', {
        domainName: origin.domainName,
        validation: acm.CertificateValidation.fromDns(zone),
      });
    } else {
      // parseSettings refuses this combination; kept as a guard for direct construction.
      throw new Error(`No certificate for the API origin ${origin.domainName}`);
    }
    const domain = new apigwv2.DomainName(this, 'ApiDomain', {
      domainName: origin.domainName,
      certificate,
      endpointType: apigwv2.EndpointType.REGIONAL,
      securityPolicy: apigwv2.SecurityPolicy.TLS_1_2,
    });
    new apigwv2.ApiMapping(this, 'ApiMapping', {
      api: this.api.httpApi,
      domainName: domain,
      stage: this.api.stage,
    });
    if (inZone) {
      new route53.ARecord(this, 'ApiOriginA', {
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
      Annotations.of(this).addWarningV2(
        'bcf:api-origin-outside-zone',
        `The API origin ${origin.domainName} is not in the stack's hosted zone: point it (CNAME) ` +
          'at the ApiOriginTarget output, or /api/* will not answer.',
      );
    }
    return domain;
  }
}
