// The lead table's shape: the CDK stack creates it, the handlers read and write it, and the local
// store (tools/local/) creates the same table in dynalite.

/** The table's keys and indexes. */
export const LEAD_TABLE = {
  partitionKey: 'id',
  ttlAttribute: 'expiresAt',
  /** Sparse: only leads whose e-mail has not gone have `mailQueue`, so only they are in it. */
  unsentIndex: { name: 'Unsent', partitionKey: 'mailQueue', sortKey: 'receivedAt' },
  /** Every lead of one (lower-cased) e-mail address, for access and deletion requests. */
  emailIndex: { name: 'ByEmail', partitionKey: 'emailLower', sortKey: 'receivedAt' },
  /** Sparse: only leads to review that no summary has listed yet have `reviewQueue`. */
  reviewIndex: { name: 'ToReview', partitionKey: 'reviewQueue', sortKey: 'receivedAt' },
} as const;

/** Every index of the table, keys only: the stack and the local store create these. */
export const LEAD_TABLE_INDEXES = [
  LEAD_TABLE.unsentIndex,
  LEAD_TABLE.emailIndex,
  LEAD_TABLE.reviewIndex,
] as const;

/**
 * Days a lead is kept, then DynamoDB's TTL removes it: the one setting, which the privacy
 * policy's `retentionDays` (content/privacy.yaml) must equal, as the content check checks.
 */
export const LEAD_RETENTION_DAYS = 730;

/** Days a lead to review (one that skipped the bot check) is kept unless the staff release it. */
export const REVIEW_RETENTION_DAYS = 30;
