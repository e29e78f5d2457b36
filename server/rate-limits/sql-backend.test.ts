/** The rate limits' counters in the database; on both databases in rate-limit.test.ts. */
import { describe, expect, it } from "vitest";
import type { SqlDatabase, SqlRow } from "../db/sql";
import { sqlRateLimitBackend } from "./sql-backend";

const HOUR = 60 * 60_000;

describe("sqlRateLimitBackend", () => {
  it("writes its hits and prunes without an fsync of their own (a lost hit is harmless)", async () => {
    const options: unknown[] = [];
    const sql: SqlDatabase = {
      dialect: "sqlite",
      query: async <T extends SqlRow>(_text: string, _params?: unknown[], queryOptions?: unknown) => {
        options.push(queryOptions);
        return [{ hits: 1, windowStart: 0 }] as unknown as T[];
      },
      batch: async () => [],
    };
    const backend = sqlRateLimitBackend(sql);
    await backend.hit("contact", "key", 0, HOUR);
    await backend.prune("contact", 0);
    expect(options).toEqual([{ synced: false }, { synced: false }]);
  });
});
