/**
 * Where enquiries and their notification mails live: one store over either SQL database
 * (server/db: SQLite for one instance, PostgreSQL for several), its SQL written once and held
 * to one contract on both by store.test.ts. Each stored enquiry gets its outbox row in the same
 * transaction, so an acknowledged enquiry always has a mail on its way.
 */
import type { Attribution } from "../../app/shared/analytics";
import { localePath, type Lang } from "../../app/shared/lang";
import { insertEvents } from "../analytics/event-rows";
import type { Visit } from "../analytics/visitor";
import type { DatabaseTarget } from "../config";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/open";
import { toNumber, type Database } from "../db/sql";
import type { OutboxChannel } from "./outbox-channel";
import { ENQUIRY_COLUMNS, ENQUIRY_RETURNING, MAIL_COLUMNS, SELECT_MAIL_JOBS, toEnquiry, toMailJob, toMailRecord } from "./rows";

export type Enquiry = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  businessName: string | null;
  service: string;
  message: string;
  /** ISO 8601 in UTC, server time when the enquiry was stored. */
  createdAt: string;
  userAgent: string | null;
  /** Salted SHA-256 of the client IP (see docs/decisions/0005-ip-hashing.md). */
  ipHash: string | null;
  /** The language of the page the form was sent from (migration 5; older rows are "en"). */
  language: Lang;
  /** What brought it (migration 10): null when sent without JavaScript or before attribution, read as unknown. */
  attribution: Attribution | null;
};

/** A new enquiry; its language is English unless given, its attribution unknown unless given. */
type NewEnquiry = Omit<Enquiry, "id" | "createdAt" | "language" | "attribution"> & {
  createdAt: Date;
  language?: Lang;
  attribution?: Attribution | null;
  /**
   * The id the browser gave this submission (a UUID), or null for a post without JavaScript.
   * A second enquiry with the same id is not stored (see DUPLICATE_WINDOW_MS for those without).
   */
  submissionId?: string | null;
  /**
   * The sender's visit for the day (server/analytics): when given, the enquiry is counted as an
   * `enquiry` event in the same transaction, so a stored enquiry is counted exactly once (a
   * repeat stores nothing and counts nothing). Absent with ANALYTICS=off.
   */
  visit?: Visit | null;
};

/**
 * A post without a submission id (no JavaScript) with the same email and message as an
 * enquiry stored this long before it is taken for a repeat (a reload, a second tap) and not
 * stored again. See docs/decisions/0044-one-enquiry-per-submission.md.
 */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** A mail to an owner (a sign-in link), composed when it was queued. */
type OwnerMail = { to: string; subject: string; text: string };

/**
 * One mail to send, leased to the worker that claimed it: an enquiry's notification, or a
 * mail to an owner.
 */
export type MailJob = { id: number; attempts: number } & (
  | { enquiry: Enquiry; ownerMail?: undefined }
  | { enquiry?: undefined; ownerMail: OwnerMail }
);

export type MailRecord = {
  id: number;
  enquiryId: number;
  status: "pending" | "sent";
  attempts: number;
  /** Milliseconds since the epoch. */
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
};

type ClaimOptions = {
  /** Who holds the lease (one id per worker). */
  owner: string;
  now: number;
  /** How long the claim keeps other workers off the mail: longer than one SMTP attempt. */
  leaseMs: number;
  limit: number;
};

/** The first key of the per-email advisory locks that serialise posts without a submission id (PostgreSQL). */
const DUPLICATE_LOCK_SPACE = 7_135_002;

/** The attribution columns of migration 10, in its order; all NULL for an unknown source. */
function attributionColumns(a: Attribution | null): Array<string | null> {
  if (!a) return Array<null>(9).fill(null);
  return [a.source, a.referrer ?? null, a.utmSource ?? null, a.utmMedium ?? null, a.utmCampaign ?? null, a.utmTerm ?? null, a.utmContent ?? null, a.click ?? null, a.landing];
}

export class EnquiryStore {
  /** The store on the database DATABASE_URL names (not migrated yet). */
  static async open(target: DatabaseTarget): Promise<EnquiryStore> {
    return new EnquiryStore(await openDatabase(target));
  }

