// The content lane role's steps for the IAM simulation (iam-simulation.int.test.ts): what a
// publish does, allowed, and everything else of the site it must not reach, denied (beside the
// escalation list, iam-escalation-steps.ts).
import type { SiteSettings } from '../lib/settings';
import { TEMPLATE_ROLE } from './iam-escalation-steps';
import type { Step } from './iam-simulation';
import { siteArns } from './iam-site-steps';

/** A publish: read the manifest and head objects, write, delete, list, invalidate. */
export function contentPublishSteps(settings: SiteSettings): Step[] {
  const site = siteArns(settings);
  return [
    {
      name: 'read the manifest (and head a page)',
      action: 's3:GetObject',
      resource: `${site.siteBucket}/_publish/manifest.json`,
    },
    {
      name: 'write a page',
      action: 's3:PutObject',
      resource: `${site.siteBucket}/classes/index.html`,
    },
    {
      name: 'delete a stale page',
      action: 's3:DeleteObject',
      resource: `${site.siteBucket}/old/index.html`,
    },
    { name: 'list the site bucket', action: 's3:ListBucket', resource: site.siteBucket },
    {
      name: 'invalidate the site',
      action: 'cloudfront:CreateInvalidation',
      resource: site.distribution,
      context: site.siteTag,
    },
    {
      name: 'follow the invalidation',
      action: 'cloudfront:GetInvalidation',
      resource: site.distribution,
      context: site.siteTag,
    },
  ];
}

/** The site's other resources and actions, which the content role must not reach. */
export function contentRefusedSteps(settings: SiteSettings): Step[] {
  const site = siteArns(settings);
  return [
    {
      name: 'change the site stack',
      action: 'cloudformation:UpdateStack',
      resource: site.stack,
    },
    {
      name: 'create a change set',
      action: 'cloudformation:CreateChangeSet',
      resource: site.stack,
    },
    { name: 'write the log bucket', action: 's3:PutObject', resource: `${site.logBucket}/x` },
    { name: 'read the access logs', action: 's3:GetObject', resource: `${site.logBucket}/x` },
    {
      name: 'read an old version of a page',
      action: 's3:GetObjectVersion',
      resource: `${site.siteBucket}/index.html`,
    },
    {
      name: 'delete an old version of a page',
      action: 's3:DeleteObjectVersion',
      resource: `${site.siteBucket}/index.html`,
    },
    {
      name: "set the site bucket's policy",
      action: 's3:PutBucketPolicy',
      resource: site.siteBucket,
    },
    { name: 'read the lead table', action: 'dynamodb:Query', resource: site.leadTable },
    { name: 'store a lead', action: 'dynamodb:PutItem', resource: site.leadTable },
    {
      name: 'send mail',
      action: 'ses:SendEmail',
      resource: site.senderIdentity,
      context: { 'ses:FromAddress': settings.senderEmail },
    },
    {
      name: 'read the origin secret',
      action: 'secretsmanager:GetSecretValue',
      resource: site.originSecret,
    },
    {
      name: 'change a site function',
      action: 'lambda:UpdateFunctionCode',
      resource: site.function,
    },
    {
      name: 'change the distribution',
      action: 'cloudfront:UpdateDistribution',
      resource: site.distribution,
      context: site.siteTag,
    },
    { name: 'pass a site role', action: 'iam:PassRole', resource: TEMPLATE_ROLE },
  ];
}
