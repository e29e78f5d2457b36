/**
 * Migration 12, owned by the inbox (server/inbox/owner-settings.ts): each owner's own settings.
 * `language` is the inbox's language for that owner (issue 30): taken from the browser the first
 * time the owner is seen, then only from /admin/settings. `reply_templates` is JSON, the owner's
 * own reply text per language (app/shared/reply-templates.ts), or NULL for the built-in text.
 */
import type { Migration } from "./migration";

const table = (ownerId: string, int: string) => `
      CREATE TABLE owner_settings (
        owner_id ${ownerId} PRIMARY KEY REFERENCES owners (id) ON DELETE CASCADE,
        language TEXT NOT NULL CHECK (language IN ('en', 'ta')),
        reply_templates TEXT,
        updated_at ${int} NOT NULL
      );
    `;

export const ownerSettings: Migration = {
  version: 12,
  name: "owner settings",
  features: ["inbox"],
  sqlite: table("INTEGER", "INTEGER"),
  postgres: table("BIGINT", "BIGINT"),
};
