/**
 * Migration 8, owned by the owner's alerts (server/alerts, docs/decisions/0059-owner-alerts.md):
 * the browsers an owner turned notifications on in (one row per push endpoint, gone with the
 * owner), and the outbox of pushes and webhook calls, written in the enquiry's transaction like
 * its mail. A push row goes with its subscription (a push service that answers 404 or 410).
 * The VAPID key pair is kept in the settings table of migration 1.
 */
import type { Migration } from "./migration";

export const alerts: Migration = {
  version: 8,
  name: "owner alerts: push subscriptions, push and webhook outbox",
  features: ["alerts"],
  sqlite: `
      CREATE TABLE push_subscriptions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        endpoint TEXT NOT NULL UNIQUE,
        p256dh TEXT NOT NULL,
        auth TEXT NOT NULL,
        device_name TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX push_subscriptions_owner ON push_subscriptions (owner_id);
      CREATE TABLE alert_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        channel TEXT NOT NULL CHECK (channel IN ('push', 'webhook')),
        enquiry_id INTEGER REFERENCES enquiries (id),
        subscription_id INTEGER REFERENCES push_subscriptions (id) ON DELETE CASCADE,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dropped')),
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        next_attempt_at INTEGER NOT NULL,
        lease_owner TEXT,
        lease_until INTEGER,
        last_error TEXT,
        sent_at INTEGER,
        CHECK ((channel = 'push') = (subscription_id IS NOT NULL)),
        CHECK (channel = 'push' OR enquiry_id IS NOT NULL)
      );
      CREATE INDEX alert_outbox_due ON alert_outbox (status, next_attempt_at);
      CREATE INDEX alert_outbox_subscription ON alert_outbox (subscription_id);
    `,
  postgres: `
      CREATE TABLE push_subscriptions (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        owner_id BIGINT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        endpoint TEXT NOT NULL UNIQUE,
        p256dh TEXT NOT NULL,
        auth TEXT NOT NULL,
        device_name TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX push_subscriptions_owner ON push_subscriptions (owner_id);
      CREATE TABLE alert_outbox (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        channel TEXT NOT NULL CHECK (channel IN ('push', 'webhook')),
        enquiry_id BIGINT REFERENCES enquiries (id),
        subscription_id BIGINT REFERENCES push_subscriptions (id) ON DELETE CASCADE,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dropped')),
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at BIGINT NOT NULL,
        next_attempt_at BIGINT NOT NULL,
        lease_owner TEXT,
        lease_until BIGINT,
        last_error TEXT,
        sent_at BIGINT,
        CHECK ((channel = 'push') = (subscription_id IS NOT NULL)),
        CHECK (channel = 'push' OR enquiry_id IS NOT NULL)
      );
      CREATE INDEX alert_outbox_due ON alert_outbox (status, next_attempt_at);
      CREATE INDEX alert_outbox_subscription ON alert_outbox (subscription_id);
    `,
};
