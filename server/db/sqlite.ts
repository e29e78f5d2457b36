/**
 * The embedded database: one SQLite file (./data/enquiries.db by default) for a single
 * server instance. WAL lets the operator command read while the site writes;
 * synchronous=FULL syncs every commit to disk before the visitor gets an answer, so an
 * acknowledged enquiry survives a crash or a SIGKILL right after it.
 */
import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Mutex } from "./mutex";
import { inOrder, type Database, type QueryOptions, type SqlRow, type SqlStatement, type SqlValue, type Transaction } from "./sql";

/**
 * The enquiries are personal data: the folders made for the file are readable by the owner only
 * (0700), and so is a new file (0600), whatever the umask; SQLite gives its -wal and -shm files
 * the mode of the database file. A folder or file that exists keeps its mode (issue 27).
 */
export function createPrivately(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    closeSync(openSync(file, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/** How many compiled statements a connection keeps. */
const STATEMENT_CACHE_SIZE = 500;

export class SqliteDatabase implements Database {
  readonly dialect = "sqlite" as const;
  private readonly db: BetterSqlite3.Database;
  private readonly mutex = new Mutex();
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(file: string) {
    createPrivately(file);
    this.db = new BetterSqlite3(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = FULL");
    this.db.pragma("foreign_keys = ON");
    // What is deleted is overwritten with zeros, not left in free space: an erased enquiry's
    // bytes leave the file (and the WAL, at forgetDeleted's checkpoint), decision 0079.
    this.db.pragma("secure_delete = ON");
    // Another process (the operator command, a second writer) may hold the lock briefly.
    this.db.pragma("busy_timeout = 5000");
  }

  query<T extends SqlRow = SqlRow>(sql: string, params: SqlValue[] = [], { synced = true }: QueryOptions = {}): Promise<T[]> {
    return this.mutex.run(() => {
      if (synced) return this.statement(sql, params) as T[];
      // The only statement of its commit: NORMAL writes it to the WAL without an fsync.
      this.db.pragma("synchronous = NORMAL");
      try {
        return this.statement(sql, params) as T[];
      } finally {
        this.db.pragma("synchronous = FULL");
      }
    });
  }

  batch(statements: SqlStatement[]): Promise<SqlRow[][]> {
    return this.transaction((tx) => tx.batch(statements));
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.mutex.run(async () => {
      // IMMEDIATE takes the write lock now: a writer in another process waits (busy_timeout)
      // instead of failing at its first write, and reads inside see what is committed.
      this.db.exec("BEGIN IMMEDIATE");
      let open = true;
      // A statement through `tx` after the end would run outside the transaction, and the lock.
      const live = async <R>(run: () => R): Promise<R> => {
        if (!open) throw new Error("The transaction has ended");
        return run();
      };
      const tx: Transaction = {
        dialect: this.dialect,
        query: <R extends SqlRow>(sql: string, params: SqlValue[] = []) => live(() => this.statement(sql, params) as R[]),
        batch: (statements) => inOrder(tx, statements),
        exec: (script) => live(() => void this.db.exec(script)),
      };
      try {
        const result = await work(tx);
        this.db.exec("COMMIT");
        return result;
      } catch (error) {
        if (this.db.inTransaction) this.db.exec("ROLLBACK");
        throw error;
      } finally {
        open = false;
      }
    });
  }

  /**
   * secure_delete has already overwritten the deleted rows in their pages, in the WAL; the
   * checkpoint writes those pages into the file and empties the WAL, where the pages as they were
   * before the delete may still be. Any table: the whole WAL goes.
   */
  forgetDeleted(): Promise<void> {
    return this.mutex.run(() => {
      const [result] = this.db.pragma("wal_checkpoint(TRUNCATE)") as Array<{ busy: number }>;
      // Another process reading (the operator's command) held the WAL past busy_timeout.
      if (result?.busy) throw new Error("The database's WAL could not be emptied: another connection is reading it.");
    });
  }

  /** Runs one statement: its rows, or none for a write without RETURNING. */
  private statement(sql: string, params: SqlValue[]): SqlRow[] {
    const prepared = this.prepared(sql);
    if (prepared.reader) return prepared.all(...params) as SqlRow[];
    prepared.run(...params);
    return [];
  }

  /**
   * The statement compiled once and kept: compiling costs more than running most of them. The
   * statements are the code's own (a few hundred at most, with the inbox's filters and the `IN`
   * lists up to a batch); past STATEMENT_CACHE_SIZE the oldest is dropped.
   */
  private prepared(sql: string): BetterSqlite3.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  close(): Promise<void> {
    return this.mutex.run(() => {
      if (this.db.open) this.db.close();
    });
  }
}
