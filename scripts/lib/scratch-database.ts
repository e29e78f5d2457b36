/**
 * A throw-away PostgreSQL database per test file, on the machine's server
 * (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test).
 * Where no PostgreSQL answers, tests that need one are skipped with a message;
 * under CI (env CI set) that is a failure instead, so CI never silently skips them.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export type TestDatabase = { url: string; name: string; drop(): Promise<void> };

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function where(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}`;
}

/** Creates a uniquely named database, or returns the reason it cannot (not under CI). */
export async function createTestDatabase(): Promise<TestDatabase | { skipped: string }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    const message = `PostgreSQL not reachable at ${where(ADMIN_URL)} (${(error as Error).message}): skipped`;
    if (process.env.CI) throw new Error(`${message.replace(/: skipped$/, "")}; CI requires it.`);
    console.warn(message);
    return { skipped: message };
  }
  const name = `enquiries_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    name,
    url: withDatabase(ADMIN_URL, name),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The same database reached through another host:port (e.g. a TcpProxy). */
export function viaPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = "127.0.0.1";
  parsed.port = String(port);
  return parsed.toString();
}
