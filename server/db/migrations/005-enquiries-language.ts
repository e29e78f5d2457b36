/**
 * Migration 5, owned by the enquiries: the language of the page the form was sent from.
 */
import type { Migration } from "./migration";

export const enquiryLanguage: Migration = {
  version: 5,
  name: "enquiry language",
  features: ["enquiries"],
  sqlite: `ALTER TABLE enquiries ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ta'));`,
  postgres: `ALTER TABLE enquiries ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ta'));`,
};
