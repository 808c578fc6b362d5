// The retrier's CloudWatch metrics (embedded metric format, through Powertools Metrics): the
// handler publishes them, the stack's "lead unsent for 30 minutes" alarm watches them.
export const RETRIER_METRICS = {
  namespace: 'BridgeCityFitness/Leads',
  /** Powertools adds it as the `service` dimension of every metric. */
  service: 'lead-mail-retrier',
  oldestUnsentAge: 'OldestUnsentLeadAgeSeconds',
  unsentLeads: 'UnsentLeads',
} as const;

/** A lead unsent for longer than this raises the alarm. */
export const UNSENT_ALARM_SECONDS = 30 * 60;
