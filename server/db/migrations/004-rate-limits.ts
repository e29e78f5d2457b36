/**
 * Migration 4, owned by the rate limits (server/rate-limits/, docs/decisions/0003-rate-limit-store.md):
 * one counter per limit and client, shared by every instance.
 */
import type { Migration } from "./migration";

export const rateLimits: Migration = {
  version: 4,
  name: "rate limit counters shared by every instance",
  features: ["rate-limits"],
  sqlite: `
      CREATE TABLE rate_limits (
        name TEXT NOT NULL,
        key TEXT NOT NULL,
        window_start INTEGER NOT NULL,
        hits INTEGER NOT NULL,
        PRIMARY KEY (name, key)
      );
    `,
  postgres: `
      CREATE TABLE rate_limits (
        name TEXT NOT NULL,
        key TEXT NOT NULL,
        window_start BIGINT NOT NULL,
        hits INTEGER NOT NULL,
        PRIMARY KEY (name, key)
      );
    `,
};
