// The bot check's CloudWatch metrics, counted from the form functions' log lines by metric
// filters: the stack's alarms watch them. A check that could not run is our failure (every one
// raises the alarm); rejected tokens are normal in small numbers, so only a flood does.
export const CAPTCHA_METRICS = {
  namespace: 'BridgeCityFitness/Forms',
  /** Counted from `captcha_unverifiable` lines: the lead was kept, flagged. */
  unverifiable: { metricName: 'CaptchaUnverifiable', event: 'captcha_unverifiable' },
  /** Counted from `captcha_rejected` lines: the visitor got 403. */
  rejected: { metricName: 'CaptchaRejected', event: 'captcha_rejected' },
} as const;

/** Rejected tokens in five minutes that raise the alarm: far above a visitor's retries. */
export const CAPTCHA_REJECTED_ALARM_COUNT = 25;
