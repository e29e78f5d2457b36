/**
 * Migration 14, owned by the backups (server/backups, docs/decisions/0081-backups-that-restore.md):
 * - `erased_enquiries`: the id of each enquiry an erasure removed (a person's request or the
 *   retention purge, written in the erasure's transaction) and when: numbers only, nothing of the
 *   person. `npm run backup -- --prune-erased` and the daily backup erase these ids from every backup
 *   taken before, and a restore erases them again from what it brought back.
 * - `backup_days`: one row per IST day the server's daily backup was claimed, so that of several
 *   instances on one PostgreSQL database only one takes the day's backup; a failed one keeps its
 *   error for the owner's inbox until a later one succeeds.
 */
import type { Migration } from "./migration";

const tables = (int: string) => `
      CREATE TABLE erased_enquiries (
        enquiry_id ${int} PRIMARY KEY,
        erased_at ${int} NOT NULL
      );
      CREATE INDEX erased_enquiries_erased_at ON erased_enquiries (erased_at);
      CREATE TABLE backup_days (
        day TEXT PRIMARY KEY,
        started_at ${int} NOT NULL,
        finished_at ${int},
        file TEXT,
        error TEXT
      );
    `;

export const backups: Migration = {
  version: 14,
  name: "backups: erased enquiries, daily runs",
  features: ["backups"],
  sqlite: tables("INTEGER"),
  postgres: tables("BIGINT"),
};
