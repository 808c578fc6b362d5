// The content lane role's steps for the IAM simulation (iam-simulation.int.test.ts): what a
// publish does, allowed, and everything else of the site it must not reach, denied (beside the
// escalation list, iam-escalation-steps.ts).
import type { SiteSettings } from '../lib/settings';
import { step, TEMPLATE_ROLE } from './iam-escalation-steps';
import type { Step } from './iam-simulation';
import { siteArns } from './iam-site-steps';

/** A publish: read the manifest and head objects, write, delete, list, invalidate. */
export function contentPublishSteps(settings: SiteSettings): Step[] {
  const site = siteArns(settings);
  return [
    step(
      'read the manifest (and head a page)',
      's3:GetObject',
      `${site.siteBucket}/_publish/manifest.json`,
    ),
    step('write a page', 's3:PutObject', `${site.siteBucket}/classes/index.html`),
    step('delete a stale page', 's3:DeleteObject', `${site.siteBucket}/old/index.html`),
    step('list the site bucket', 's3:ListBucket', site.siteBucket),
    step('invalidate the site', 'cloudfront:CreateInvalidation', site.distribution, site.siteTag),
    step('follow the invalidation', 'cloudfront:GetInvalidation', site.distribution, site.siteTag),
  ];
}

/** The site's other resources and actions, which the content role must not reach. */
export function contentRefusedSteps(settings: SiteSettings): Step[] {
  const site = siteArns(settings);
  return [
    step('change the site stack', 'cloudformation:UpdateStack', site.stack),
    step('create a change set', 'cloudformation:CreateChangeSet', site.stack),
    step('write the log bucket', 's3:PutObject', `${site.logBucket}/x`),
    step('read the access logs', 's3:GetObject', `${site.logBucket}/x`),
    step('read an old version of a page', 's3:GetObjectVersion', `${site.siteBucket}/index.html`),
    step(
      'delete an old version of a page',
      's3:DeleteObjectVersion',
      `${site.siteBucket}/index.html`,
    ),
    step("set the site bucket's policy", 's3:PutBucketPolicy', site.siteBucket),
    step('read the lead table', 'dynamodb:Query', site.leadTable),
    step('store a lead', 'dynamodb:PutItem', site.leadTable),
    step('send mail', 'ses:SendEmail', site.senderIdentity, {
      'ses:FromAddress': settings.senderEmail,
    }),
    step('read the origin secret', 'secretsmanager:GetSecretValue', site.originSecret),
    step('change a site function', 'lambda:UpdateFunctionCode', site.function),
    step(
      'change the distribution',
      'cloudfront:UpdateDistribution',
      site.distribution,
      site.siteTag,
    ),
    step('pass a site role', 'iam:PassRole', TEMPLATE_ROLE),
  ];
}
