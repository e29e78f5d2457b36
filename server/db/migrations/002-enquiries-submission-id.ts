/**
 * Migration 2, owned by the enquiries: one enquiry per submission, by the id the browser gives it
 * (docs/decisions/0044-one-enquiry-per-submission.md).
 */
import type { Migration } from "./migration";

export const submissionId: Migration = {
  version: 2,
  name: "one enquiry per submission: the browser's submission id, unique",
  features: ["enquiries"],
  sqlite: `
      ALTER TABLE enquiries ADD COLUMN submission_id TEXT;
      CREATE UNIQUE INDEX enquiries_submission_id ON enquiries (submission_id);
      CREATE INDEX enquiries_email_created_at ON enquiries (email, created_at);
    `,
  postgres: `
      ALTER TABLE enquiries ADD COLUMN submission_id UUID UNIQUE;
      CREATE INDEX enquiries_email_created_at ON enquiries (email, created_at);
    `,
};