  readonly kind: DatabaseTarget["kind"];
  /** The outbox's other channels (server/alerts), which queue their jobs with each new enquiry. */
  readonly channels: OutboxChannel[] = [];

  /** `sql`: the database, which what is built on the store uses too (the inbox, sign-in, rate limits). */
  constructor(readonly sql: Database) {
    this.kind = sql.dialect;
  }

  /** Applies the numbered migrations of every feature (server/db/migrations) not yet recorded in schema_migrations. */
  migrate(): Promise<void> {
    return migrate(this.sql);
  }

  /** A stored setting, created with `create()` by whoever asks first. */
  async setting(name: string, create: () => string): Promise<string> {
    await this.sql.query("INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING", [name, create()]);
    const [row] = await this.sql.query<{ value: string }>("SELECT value FROM settings WHERE name = ?", [name]);
    return row!.value;
  }

  /**
   * Stores the enquiry, its outbox row and its other channels' jobs in one transaction;
   * resolves after the commit.
   * A repeat (the same submission id, or without one the same email and message within
   * DUPLICATE_WINDOW_MS) stores nothing and queues no mail: it resolves to the enquiry
   * stored first.
   */
  addEnquiry(enquiry: NewEnquiry): Promise<Enquiry> {
    return this.sql.transaction(async (tx) => {
      if (!enquiry.submissionId) {
        // On SQLite the transaction holds the only write lock, so a concurrent repeat waits and
        // then sees this row. PostgreSQL's READ COMMITTED would let two identical posts at the
        // same moment both find nothing: a lock per email address (held to the commit) makes the
        // second wait and then see the first.
        if (tx.dialect === "postgres") await tx.query("SELECT pg_advisory_xact_lock(?, hashtext(?))", [DUPLICATE_LOCK_SPACE, enquiry.email]);
        const windowStart = new Date(enquiry.createdAt.getTime() - DUPLICATE_WINDOW_MS).toISOString();
        const [earlier] = await tx.query(
          `SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.email = ? AND e.message = ? AND e.created_at >= ? ORDER BY e.id LIMIT 1`,
          [enquiry.email, enquiry.message, windowStart],
        );
        if (earlier) return toEnquiry(earlier);
      }
      // On PostgreSQL, ON CONFLICT waits for a concurrent insert of the same id to commit, then does nothing.
      const [inserted] = await tx.query(
        `INSERT INTO enquiries (name, email, phone, business_name, service, message, created_at, user_agent, ip_hash, submission_id, language,
           source, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, click, landing_path)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (submission_id) DO NOTHING
         RETURNING ${ENQUIRY_RETURNING}`,
        [
          enquiry.name,
          enquiry.email,
          enquiry.phone,
          enquiry.businessName,
          enquiry.service,
          enquiry.message,
          enquiry.createdAt.toISOString(),
          enquiry.userAgent,
          enquiry.ipHash,
          enquiry.submissionId ?? null,
          enquiry.language ?? "en",
          ...attributionColumns(enquiry.attribution ?? null),
        ],
      );
      if (!inserted) {
        const [first] = await tx.query(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.submission_id = ?`, [enquiry.submissionId!]);
        return toEnquiry(first!);
      }
      await tx.query("INSERT INTO mail_outbox (enquiry_id, next_attempt_at) VALUES (?, ?)", [toNumber(inserted.id), enquiry.createdAt.getTime()]);
      const stored = toEnquiry(inserted);
      for (const channel of this.channels) await channel.queue(tx, stored, enquiry.createdAt.getTime());
      if (enquiry.visit) {
        await insertEvents(tx, [
          {
            occurredAt: enquiry.createdAt.getTime(),
            name: "enquiry",
            path: localePath(stored.language, "/contact"),
            visit: enquiry.visit,
            attribution: stored.attribution,
            enquiryId: stored.id,
          },
        ]);
      }
      return stored;
    });
  }

  /** Newest first; `since` keeps those created at or after it. */
  async listEnquiries({ since }: { since?: Date } = {}): Promise<Enquiry[]> {
    const rows = since
      ? await this.sql.query(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.created_at >= ? ORDER BY e.created_at DESC, e.id DESC`, [
          since.toISOString(),
        ])
      : await this.sql.query(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e ORDER BY e.created_at DESC, e.id DESC`);
    return rows.map(toEnquiry);
  }

  /**
   * Leases pending mail that is due and not leased by a live worker, oldest first. A mail past
   * its expiry (a sign-in mail whose link has died, migration 7) is never sent.
   */
  async claimMail({ owner, now, leaseMs, limit }: ClaimOptions): Promise<MailJob[]> {
    // One statement. SQLite has a single writer, so two workers cannot claim the same row.
    // PostgreSQL's SKIP LOCKED lets instances polling at the same moment take different rows
    // instead of waiting for each other.
    const skipLocked = this.sql.dialect === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
    const claimed = await this.sql.query(
      `WITH due AS (
         SELECT id AS due_id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
           AND (expires_at IS NULL OR expires_at > ?)
         ORDER BY id LIMIT ? ${skipLocked})
       UPDATE mail_outbox AS m SET lease_owner = ?, lease_until = ? FROM due WHERE m.id = due.due_id
       RETURNING id`,
      [now, now, now, limit, owner, now + leaseMs],
    );
    return this.jobs(claimed.map((row) => toNumber(row.id)));
  }

  /** Pending mail that is due and whose id is above `afterId`, oldest first, without claiming it (for logging when no SMTP is set). */
  async pendingMail(now: number, limit: number, afterId = 0): Promise<MailJob[]> {
    const rows = await this.sql.query(
      `${SELECT_MAIL_JOBS} WHERE m.status = 'pending' AND m.next_attempt_at <= ? AND (m.expires_at IS NULL OR m.expires_at > ?)
       AND m.id > ? ORDER BY m.id LIMIT ?`,
      [now, now, afterId, limit],
    );
    return rows.map(toMailJob);
  }

  /**
   * The pending mail queued before `at` (a mail is queued due at once, so its first due time is
   * when it was queued): how many, and the highest id. Without SMTP the worker logs none of them
   * again after a restart.
   */
  async pendingMailQueuedBefore(at: number, now: number): Promise<{ count: number; lastId: number }> {
    const [row] = await this.sql.query(
      `SELECT COUNT(*) AS count, COALESCE(MAX(id), 0) AS "lastId" FROM mail_outbox
       WHERE status = 'pending' AND next_attempt_at < ? AND (expires_at IS NULL OR expires_at > ?)`,
      [at, now],
    );
    return { count: toNumber(row!.count), lastId: toNumber(row!.lastId) };
  }

  private async jobs(mailIds: number[]): Promise<MailJob[]> {
    if (mailIds.length === 0) return [];
    const rows = await this.sql.query(`${SELECT_MAIL_JOBS} WHERE m.id IN (${mailIds.map(() => "?").join(", ")}) ORDER BY m.id`, mailIds);
    return rows.map(toMailJob);
  }

  /** Marks the mail delivered: it is never claimed again. */
  async markMailSent(mailId: number, now: number): Promise<void> {
    await this.sql.query(
      // A sent owner mail's text (a sign-in link) is not kept.
      `UPDATE mail_outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, lease_owner = NULL,
       lease_until = NULL, last_error = NULL, body = NULL WHERE id = ? AND status = 'pending'`,
      [now, mailId],
    );
  }

  /** Records a failed attempt and when to try again; releases the lease. */
  async markMailFailed(mailId: number, { error, nextAttemptAt }: { error: string; nextAttemptAt: number }): Promise<void> {
    await this.sql.query(
      `UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, lease_owner = NULL,
       lease_until = NULL WHERE id = ? AND status = 'pending'`,
      [error.slice(0, 1000), nextAttemptAt, mailId],
    );
  }

  async listMail(): Promise<MailRecord[]> {
    return (await this.sql.query(`SELECT ${MAIL_COLUMNS} FROM mail_outbox ORDER BY id`)).map(toMailRecord);
  }

  close(): Promise<void> {
    return this.sql.close();
  }
}
