/**
 * The embedded store: one SQLite file (./data/enquiries.db by default) for a single
 * server instance. WAL lets the operator command read while the site writes;
 * synchronous=FULL syncs every commit to disk before the visitor gets an answer, so an
 * acknowledged enquiry survives a crash or a SIGKILL right after it.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { SqlDatabase, SqlRow, SqlValue } from "../db/sql";
import { ENQUIRY_COLUMNS, MAIL_COLUMNS, MAIL_JOB_COLUMNS, toEnquiry, toMailJob, toMailRecord } from "./rows";
import {
  DUPLICATE_WINDOW_MS,
  type ClaimOptions,
  type Enquiry,
  type EnquiryStore,
  type MailJob,
  type MailRecord,
  type NewEnquiry,
} from "./store";

type Row = Record<string, unknown>;

/** Numbered and append-only: a change to the schema is a new entry, never an edit. */
const MIGRATIONS: Array<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: "enquiries, mail outbox, settings",
    sql: `
      CREATE TABLE enquiries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT,
        business_name TEXT,
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        created_at TEXT NOT NULL,
        user_agent TEXT,
        ip_hash TEXT
      );
      CREATE INDEX enquiries_created_at ON enquiries (created_at);
      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER NOT NULL UNIQUE REFERENCES enquiries (id),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_owner TEXT,
        lease_until INTEGER,
        last_error TEXT,
        sent_at INTEGER
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
      CREATE TABLE settings (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: "one enquiry per submission: the browser's submission id, unique",
    sql: `
      ALTER TABLE enquiries ADD COLUMN submission_id TEXT;
      CREATE UNIQUE INDEX enquiries_submission_id ON enquiries (submission_id);
      CREATE INDEX enquiries_email_created_at ON enquiries (email, created_at);
    `,
  },
  {
    version: 3,
    name: "owner's inbox: enquiry status and note, history, owners, sessions, sign-in links, passkeys; outbox mail to owners",
    sql: `
      ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'read', 'replied', 'spam', 'archived'));
      ALTER TABLE enquiries ADD COLUMN note TEXT NOT NULL DEFAULT '';
      CREATE INDEX enquiries_status ON enquiries (status, created_at);
      CREATE TABLE enquiry_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX enquiry_events_enquiry ON enquiry_events (enquiry_id, id);
      CREATE TABLE owners (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE owner_sessions (
        id TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        method TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        refreshed_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        user_agent TEXT
      );
      CREATE INDEX owner_sessions_owner ON owner_sessions (owner_id);
      CREATE TABLE sign_in_links (
        token_hash TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX sign_in_links_owner ON sign_in_links (owner_id);
      CREATE TABLE passkeys (
        id TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        public_key TEXT NOT NULL,
        counter INTEGER NOT NULL,
        transports TEXT NOT NULL,
        name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_used_at INTEGER
      );
      CREATE INDEX passkeys_owner ON passkeys (owner_id);
      CREATE TABLE passkey_challenges (
        id TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
      -- The outbox also carries mail to owners (sign-in links): no enquiry, its own
      -- recipient, subject and text. SQLite cannot drop a NOT NULL, so the table is rebuilt.
      CREATE TABLE mail_outbox_v3 (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER UNIQUE REFERENCES enquiries (id),
        recipient TEXT,
        subject TEXT,
        body TEXT,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_owner TEXT,
        lease_until INTEGER,
        last_error TEXT,
        sent_at INTEGER,
        CHECK ((enquiry_id IS NULL) = (recipient IS NOT NULL))
      );
      INSERT INTO mail_outbox_v3 (id, enquiry_id, status, attempts, next_attempt_at, lease_owner, lease_until, last_error, sent_at)
        SELECT id, enquiry_id, status, attempts, next_attempt_at, lease_owner, lease_until, last_error, sent_at FROM mail_outbox;
      DROP TABLE mail_outbox;
      ALTER TABLE mail_outbox_v3 RENAME TO mail_outbox;
      CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
    `,
  },
  {
    version: 4,
    name: "rate limit counters shared by every instance",
    sql: `
      CREATE TABLE rate_limits (
        name TEXT NOT NULL,
        key TEXT NOT NULL,
        window_start INTEGER NOT NULL,
        hits INTEGER NOT NULL,
        PRIMARY KEY (name, key)
      );
    `,
  },
  {
    version: 5,
    name: "enquiry language",
    sql: `ALTER TABLE enquiries ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ta'));`,
  },
];

export class SqliteEnquiryStore implements EnquiryStore {
  readonly kind = "sqlite" as const;
  private readonly db: Database.Database;

  readonly sql: SqlDatabase = {
    dialect: "sqlite",
    query: async <T extends SqlRow>(sql: string, params: SqlValue[] = []) => this.statement(sql, params) as T[],
    batch: async (statements) => this.db.transaction(() => statements.map(({ sql, params = [] }) => this.statement(sql, params))).immediate(),
  };

  /** Runs one statement: its rows, or none for a write without RETURNING. */
  private statement(sql: string, params: SqlValue[]): SqlRow[] {
    const prepared = this.db.prepare(sql);
    if (prepared.reader) return prepared.all(...params) as SqlRow[];
    prepared.run(...params);
    return [];
  }

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = FULL");
    this.db.pragma("foreign_keys = ON");
    // Another process (the operator command, a second writer) may hold the lock briefly.
    this.db.pragma("busy_timeout = 5000");
  }

  async migrate(): Promise<void> {
    this.db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
    const apply = this.db.transaction(() => {
      const done = new Set(
        this.db
          .prepare("SELECT version FROM schema_migrations")
          .all()
          .map((row) => (row as Row).version as number),
      );
      // By version, each one not yet applied: a database from before version 2 existed may
      // already have 1 and 3, and then gets 2.
      for (const migration of [...MIGRATIONS].sort((a, b) => a.version - b.version)) {
        if (done.has(migration.version)) continue;
        this.db.exec(migration.sql);
        this.db
          .prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)")
          .run(migration.version, migration.name, new Date().toISOString());
      }
    });
    apply.immediate();
  }

  async setting(name: string, create: () => string): Promise<string> {
    this.db.prepare("INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING").run(name, create());
    return (this.db.prepare("SELECT value FROM settings WHERE name = ?").get(name) as Row).value as string;
  }

  async addEnquiry(enquiry: NewEnquiry): Promise<Enquiry> {
    // IMMEDIATE takes the write lock first, so a concurrent repeat waits and then sees this row.
    const insert = this.db.transaction((input: NewEnquiry): number => {
      const createdAt = input.createdAt.toISOString();
      if (!input.submissionId) {
        const earlier = this.db
          .prepare("SELECT id FROM enquiries WHERE email = ? AND message = ? AND created_at >= ? ORDER BY id LIMIT 1")
          .get(input.email, input.message, new Date(input.createdAt.getTime() - DUPLICATE_WINDOW_MS).toISOString()) as
          | { id: number }
          | undefined;
        if (earlier) return earlier.id;
      }
      const inserted = this.db
        .prepare(
          `INSERT INTO enquiries (name, email, phone, business_name, service, message, created_at, user_agent, ip_hash, submission_id, language)
           VALUES (@name, @email, @phone, @businessName, @service, @message, @createdAt, @userAgent, @ipHash, @submissionId, @language)
           ON CONFLICT (submission_id) DO NOTHING
           RETURNING id`,
        )
        .get({ ...input, createdAt, submissionId: input.submissionId ?? null, language: input.language ?? "en" }) as { id: number } | undefined;
      if (!inserted) {
        return (this.db.prepare("SELECT id FROM enquiries WHERE submission_id = ?").get(input.submissionId) as { id: number }).id;
      }
      this.db.prepare("INSERT INTO mail_outbox (enquiry_id, next_attempt_at) VALUES (?, ?)").run(inserted.id, input.createdAt.getTime());
      return inserted.id;
    });
    const id = insert.immediate(enquiry);
    return toEnquiry(this.db.prepare(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.id = ?`).get(id) as Row);
  }

  async listEnquiries({ since }: { since?: Date } = {}): Promise<Enquiry[]> {
    const rows = since
      ? this.db
          .prepare(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.created_at >= ? ORDER BY e.created_at DESC, e.id DESC`)
          .all(since.toISOString())
      : this.db.prepare(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e ORDER BY e.created_at DESC, e.id DESC`).all();
    return rows.map((row) => toEnquiry(row as Row));
  }

  async claimMail({ owner, now, leaseMs, limit }: ClaimOptions): Promise<MailJob[]> {
    // One statement: SQLite has a single writer, so two workers cannot claim the same row.
    const claimed = this.db
      .prepare(
        `UPDATE mail_outbox SET lease_owner = ?, lease_until = ?
         WHERE id IN (
           SELECT id FROM mail_outbox
           WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
           ORDER BY id LIMIT ?)
         RETURNING id`,
      )
      .all(owner, now + leaseMs, now, now, limit) as Array<{ id: number }>;
    return this.jobs(claimed.map((row) => row.id));
  }

  async pendingMail(now: number, limit: number, afterId = 0): Promise<MailJob[]> {
    const due = this.db
      .prepare("SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= ? AND id > ? ORDER BY id LIMIT ?")
      .all(now, afterId, limit) as Array<{ id: number }>;
    return this.jobs(due.map((row) => row.id));
  }

  private jobs(mailIds: number[]): MailJob[] {
    if (mailIds.length === 0) return [];
    const rows = this.db
      .prepare(
        `SELECT ${MAIL_JOB_COLUMNS}
         FROM mail_outbox m LEFT JOIN enquiries e ON e.id = m.enquiry_id
         WHERE m.id IN (${mailIds.map(() => "?").join(", ")}) ORDER BY m.id`,
      )
      .all(...mailIds) as Row[];
    return rows.map(toMailJob);
  }

  async markMailSent(mailId: number, now: number): Promise<void> {
    this.db
      .prepare(
        // A sent owner mail's text (a sign-in link) is not kept.
        `UPDATE mail_outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, lease_owner = NULL,
         lease_until = NULL, last_error = NULL, body = NULL WHERE id = ? AND status = 'pending'`,
      )
      .run(now, mailId);
  }

  async markMailFailed(mailId: number, { error, nextAttemptAt }: { error: string; nextAttemptAt: number }): Promise<void> {
    this.db
      .prepare(
        `UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, lease_owner = NULL,
         lease_until = NULL WHERE id = ? AND status = 'pending'`,
      )
      .run(error.slice(0, 1000), nextAttemptAt, mailId);
  }

  async listMail(): Promise<MailRecord[]> {
    return this.db
      .prepare(`SELECT ${MAIL_COLUMNS} FROM mail_outbox ORDER BY id`)
      .all()
      .map((row) => toMailRecord(row as Row));
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
