/**
 * Migration 9, owned by the analytics (server/analytics, docs/decisions/0064-cookieless-analytics.md):
 * - analytics_events: one row per counted event, kept ANALYTICS_RETENTION_DAYS. `visitor` is the
 *   day's visitor hash (hash of the day's salt, site, IP and User-Agent), never the IP or the
 *   User-Agent; `day` is the IST date the event happened on; `device` is only 'mobile' or 'desktop'.
 *   The attribution columns are the visit's (app/shared/analytics.ts); `source` NULL is unknown.
 * - analytics_salts: the day's random salt, one row per IST day; yesterday's is deleted.
 * - analytics_daily: totals for each finished day, kept for ever, per dimension ('total' with
 *   value '', 'source', 'campaign', 'page', 'landing', 'lang', 'device'): distinct visitors that
 *   day, page views and each lead event. A day with a 'total' row is rolled up.
 */
import type { Migration } from "./migration";

const events = (id: string, int: string) => `
      CREATE TABLE analytics_events (
        id ${id},
        occurred_at ${int} NOT NULL,
        day TEXT NOT NULL,
        name TEXT NOT NULL CHECK (name IN ('pageview', 'whatsapp', 'call', 'email', 'enquiry', 'language', 'outbound')),
        path TEXT NOT NULL,
        lang TEXT NOT NULL CHECK (lang IN ('en', 'ta')),
        visitor TEXT NOT NULL,
        device TEXT NOT NULL CHECK (device IN ('mobile', 'desktop')),
        source TEXT,
        referrer_host TEXT,
        utm_source TEXT,
        utm_medium TEXT,
        utm_campaign TEXT,
        utm_term TEXT,
        utm_content TEXT,
        click TEXT,
        landing_path TEXT,
        target TEXT,
        enquiry_id ${int}
      );
      CREATE INDEX analytics_events_occurred_at ON analytics_events (occurred_at);
      CREATE INDEX analytics_events_day ON analytics_events (day, name);
      CREATE TABLE analytics_salts (
        day TEXT PRIMARY KEY,
        salt TEXT NOT NULL
      );
      CREATE TABLE analytics_daily (
        day TEXT NOT NULL,
        dimension TEXT NOT NULL,
        value TEXT NOT NULL,
        visitors INTEGER NOT NULL DEFAULT 0,
        pageviews INTEGER NOT NULL DEFAULT 0,
        enquiries INTEGER NOT NULL DEFAULT 0,
        whatsapp INTEGER NOT NULL DEFAULT 0,
        calls INTEGER NOT NULL DEFAULT 0,
        emails INTEGER NOT NULL DEFAULT 0,
        language_switches INTEGER NOT NULL DEFAULT 0,
        outbound INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (day, dimension, value)
      );
    `;

export const analytics: Migration = {
  version: 9,
  name: "analytics: events, daily salts, daily totals",
  features: ["analytics"],
  sqlite: events("INTEGER PRIMARY KEY AUTOINCREMENT", "INTEGER"),
  postgres: events("BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY", "BIGINT"),
};
