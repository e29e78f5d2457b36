/**
 * The shared store: PostgreSQL, for several site instances behind a load balancer.
 * The pool reconnects by itself, so when the database comes back after an outage the
 * next enquiry simply succeeds; while it is down, queries fail fast and the action
 * answers 503.
 */
import pg from "pg";
import { numberedPlaceholders, type SqlDatabase, type SqlRow, type SqlValue } from "../db/sql";
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
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT,
        business_name TEXT,
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        user_agent TEXT,
        ip_hash TEXT
      );
      CREATE INDEX enquiries_created_at ON enquiries (created_at);
      CREATE TABLE mail_outbox (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        enquiry_id BIGINT NOT NULL UNIQUE REFERENCES enquiries (id),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        lease_owner TEXT,
        lease_until BIGINT,
        last_error TEXT,
        sent_at BIGINT
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
      ALTER TABLE enquiries ADD COLUMN submission_id UUID UNIQUE;
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
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        enquiry_id BIGINT NOT NULL REFERENCES enquiries (id),
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL,
        at BIGINT NOT NULL
      );
      CREATE INDEX enquiry_events_enquiry ON enquiry_events (enquiry_id, id);
      CREATE TABLE owners (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE owner_sessions (
        id TEXT PRIMARY KEY,
        owner_id BIGINT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        method TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        refreshed_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        user_agent TEXT
      );
      CREATE INDEX owner_sessions_owner ON owner_sessions (owner_id);
      CREATE TABLE sign_in_links (
        token_hash TEXT PRIMARY KEY,
        owner_id BIGINT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        used_at BIGINT
      );
      CREATE INDEX sign_in_links_owner ON sign_in_links (owner_id);
      CREATE TABLE passkeys (
        id TEXT PRIMARY KEY,
        owner_id BIGINT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        public_key TEXT NOT NULL,
        counter BIGINT NOT NULL,
        transports TEXT NOT NULL,
        name TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        last_used_at BIGINT
      );
      CREATE INDEX passkeys_owner ON passkeys (owner_id);
      CREATE TABLE passkey_challenges (
        id TEXT PRIMARY KEY,
        expires_at BIGINT NOT NULL
      );
      -- The outbox also carries mail to owners (sign-in links): no enquiry, its own
      -- recipient, subject and text.
      ALTER TABLE mail_outbox ALTER COLUMN enquiry_id DROP NOT NULL;
      ALTER TABLE mail_outbox ADD COLUMN recipient TEXT, ADD COLUMN subject TEXT, ADD COLUMN body TEXT;
      ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_enquiry_or_recipient
        CHECK ((enquiry_id IS NULL) = (recipient IS NOT NULL));
    `,
  },
  {
    version: 4,
    name: "rate limit counters shared by every instance",
    sql: `
      CREATE TABLE rate_limits (
        name TEXT NOT NULL,
        key TEXT NOT NULL,
        window_start BIGINT NOT NULL,
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

/** Any number: serialises concurrent start-ups of several instances around the migrations. */
const MIGRATION_LOCK_ID = 7_135_001;
/** The first key of the per-email advisory locks that serialise posts without a submission id. */
const DUPLICATE_LOCK_SPACE = 7_135_002;

export class PostgresEnquiryStore implements EnquiryStore {
  readonly kind = "postgres" as const;
  private readonly pool: pg.Pool;

  readonly sql: SqlDatabase = {
    dialect: "postgres",
    query: async <T extends SqlRow>(sql: string, params: SqlValue[] = []) =>
      (await this.pool.query(numberedPlaceholders(sql), params)).rows as T[],
    batch: (statements) =>
      this.transaction(async (client) => {
        const results: SqlRow[][] = [];
        for (const { sql, params = [] } of statements) results.push((await client.query(numberedPlaceholders(sql), params)).rows);
        return results;
      }),
  };

  constructor(connectionString: string) {
    this.pool = new pg.Pool({
      connectionString,
      max: 10,
      // Fail fast while the database is unreachable: the visitor gets a 503 in seconds.
      connectionTimeoutMillis: 5_000,
      query_timeout: 10_000,
      idleTimeoutMillis: 30_000,
    });
    // A connection the server drops (restart, outage) emits 'error' on its client, idle or
    // checked out; without a listener that event would crash the process. It is logged once,
    // here. A query in flight on it fails (the visitor gets a 503) and transaction() discards
    // the client; an idle one the pool discards, and the next query opens a new connection.
    this.pool.on("connect", (client) => {
      client.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
    });
    // The pool passes an idle client's error on as its own: already logged above, but the event
    // needs a listener too.
    this.pool.on("error", () => {});
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let failure: Error | undefined;
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      failure = error as Error;
      throw error;
    } finally {
      // After a failure the connection may be broken: close it rather than reuse it.
      client.release(failure);
    }
  }

  async migrate(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_ID]);
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)`);
      const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_migrations");
      const done = new Set(rows.map((row) => row.version));
      // By version, each one not yet applied: a database from before version 2 existed may
      // already have 1 and 3, and then gets 2.
      for (const migration of [...MIGRATIONS].sort((a, b) => a.version - b.version)) {
        if (done.has(migration.version)) continue;
        await client.query(migration.sql);
        await client.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())", [
          migration.version,
          migration.name,
        ]);
      }
    });
  }

  async setting(name: string, create: () => string): Promise<string> {
    await this.pool.query("INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [
      name,
      create(),
    ]);
    const { rows } = await this.pool.query<{ value: string }>("SELECT value FROM settings WHERE name = $1", [name]);
    return rows[0]!.value;
  }

  async addEnquiry(enquiry: NewEnquiry): Promise<Enquiry> {
    return this.transaction(async (client) => {
      const stored = async (where: string, value: string) =>
        toEnquiry((await client.query(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE ${where} LIMIT 1`, [value])).rows[0] as Row);
      if (!enquiry.submissionId) {
        // Two identical posts at the same moment would both find nothing under READ COMMITTED:
        // a lock per email address (held to the commit) makes the second wait and then see the first.
        await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [DUPLICATE_LOCK_SPACE, enquiry.email]);
        const { rows } = await client.query<{ id: string }>(
          "SELECT id FROM enquiries WHERE email = $1 AND message = $2 AND created_at >= $3 ORDER BY id LIMIT 1",
          [enquiry.email, enquiry.message, new Date(enquiry.createdAt.getTime() - DUPLICATE_WINDOW_MS)],
        );
        if (rows[0]) return stored("e.id = $1", rows[0].id);
      }
      // ON CONFLICT waits for a concurrent insert of the same id to commit, then does nothing.
      const { rows } = await client.query(
        `INSERT INTO enquiries AS e (name, email, phone, business_name, service, message, created_at, user_agent, ip_hash, submission_id, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (submission_id) DO NOTHING
         RETURNING ${ENQUIRY_COLUMNS}`,
        [
          enquiry.name,
          enquiry.email,
          enquiry.phone,
          enquiry.businessName,
          enquiry.service,
          enquiry.message,
          enquiry.createdAt,
          enquiry.userAgent,
          enquiry.ipHash,
          enquiry.submissionId ?? null,
          enquiry.language ?? "en",
        ],
      );
      if (!rows[0]) return stored("e.submission_id = $1", enquiry.submissionId!);
      const inserted = toEnquiry(rows[0] as Row);
      await client.query("INSERT INTO mail_outbox (enquiry_id, next_attempt_at) VALUES ($1, $2)", [
        inserted.id,
        enquiry.createdAt.getTime(),
      ]);
      return inserted;
    });
  }

  async listEnquiries({ since }: { since?: Date } = {}): Promise<Enquiry[]> {
    const { rows } = since
      ? await this.pool.query(
          `SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.created_at >= $1 ORDER BY e.created_at DESC, e.id DESC`,
          [since],
        )
      : await this.pool.query(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e ORDER BY e.created_at DESC, e.id DESC`);
    return rows.map((row) => toEnquiry(row as Row));
  }

  async claimMail({ owner, now, leaseMs, limit }: ClaimOptions): Promise<MailJob[]> {
    // SKIP LOCKED: instances polling at the same moment take different rows instead of waiting.
    const { rows } = await this.pool.query<{ id: string }>(
      `WITH due AS (
         SELECT id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
         ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
       UPDATE mail_outbox m SET lease_owner = $3, lease_until = $4 FROM due WHERE m.id = due.id
       RETURNING m.id`,
      [now, limit, owner, now + leaseMs],
    );
    return this.jobs(rows.map((row) => Number(row.id)));
  }

  async pendingMail(now: number, limit: number, afterId = 0): Promise<MailJob[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      "SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= $1 AND id > $2 ORDER BY id LIMIT $3",
      [now, afterId, limit],
    );
    return this.jobs(rows.map((row) => Number(row.id)));
  }

  private async jobs(mailIds: number[]): Promise<MailJob[]> {
    if (mailIds.length === 0) return [];
    const { rows } = await this.pool.query(
      `SELECT ${MAIL_JOB_COLUMNS}
       FROM mail_outbox m LEFT JOIN enquiries e ON e.id = m.enquiry_id
       WHERE m.id = ANY($1::bigint[]) ORDER BY m.id`,
      [mailIds],
    );
    return rows.map(toMailJob);
  }

  async markMailSent(mailId: number, now: number): Promise<void> {
    await this.pool.query(
      // A sent owner mail's text (a sign-in link) is not kept.
      `UPDATE mail_outbox SET status = 'sent', sent_at = $1, attempts = attempts + 1, lease_owner = NULL,
       lease_until = NULL, last_error = NULL, body = NULL WHERE id = $2 AND status = 'pending'`,
      [now, mailId],
    );
  }

  async markMailFailed(mailId: number, { error, nextAttemptAt }: { error: string; nextAttemptAt: number }): Promise<void> {
    await this.pool.query(
      `UPDATE mail_outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, lease_owner = NULL,
       lease_until = NULL WHERE id = $3 AND status = 'pending'`,
      [error.slice(0, 1000), nextAttemptAt, mailId],
    );
  }

  async listMail(): Promise<MailRecord[]> {
    const { rows } = await this.pool.query(`SELECT ${MAIL_COLUMNS} FROM mail_outbox ORDER BY id`);
    return rows.map((row) => toMailRecord(row as Row));
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }
}
