/**
 * Migration 3, owned by three features, as it was written before one migration had one owner:
 * the owner's inbox (server/inbox: an enquiry's status, note and history), sign-in (server/auth:
 * owners, sessions, sign-in links, passkeys) and the mail outbox (mail to owners, without an
 * enquiry). It has run on live databases, so it stays one migration: splitting it now would
 * change what schema_migrations records. SQLite cannot drop a NOT NULL, so its outbox is rebuilt.
 */
import type { Migration } from "./migration";

export const inboxAuthAndOwnerMail: Migration = {
  version: 3,
  name: "owner's inbox: enquiry status and note, history, owners, sessions, sign-in links, passkeys; outbox mail to owners",
  features: ["inbox", "auth", "outbox"],
  sqlite: `
      ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'read', 'replied', 'spam', 'archived'));
      ALTER TABLE enquiries ADD COLUMN note TEXT NOT NULL DEFAULT '';
      CREATE INDEX enquiries_status ON enquiries (status, created_at);
      CREATE TABLE enquiry_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX enquiry_events_enquiry ON enquiry_events (enquiry_id, id);
      CREATE TABLE owners (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE owner_sessions (
        id TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        method TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        refreshed_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        user_agent TEXT
      );
      CREATE INDEX owner_sessions_owner ON owner_sessions (owner_id);
      CREATE TABLE sign_in_links (
        token_hash TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX sign_in_links_owner ON sign_in_links (owner_id);
      CREATE TABLE passkeys (
        id TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        public_key TEXT NOT NULL,
        counter INTEGER NOT NULL,
        transports TEXT NOT NULL,
        name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_used_at INTEGER
      );
      CREATE INDEX passkeys_owner ON passkeys (owner_id);
      CREATE TABLE passkey_challenges (
        id TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
      -- The outbox also carries mail to owners (sign-in links): no enquiry, its own
      -- recipient, subject and text. SQLite cannot drop a NOT NULL, so the table is rebuilt.
      CREATE TABLE mail_outbox_v3 (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER UNIQUE REFERENCES enquiries (id),
        recipient TEXT,
        subject TEXT,
        body TEXT,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_owner TEXT,
        lease_until INTEGER,
        last_error TEXT,
        sent_at INTEGER,
        CHECK ((enquiry_id IS NULL) = (recipient IS NOT NULL))
      );
      INSERT INTO mail_outbox_v3 (id, enquiry_id, status, attempts, next_attempt_at, lease_owner, lease_until, last_error, sent_at)
        SELECT id, enquiry_id, status, attempts, next_attempt_at, lease_owner, lease_until, last_error, sent_at FROM mail_outbox;
      DROP TABLE mail_outbox;
      ALTER TABLE mail_outbox_v3 RENAME TO mail_outbox;
      CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
    `,
  postgres: `
      ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'read', 'replied', 'spam', 'archived'));
      ALTER TABLE enquiries ADD COLUMN note TEXT NOT NULL DEFAULT '';
      CREATE INDEX enquiries_status ON enquiries (status, created_at);
      CREATE TABLE enquiry_events (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        enquiry_id BIGINT NOT NULL REFERENCES enquiries (id),
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL,
        at BIGINT NOT NULL
      );
      CREATE INDEX enquiry_events_enquiry ON enquiry_events (enquiry_id, id);
      CREATE TABLE owners (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE owner_sessions (
        id TEXT PRIMARY KEY,
        owner_id BIGINT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        method TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        refreshed_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        user_agent TEXT
      );
      CREATE INDEX owner_sessions_owner ON owner_sessions (owner_id);
      CREATE TABLE sign_in_links (
        token_hash TEXT PRIMARY KEY,
        owner_id BIGINT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        used_at BIGINT
      );
      CREATE INDEX sign_in_links_owner ON sign_in_links (owner_id);
      CREATE TABLE passkeys (
        id TEXT PRIMARY KEY,
        owner_id BIGINT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        public_key TEXT NOT NULL,
        counter BIGINT NOT NULL,
        transports TEXT NOT NULL,
        name TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        last_used_at BIGINT
      );
      CREATE INDEX passkeys_owner ON passkeys (owner_id);
      CREATE TABLE passkey_challenges (
        id TEXT PRIMARY KEY,
        expires_at BIGINT NOT NULL
      );
      -- The outbox also carries mail to owners (sign-in links): no enquiry, its own
      -- recipient, subject and text.
      ALTER TABLE mail_outbox ALTER COLUMN enquiry_id DROP NOT NULL;
      ALTER TABLE mail_outbox ADD COLUMN recipient TEXT, ADD COLUMN subject TEXT, ADD COLUMN body TEXT;
      ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_enquiry_or_recipient
        CHECK ((enquiry_id IS NULL) = (recipient IS NOT NULL));
    `,
};
