/**
 * How long enquiries are kept (docs/decisions/0071-enquirers-rights.md): the server's
 * RETENTION_DAYS default and floor (server/config.ts), the daily purge
 * (server/enquiries/erasure.ts) and the privacy page's words all read these, so the page
 * states what the server does by default.
 */
export const ENQUIRY_RETENTION = {
  /** RETENTION_DAYS unset: an enquiry is erased two years after it arrived. */
  defaultDays: 730,
  /** The lowest RETENTION_DAYS the server accepts: the year the DPDP Rules 2025 ask a business to keep records. */
  minimumDays: 365,
  /** An enquiry marked Spam, untouched this long, is erased. */
  spamDays: 30,
  /** How soon a request about one's data (access, correction, erasure) is answered; the Rules allow 90. */
  answerWithinDays: 30,
} as const;

/**
 * The backups (docs/decisions/0081-backups-that-restore.md): BACKUP_KEEP's default (server/config.ts),
 * which the privacy page states as the longest a backup keeps an erased person.
 */
export const BACKUPS = {
  /** BACKUP_KEEP unset: the server keeps its last 14 daily backups. */
  defaultKeep: 14,
} as const;
