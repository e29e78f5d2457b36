/**
 * Lets one piece of work at a time use the connection, in the order they asked. better-sqlite3
 * is one synchronous connection: while a transaction awaits between its statements, a statement
 * of another request would otherwise run inside it, and be committed or rolled back with it.
 * (Kysely's SQLite driver serialises its one connection the same way.)
 */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => T | Promise<T>): Promise<T> {
    const result = this.tail.then(work);
    // The next one waits for this one to end, however it ends.
    this.tail = result.catch(() => {});
    return result;
  }
}
