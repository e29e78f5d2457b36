/**
 * Migration 11, owned by the enquiries (server/enquiries/erasure.ts, docs/decisions/0071-enquirers-rights.md):
 * one row for each erasure, whether a person asked (the inbox's 'Erase this person', or
 * `npm run enquiries -- erase`) or the daily retention purge removed old enquiries. It holds
 * no personal data of the person erased: when, who did it (an owner's address, the command
 * line or the retention job), why (a reason code) and how many enquiries went.
 */
import type { Migration } from "./migration";

const table = (id: string, int: string) => `
      CREATE TABLE erasure_audit (
        id ${id},
        erased_at ${int} NOT NULL,
        actor TEXT NOT NULL,
        reason TEXT NOT NULL CHECK (reason IN ('request', 'retention', 'spam')),
        enquiries INTEGER NOT NULL CHECK (enquiries >= 0)
      );
      CREATE INDEX erasure_audit_erased_at ON erasure_audit (erased_at);
    `;

export const erasureAudit: Migration = {
  version: 11,
  name: "erasure audit",
  features: ["enquiries"],
  sqlite: table("INTEGER PRIMARY KEY AUTOINCREMENT", "INTEGER"),
  postgres: table("BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY", "BIGINT"),
};
