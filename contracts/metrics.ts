// The CloudWatch metrics the functions publish and the stack's alarms watch. Both sides take the
// names from here, so a renamed metric cannot leave an alarm watching nothing.

/** From log lines. An unverifiable check is our failure; rejections are normal. */
export const CAPTCHA_METRICS = {
  namespace: 'BridgeCityFitness/Forms',
  /** The lead was kept, flagged. */
  unverifiable: { metricName: 'CaptchaUnverifiable', event: 'captcha_unverifiable' },
  /** The visitor got 403. */
  rejected: { metricName: 'CaptchaRejected', event: 'captcha_rejected' },
} as const;

/** Forms posted without a script (leads to review): no failure, so no alarm watches it. */
export const NO_SCRIPT_METRIC = {
  namespace: CAPTCHA_METRICS.namespace,
  metricName: 'NoScriptLeads',
  event: 'no_script_lead',
} as const;

/** Published through Powertools Metrics; the "lead unsent for 30 minutes" alarm watches them. */
export const RETRIER_METRICS = {
  namespace: 'BridgeCityFitness/Leads',
  /** Powertools adds it as the `service` dimension of every metric. */
  service: 'lead-mail-retrier',
  oldestUnsentAge: 'OldestUnsentLeadAgeSeconds',
  unsentLeads: 'UnsentLeads',
} as const;
