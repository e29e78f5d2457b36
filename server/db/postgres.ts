/**
 * The shared database: PostgreSQL, for several site instances behind a load balancer.
 * The pool reconnects by itself, so when the database comes back after an outage the
 * next enquiry simply succeeds; while it is down, queries fail fast and the action
 * answers 503.
 */
import pg from "pg";
import { inOrder, numberedPlaceholders, type Database, type SqlRow, type SqlStatement, type SqlValue, type Transaction } from "./sql";

export class PostgresDatabase implements Database {
  readonly dialect = "postgres" as const;
  private readonly pool: pg.Pool;

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

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }
}
