/**
 * How enquiries and mail are read back: the column lists both SQL dialects select and the
 * mappers from a row to an Enquiry, a mail job or an outbox record (PostgreSQL's BIGINTs and
 * timestamps included). Shared by the store and the inbox, which reads enquiries without it.
 */
import type { SqlRow } from "../db/sql";
import type { Enquiry, MailJob, MailRecord } from "./store";

export const ENQUIRY_COLUMNS = `e.id, e.name, e.email, e.phone, e.business_name AS "businessName", e.service,
  e.message, e.created_at AS "createdAt", e.user_agent AS "userAgent", e.ip_hash AS "ipHash", e.language`;

export const MAIL_COLUMNS = `id, enquiry_id AS "enquiryId", status, attempts, next_attempt_at AS "nextAttemptAt",
  last_error AS "lastError", sent_at AS "sentAt"`;

/** The columns `toMailJob` reads; `m` is the outbox, left-joined to its enquiry `e`. */
export const MAIL_JOB_COLUMNS = `m.id AS "mailId", m.attempts AS "mailAttempts", m.recipient AS "mailTo",
  m.subject AS "mailSubject", m.body AS "mailBody", ${ENQUIRY_COLUMNS}`;

export function toMailJob(row: SqlRow): MailJob {
  const base = { id: Number(row.mailId), attempts: Number(row.mailAttempts) };
  if (row.mailTo !== null && row.mailTo !== undefined) {
    return { ...base, ownerMail: { to: String(row.mailTo), subject: String(row.mailSubject), text: String(row.mailBody ?? "") } };
  }
  return { ...base, enquiry: toEnquiry(row) };
}

export function toEnquiry(row: SqlRow): Enquiry {
  const createdAt = row.createdAt instanceof Date ? row.createdAt : new Date(String(row.createdAt));
  return {
    id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    phone: (row.phone as string | null) ?? null,
    businessName: (row.businessName as string | null) ?? null,
    service: String(row.service),
    message: String(row.message),
    createdAt: createdAt.toISOString(),
    userAgent: (row.userAgent as string | null) ?? null,
    ipHash: (row.ipHash as string | null) ?? null,
    language: row.language === "ta" ? "ta" : "en",
  };
}

export function toMailRecord(row: SqlRow): MailRecord {
  return {
    id: Number(row.id),
    enquiryId: Number(row.enquiryId),
    status: row.status as MailRecord["status"],
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.nextAttemptAt),
    lastError: (row.lastError as string | null) ?? null,
    sentAt: row.sentAt === null || row.sentAt === undefined ? null : Number(row.sentAt),
  };
}

