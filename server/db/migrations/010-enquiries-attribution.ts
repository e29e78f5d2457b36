/**
 * Migration 10, owned by the enquiries: what brought each enquiry (app/shared/analytics.ts
 * `Attribution`, sent by the form's hidden field). All NULL for an enquiry sent without
 * JavaScript and for every enquiry before this migration: their source reads as unknown.
 */
import type { Migration } from "./migration";

const columns = `
      ALTER TABLE enquiries ADD COLUMN source TEXT;
      ALTER TABLE enquiries ADD COLUMN referrer_host TEXT;
      ALTER TABLE enquiries ADD COLUMN utm_source TEXT;
      ALTER TABLE enquiries ADD COLUMN utm_medium TEXT;
      ALTER TABLE enquiries ADD COLUMN utm_campaign TEXT;
      ALTER TABLE enquiries ADD COLUMN utm_term TEXT;
      ALTER TABLE enquiries ADD COLUMN utm_content TEXT;
      ALTER TABLE enquiries ADD COLUMN click TEXT;
      ALTER TABLE enquiries ADD COLUMN landing_path TEXT;
      CREATE INDEX enquiries_source ON enquiries (source);
    `;

export const enquiryAttribution: Migration = {
  version: 10,
  name: "enquiry attribution",
  features: ["enquiries"],
  sqlite: columns,
  postgres: columns,
};
