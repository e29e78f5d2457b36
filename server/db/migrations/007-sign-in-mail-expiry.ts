/**
 * Migration 7, for sign-in (server/auth, issue 27 finding 8): a sign-in mail's text holds a link
 * that dies after 15 minutes, so its outbox row says when. The worker no longer sends such a
 * mail after that, and the daily sweep (server/auth/sweep.ts) blanks its text. It changes only
 * the outbox's table. Sign-in mails queued before it (the only mails without an enquiry) get
 * 15 minutes from when they were last due: no earlier than their link died.
 */
import type { Migration } from "./migration";

export const signInMailExpiry: Migration = {
  version: 7,
  name: "sign-in mails expire with their link",
  features: ["outbox"],
  sqlite: `
      ALTER TABLE mail_outbox ADD COLUMN expires_at INTEGER;
      UPDATE mail_outbox SET expires_at = next_attempt_at + 900000 WHERE enquiry_id IS NULL;
    `,
  postgres: `
      ALTER TABLE mail_outbox ADD COLUMN expires_at BIGINT;
      UPDATE mail_outbox SET expires_at = next_attempt_at + 900000 WHERE enquiry_id IS NULL;
    `,
};
