/**
 * The shared database: PostgreSQL, for several site instances behind a load balancer.
 * The pool reconnects by itself, so when the database comes back after an outage the
 * next enquiry simply succeeds; while it is down, queries fail fast and the action
 * answers 503.
 */
import pg from "pg";
import { inOrder, numberedPlaceholders, type Database, type SqlRow, type SqlStatement, type SqlValue, type Transaction } from "./sql";

/** How long a rewrite of the erased tables may take: longer than a query's 10 s, not for ever. */
const VACUUM_TIMEOUT_MS = 10 * 60_000;
/**
 * A rewrite waits at most this long for a table's lock: every query on that table queues behind
 * the waiting VACUUM FULL, so the site stalls no longer than this behind a long transaction (a backup).
 */
const REWRITE_LOCK_TIMEOUT_MS = 2_000;
/**
 * The waits before each new try of a rewrite that another transaction got in the way of: the
 * site's own last milliseconds, a backup of seconds; 15.5 s in all before the erasure says so.
 */
const REWRITE_RETRY_WAITS_MS = [500, 1_000, 2_000, 4_000, 8_000];

/**
 * One rewrite of the tables and of pg_statistic; "" when it kept no deleted row, else what got in
 * the way. While a transaction older than the deletes runs (in this database, or one that writes
 * in any: VACUUM's own snapshot counts it), VACUUM FULL copies the deleted rows into the new file
 * as still visible ('N dead row versions cannot be removed yet', in its VERBOSE report); a
 * transaction that holds a table makes it wait for the lock.
 */
async function rewrite(client: pg.Client, tables: readonly string[]): Promise<string> {
  // What of a NoticeMessage is read (its type is pg-protocol's, not pg's).
  const notices: Array<{ severity?: string; message?: string; detail?: string }> = [];
  const listen = (notice: (typeof notices)[number]) => notices.push(notice);
  client.on("notice", listen);
  try {
    await client.query(`VACUUM (FULL, VERBOSE, ANALYZE) ${tables.join(", ")}`);
    await client.query("VACUUM (FULL, VERBOSE) pg_statistic");
  } catch (error) {
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) return "another transaction holds one of the tables";
    throw error;
  } finally {
    client.off("notice", listen);
  }
  const warning = notices.find((notice) => notice.severity === "WARNING");
  if (warning) throw new Error(`The erased rows may stay in the database's files: ${warning.message}`);
  const kept = notices.reduce((sum, notice) => sum + Number(/(\d+) dead row versions cannot be removed yet/.exec(notice.detail ?? "")?.[1] ?? 0), 0);
  return kept > 0 ? `a transaction that began before the erasure still sees ${kept} deleted rows${await oldestTransaction(client)}` : "";
}

/**
 * The oldest other transaction on the server, named so that the operator (or a test's log) can
 * find what held the rewrite back: its database, its program and how long it has run.
 */
async function oldestTransaction(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ datname: string | null; application_name: string; backend_type: string; seconds: number }>(
    `SELECT datname, application_name, backend_type, EXTRACT(EPOCH FROM now() - xact_start)::int AS seconds
       FROM pg_stat_activity
      WHERE pid <> pg_backend_pid() AND xact_start IS NOT NULL AND (backend_xid IS NOT NULL OR backend_xmin IS NOT NULL)
      ORDER BY xact_start LIMIT 1`,
  );
  const [oldest] = rows;
  if (!oldest) return "";
  const program = oldest.application_name || oldest.backend_type;
  return ` (the oldest: ${program} on database ${oldest.datname ?? "none"}, running for ${oldest.seconds} s)`;
}

/** SQLSTATE 55P03: lock_timeout passed. */
const LOCK_NOT_AVAILABLE = "55P03";

export class PostgresDatabase implements Database {
  readonly dialect = "postgres" as const;
  private readonly pool: pg.Pool;

  constructor(private readonly connectionString: string) {
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

  async query<T extends SqlRow = SqlRow>(sql: string, params: SqlValue[] = []): Promise<T[]> {
    return (await this.pool.query(numberedPlaceholders(sql), params)).rows as T[];
  }

  batch(statements: SqlStatement[]): Promise<SqlRow[][]> {
    return this.transaction((tx) => tx.batch(statements));
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let failure: Error | undefined;
    let open = true;
    const live = (): void => {
      if (!open) throw new Error("The transaction has ended");
    };
    const tx: Transaction = {
      dialect: this.dialect,
      query: async <R extends SqlRow>(sql: string, params: SqlValue[] = []) => {
        live();
        return (await client.query(numberedPlaceholders(sql), params)).rows as R[];
      },
      batch: (statements) => inOrder(tx, statements),
      exec: async (script) => {
        live();
        // Without parameters pg sends the script as one simple query: several statements may run.
        await client.query(script);
      },
    };
    try {
      await client.query("BEGIN");
      const result = await work(tx);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      failure = error as Error;
      throw error;
    } finally {
      open = false;
      // After a failure the connection may be broken: close it rather than reuse it.
      client.release(failure);
    }
  }

  /**
   * A plain VACUUM marks a deleted row's space free and leaves its bytes in the file; VACUUM FULL
   * writes each table anew (with its TOAST table and indexes) and removes the old files. ANALYZE
   * then samples the rows that are left for the planner's statistics, which held values of the
   * deleted ones (a name, an email as a histogram bound), and pg_statistic is rewritten in turn:
   * only the database's owner may (a WARNING otherwise, made an error here). The table names are
   * the code's own. On a connection of its own, which may take longer than the pool's 10 s a query;
   * each statement alone and without parameters, so that it runs outside a transaction (VACUUM
   * cannot run in one). Tried again while another transaction gets in the way (decision 0079).
   */
  async forgetDeleted(tables: readonly string[]): Promise<void> {
    if (tables.length === 0) return;
    const client = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: 5_000, query_timeout: VACUUM_TIMEOUT_MS, lock_timeout: REWRITE_LOCK_TIMEOUT_MS });
    client.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
    await client.connect();
    let hindrance = "";
    try {
      for (const wait of [0, ...REWRITE_RETRY_WAITS_MS]) {
        await new Promise((resolve) => setTimeout(resolve, wait));
        hindrance = await rewrite(client, tables);
        if (!hindrance) return;
      }
    } finally {
      await client.end();
    }
    throw new Error(`The erased rows stay in the database's files for now: ${hindrance}. Erasing the person again rewrites the tables again.`);
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }
}
