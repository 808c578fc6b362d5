// The CloudWatch metrics the functions publish and the stack's alarms watch. Both sides take the
// names from here, so a renamed metric cannot leave an alarm watching nothing.

/**
 * The bot check's metrics, counted from the form functions' log lines by metric filters. A check
 * that could not run for a lead that brought a token is our failure (every one raises the alarm);
 * rejected tokens are normal in small numbers, so only a flood does.
 */
export const CAPTCHA_METRICS = {
  namespace: 'BridgeCityFitness/Forms',
  /** Counted from `captcha_unverifiable` lines: the lead was kept, flagged. */
  unverifiable: { metricName: 'CaptchaUnverifiable', event: 'captcha_unverifiable' },
  /** Counted from `captcha_rejected` lines: the visitor got 403. */
  rejected: { metricName: 'CaptchaRejected', event: 'captcha_rejected' },
} as const;

/**
 * Forms posted without a script (no token, so leads to review), counted from `no_script_lead`
 * lines. A visitor without JavaScript is no failure: no alarm watches it.
 */
export const NO_SCRIPT_METRIC = {
  namespace: CAPTCHA_METRICS.namespace,
  metricName: 'NoScriptLeads',
  event: 'no_script_lead',
} as const;

/**
 * The retrier's metrics (embedded metric format, through Powertools Metrics): the handler
 * publishes them, the stack's "lead unsent for 30 minutes" alarm watches them.
 */
export const RETRIER_METRICS = {
  namespace: 'BridgeCityFitness/Leads',
  /** Powertools adds it as the `service` dimension of every metric. */
  service: 'lead-mail-retrier',
  oldestUnsentAge: 'OldestUnsentLeadAgeSeconds',
  unsentLeads: 'UnsentLeads',
} as const;
