/**
 * Migration 1, owned by the enquiries and the mail outbox (server/enquiries): the enquiries, one
 * notification mail per enquiry, and the settings (the IP hash salt). Made before one migration
 * had one owner; kept as it ran.
 */
import type { Migration } from "./migration";

export const enquiriesAndOutbox: Migration = {
  version: 1,
  name: "enquiries, mail outbox, settings",
  features: ["enquiries", "outbox"],
  sqlite: `
      CREATE TABLE enquiries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT,
        business_name TEXT,
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        created_at TEXT NOT NULL,
        user_agent TEXT,
        ip_hash TEXT
      );
      CREATE INDEX enquiries_created_at ON enquiries (created_at);
      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER NOT NULL UNIQUE REFERENCES enquiries (id),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_owner TEXT,
        lease_until INTEGER,
        last_error TEXT,
        sent_at INTEGER
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
      CREATE TABLE settings (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  postgres: `
      CREATE TABLE enquiries (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT,
        business_name TEXT,
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        user_agent TEXT,
        ip_hash TEXT
      );
      CREATE INDEX enquiries_created_at ON enquiries (created_at);
      CREATE TABLE mail_outbox (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        enquiry_id BIGINT NOT NULL UNIQUE REFERENCES enquiries (id),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        lease_owner TEXT,
        lease_until BIGINT,
        last_error TEXT,
        sent_at BIGINT
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
      CREATE TABLE settings (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
};
