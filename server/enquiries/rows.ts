/**
 * How enquiries and mail are read back: the column lists both SQL dialects select and the
 * mappers from a row to an Enquiry, a mail job or an outbox record (PostgreSQL's BIGINTs and
 * timestamps included). Shared by the store and the inbox, which reads enquiries without it.
 */
import { SOURCES, type Attribution } from "../../app/shared/analytics";
import type { SqlRow } from "../db/sql";
import type { Enquiry, MailJob, MailRecord } from "./store";

/** Each column of an enquiry, with the name `Enquiry` gives it where that differs. */
const ENQUIRY_FIELDS: Array<[column: string, name?: string]> = [
  ["id"], ["name"], ["email"], ["phone"], ["business_name", "businessName"], ["service"], ["message"],
  ["created_at", "createdAt"], ["user_agent", "userAgent"], ["ip_hash", "ipHash"], ["language"],
  ["source"], ["referrer_host", "referrer"], ["utm_source", "utmSource"], ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"], ["utm_term", "utmTerm"], ["utm_content", "utmContent"], ["click"],
  ["landing_path", "landing"],
];
const enquiryColumns = (table: string) => ENQUIRY_FIELDS.map(([column, name]) => `${table}${column}${name ? ` AS "${name}"` : ""}`).join(", ");

/** The columns of an enquiry, named as in `Enquiry`; `e` is the enquiries table. */
export const ENQUIRY_COLUMNS = enquiryColumns("e.");
/** The same for RETURNING, where SQLite does not let a column name its table. */
export const ENQUIRY_RETURNING = enquiryColumns("");

export const MAIL_COLUMNS = `id, enquiry_id AS "enquiryId", status, attempts, next_attempt_at AS "nextAttemptAt",
  last_error AS "lastError", sent_at AS "sentAt"`;

/** The columns `toMailJob` reads; `m` is the outbox, left-joined to its enquiry `e`. */
const MAIL_JOB_COLUMNS = `m.id AS "mailId", m.attempts AS "mailAttempts", m.recipient AS "mailTo",
  m.subject AS "mailSubject", m.body AS "mailBody", ${ENQUIRY_COLUMNS}`;

/** The mail jobs, to be narrowed with a WHERE on `m`. */
export const SELECT_MAIL_JOBS = `SELECT ${MAIL_JOB_COLUMNS} FROM mail_outbox m LEFT JOIN enquiries e ON e.id = m.enquiry_id`;

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
    attribution: toAttribution(row),
  };
}

/** The stored attribution columns as an Attribution, or null when the source is unknown (NULL). */
function toAttribution(row: SqlRow): Attribution | null {
  const source = SOURCES.find((known) => known === row.source);
  if (!source) return null;
  const attribution: Attribution = { source, landing: String(row.landing ?? "/") };
  for (const key of ["referrer", "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent"] as const) {
    const value = row[key];
    if (typeof value === "string" && value !== "") attribution[key] = value;
  }
  if (row.click === "gclid" || row.click === "fbclid") attribution.click = row.click;
  return attribution;
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

