/**
 * The enquirer's rights (DPDP Act 2023, docs/decisions/0071-enquirers-rights.md): erasing a
 * person on request, and the daily purge of enquiries kept past RETENTION_DAYS (Spam past 30
 * days). Erasing an enquiry removes everything stored with it: its history and note, its
 * notification mail, its pushes and webhook calls, and the analytics events it closed. Each
 * erasure leaves one row in erasure_audit (migration 11) that holds no personal data: when, who,
 * why, how many.
 */
import { readPhone } from "../../app/shared/phone";
import { ENQUIRY_RETENTION } from "../../app/shared/retention";
import { toNumber, type Database, type SqlDatabase, type SqlValue, type Transaction } from "../db/sql";
import { phoneKeySql } from "./phone-key-sql";
import { ENQUIRY_COLUMNS, toEnquiry } from "./rows";
import type { Enquiry } from "./store";
import { recordErased } from "../backups/erased-enquiries";

/** Who is to be forgotten: every enquiry that holds this email address or this phone number. */
export type Person = { email?: string | null; phone?: string | null };

/** Why enquiries were erased: a person asked, they outlived RETENTION_DAYS, or Spam outlived 30 days. */
type ErasureReason = "request" | "retention" | "spam";

/** Who erases when nobody signed in does: the operator's command and the daily purge. */
export const ERASED_BY = { commandLine: "command line", retention: "retention purge" } as const;

const DAY_MS = 24 * 60 * 60_000;
/** Ids per DELETE … IN (…), well under either database's limit on parameters. */
const CHUNK = 500;

/**
 * The person's identifiers as stored and compared, or an error naming what is wrong. A phone with
 * too few digits to be one ('0', '-', '+91', '12345': no readPhone) names nobody: beside an email
 * it is left out, and the person is found by the email alone (decision 0079); alone it is refused.
 */
function identifiers(person: Person): { email: string | null; phone: string | null } {
  const email = person.email?.trim().toLowerCase() || null;
  const phone = readPhone(person.phone)?.national ?? null;
  if (person.phone?.trim() && !phone && !email) throw new RangeError(`"${person.phone}" is not a phone number: it has too few digits.`);
  if (!email && !phone) throw new RangeError("Say whom to erase: an email address or a phone number.");
  return { email, phone };
}

async function enquiriesOf(sql: SqlDatabase, person: Person): Promise<Enquiry[]> {
  const { email, phone } = identifiers(person);
  const conditions: string[] = [];
  const params: SqlValue[] = [];
  if (email) conditions.push("LOWER(email) = ?"), params.push(email);
  if (phone) conditions.push(`${phoneKeySql("phone")} = ?`), params.push(phone);
  const rows = await sql.query(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE ${conditions.join(" OR ")} ORDER BY e.created_at DESC, e.id DESC`, params);
  return rows.map(toEnquiry);
}

/** What erasing a person would remove, and what finds them: the email, and the phone unless it has too few digits (then null). */
export type ErasurePreview = { email: string | null; phone: string | null; enquiries: Enquiry[] };

/** The confirmation's facts: which enquiries erasing this person removes (newest first, as the inbox lists them), and by what they are found. */
export async function previewErasure(sql: SqlDatabase, person: Person): Promise<ErasurePreview> {
  const enquiries = await enquiriesOf(sql, person);
  const { email, phone } = identifiers(person);
  return { email: email && person.email!.trim(), phone: phone && person.phone!.trim(), enquiries };
}

/** The tables whose rows point to an enquiry (enquiry_id): deleted before it. */
const ENQUIRY_CHILDREN = ["analytics_events", "alert_outbox", "mail_outbox", "enquiry_events"];
/** Every table an erasure deletes from, and then rewrites (forgetDeleted). */
const ERASED_TABLES = [...ENQUIRY_CHILDREN, "enquiries"];

/** Deletes the enquiries and every row that holds or points to them, children first. */
export async function deleteEnquiries(tx: Transaction, ids: number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const list = chunk.map(() => "?").join(", ");
    for (const table of ENQUIRY_CHILDREN) {
      await tx.query(`DELETE FROM ${table} WHERE enquiry_id IN (${list})`, chunk);
    }
    await tx.query(`DELETE FROM enquiries WHERE id IN (${list})`, chunk);
    // Kept (ids only) for the backups taken before, which are erased the same way (decision 0081).
    await recordErased(tx, chunk);
  }
}

async function audit(tx: Transaction, { actor, reason, count, now }: { actor: string; reason: ErasureReason; count: number; now: number }): Promise<void> {
  await tx.query("INSERT INTO erasure_audit (erased_at, actor, reason, enquiries) VALUES (?, ?, ?, ?)", [now, actor, reason, count]);
}

/**
 * Erases every enquiry that holds the person's email (any case) or phone (by its digits), with
 * everything stored with them, and any mail addressed to that email; records the erasure. One
 * transaction: all of it, or nothing. Then the tables are rewritten so that no byte of it stays in
 * the database's files (forgetDeleted; a request that found nothing does it too, so asking again
 * finishes a rewrite that failed). Resolves to how many enquiries went (0 is recorded too: the
 * request was answered). A RangeError for a person named by neither.
 */
export async function erasePerson(db: Database, person: Person, actor: string, now = Date.now()): Promise<number> {
  const { email } = identifiers(person);
  const erased = await db.transaction(async (tx) => {
    const ids = (await enquiriesOf(tx, person)).map((enquiry) => enquiry.id);
    await deleteEnquiries(tx, ids);
    if (email) await tx.query("DELETE FROM mail_outbox WHERE LOWER(recipient) = ?", [email]);
    await audit(tx, { actor, reason: "request", count: ids.length, now });
    return ids.length;
  });
  await db.forgetDeleted(ERASED_TABLES);
  return erased;
}

export type PurgeCounts = { expired: number; spam: number };

/**
 * The daily purge: enquiries received more than `retentionDays` ago, and Spam received more than
 * 30 days ago that nobody has touched (status, note) for 30 days. Everything it needs is in the
 * rows, so a restart, or several instances, change nothing: what is due goes at the next run.
 * Each kind is one transaction with its audit row; a run that finds nothing records nothing. A run
 * that erased something rewrites the tables, as an erasure does (forgetDeleted).
 */
export async function purgeExpired(db: Database, { retentionDays, now = Date.now() }: { retentionDays: number; now?: number }): Promise<PurgeCounts> {
  const keptSince = new Date(now - retentionDays * DAY_MS).toISOString();
  const spamSince = now - ENQUIRY_RETENTION.spamDays * DAY_MS;
  const purge = (reason: ErasureReason, select: string, params: SqlValue[]) =>
    db.transaction(async (tx) => {
      const ids = (await tx.query(select, params)).map((row) => toNumber(row.id));
      if (ids.length === 0) return 0;
      await deleteEnquiries(tx, ids);
      await audit(tx, { actor: ERASED_BY.retention, reason, count: ids.length, now });
      return ids.length;
    });
  const expired = await purge("retention", "SELECT id FROM enquiries WHERE created_at < ?", [keptSince]);
  const spam = await purge(
    "spam",
    `SELECT e.id FROM enquiries e WHERE e.status = 'spam' AND e.created_at < ?
       AND NOT EXISTS (SELECT 1 FROM enquiry_events ev WHERE ev.enquiry_id = e.id AND ev.at >= ?)`,
    [new Date(spamSince).toISOString(), spamSince],
  );
  if (expired + spam > 0) await db.forgetDeleted(ERASED_TABLES);
  return { expired, spam };
}
