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
} as const;

/** How long leads are kept unless the stack says otherwise (CDK context `leadRetentionDays`). */
export const DEFAULT_RETENTION_DAYS = 730;
