/**
 * The owner's inbox over the enquiry store: the list with its filters, search and pages,
 * one enquiry with its history, and the owner's changes (status, note), each recorded
 * with who made it and when in the same transaction.
 */
import { istDayStart, periodFirstDay, UNKNOWN_SOURCE } from "../../app/shared/analytics";
import { INBOX_STATUSES, PAGE_SIZE, STATUS_LABELS, type EnquiryStatus, type InboxFilters } from "../../app/shared/inbox";
import { enquiriesCsv } from "../enquiries/csv";
import { ATTRIBUTION_COLUMNS, withAttributionColumns } from "../enquiries/export-columns";
import { ENQUIRY_COLUMNS, toEnquiry } from "../enquiries/rows";
import type { Enquiry } from "../enquiries/store";
import { containsPattern, toNumber, type SqlDatabase, type SqlRow, type SqlStatement, type SqlValue } from "../db/sql";
import { escapeUnsafe } from "../enquiries/unsafe-text";
import { phoneKeySql } from "../enquiries/phone-key-sql";
import { readPhone } from "../../app/shared/phone";
import { moveToInbox, undoBulk, type UndoOutcome } from "./status-restore";

type InboxEnquiry = Enquiry & { status: EnquiryStatus; note: string };

type InboxEvent = { id: number; actor: string; action: "status" | "note"; detail: string; at: number };

type InboxPage = {
  enquiries: InboxEnquiry[];
  /** How many match the filters in all pages. */
  total: number;
  page: number;
  pageCount: number;
};

const INBOX_COLUMNS = `${ENQUIRY_COLUMNS}, e.status, e.note`;

/**
 * An enquiry as the inbox shows it. Bidi and other invisible controls in the name and business
 * name (refused since issue 27, but maybe stored before) come as <U+202E>, as in the CSV and
 * the mail, so a name reads as it was typed.
 */
function toInboxEnquiry(row: SqlRow): InboxEnquiry {
  const enquiry = toEnquiry(row);
  return {
    ...enquiry,
    name: escapeUnsafe(enquiry.name),
    businessName: enquiry.businessName === null ? null : escapeUnsafe(enquiry.businessName),
    status: row.status as EnquiryStatus,
    note: String(row.note ?? ""),
  };
}

/** What the list and the export select by: every filter but the page. */
type InboxSelection = Omit<InboxFilters, "page">;

/** Attribution filters matched exactly against their column (issue 29: the dashboard's numbers link here). */
const EXACT_FILTERS = { campaign: "e.utm_campaign", landing: "e.landing_path", lang: "e.language" } as const;

/**
 * The phone number a search is, as a key (app/shared/phone.ts): a search of only what a typed
 * number holds (digits, spaces, + - ( ) .) with enough digits to name someone. '98765 43210',
 * '+91 98765 43210' and '9876543210' all give 9876543210, and find each other however the
 * number was stored. Anything else (a name, a word with a number in it) is text only.
 */
function searchedPhoneKey(q: string): string | null {
  return /^[\d\s+\-().]+$/.test(q) ? (readPhone(q)?.national ?? null) : null;
}

/**
 * The WHERE clause of a filter set, with its parameters. The source "unknown" is a NULL source
 * (no attribution). A period keeps enquiries from the start of its first IST day; none is later
 * than `now`. A search matches its text in any column, and a phone number by its digits
 * (searchedPhoneKey): a stored number's key contains the searched one.
 */
function whereClause({ status, service, q, source, period, ...exact }: InboxSelection, now: number): { sql: string; params: SqlValue[] } {
  const conditions: string[] = [];
  const params: SqlValue[] = [];
  if (status === "inbox") {
    conditions.push(`e.status IN (${INBOX_STATUSES.map(() => "?").join(", ")})`);
    params.push(...INBOX_STATUSES);
  } else if (status !== "all") {
    conditions.push("e.status = ?");
    params.push(status);
  }
  if (service) {
    conditions.push("e.service = ?");
    params.push(service);
  }
  if (q) {
    const columns = ["e.name", "e.email", "e.phone", "e.business_name", "e.message"];
    const matches = columns.map((column) => `LOWER(COALESCE(${column}, '')) LIKE ? ESCAPE '\\'`);
    params.push(...columns.map(() => containsPattern(q)));
    const phone = searchedPhoneKey(q);
    if (phone) {
      matches.push(`${phoneKeySql("e.phone")} LIKE ?`);
      params.push(`%${phone}%`);
    }
    conditions.push(`(${matches.join(" OR ")})`);
  }
  if (source === UNKNOWN_SOURCE) conditions.push("e.source IS NULL");
  else if (source) {
    conditions.push("e.source = ?");
    params.push(source);
  }
  for (const [filter, column] of Object.entries(EXACT_FILTERS) as Array<[keyof typeof EXACT_FILTERS, string]>) {
    const value = exact[filter];
    if (value === undefined) continue;
    conditions.push(`${column} = ?`);
    params.push(value);
  }
  if (period) {
    conditions.push("e.created_at >= ?");
    params.push(new Date(istDayStart(periodFirstDay(period, now))).toISOString());
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", params };
}

/** The columns of the inbox's CSV download; the attribution's last (export-columns.ts). */
const CSV_FIELDS = ["id", "createdAt", "status", "name", "email", "phone", "businessName", "service", "language", "message", "note", ...ATTRIBUTION_COLUMNS] as const;

export class EnquiryInbox {
  constructor(private readonly sql: SqlDatabase) {}

  /** `now`: the end of a period filter (its days are counted back from now's IST day). */
  async list(filters: InboxFilters, now = Date.now()): Promise<InboxPage> {
    const where = whereClause(filters, now);
    const [countRow] = await this.sql.query(`SELECT COUNT(*) AS total FROM enquiries e ${where.sql}`, where.params);
    const total = toNumber(countRow?.total ?? 0);
    const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const page = Math.min(filters.page, pageCount);
    const rows = await this.sql.query(
      `SELECT ${INBOX_COLUMNS} FROM enquiries e ${where.sql} ORDER BY e.created_at DESC, e.id DESC LIMIT ? OFFSET ?`,
      [...where.params, PAGE_SIZE, (page - 1) * PAGE_SIZE],
    );
    return { enquiries: rows.map(toInboxEnquiry), total, page, pageCount };
  }

  /**
   * How many more of a search on the Inbox tab are in Archived and in Spam: the same selection
   * (whereClause) with that status, so the hint's count is what its link then lists.
   */
  async elsewhere(filters: InboxSelection, now = Date.now()): Promise<{ archived: number; spam: number }> {
    const count = async (status: "archived" | "spam") => {
      const where = whereClause({ ...filters, status }, now);
      const [row] = await this.sql.query(`SELECT COUNT(*) AS total FROM enquiries e ${where.sql}`, where.params);
      return toNumber(row?.total ?? 0);
    };
    const [archived, spam] = await Promise.all([count("archived"), count("spam")]);
    return { archived, spam };
  }

  /**
   * The enquiries either side of one in the list of `filters` (its order: newest first, then the
   * higher id), for the enquiry page's Previous (the one above it) and Next (the one below).
   * Found from the enquiry's place in that order, so they are right even when the enquiry itself
   * no longer matches (a New one is Read once opened); null at either end, and for no such enquiry.
   */
  async neighbours(id: number, filters: InboxSelection, now = Date.now()): Promise<{ previous: number | null; next: number | null }> {
    const where = whereClause(filters, now);
    const and = where.sql ? `${where.sql} AND` : "WHERE";
    const side = async (newer: boolean) => {
      const [compare, order] = newer ? [">", "ASC"] : ["<", "DESC"];
      const [row] = await this.sql.query(
        `SELECT e.id FROM enquiries e, (SELECT created_at, id FROM enquiries WHERE id = ?) AS here
         ${and} (e.created_at ${compare} here.created_at OR (e.created_at = here.created_at AND e.id ${compare} here.id))
         ORDER BY e.created_at ${order}, e.id ${order} LIMIT 1`,
        [id, ...where.params],
      );
      return row ? toNumber(row.id) : null;
    };
    const [previous, next] = await Promise.all([side(true), side(false)]);
    return { previous, next };
  }

  /** Every enquiry the filters match, all pages, newest first (for the CSV export). */
  async all(filters: InboxSelection, now = Date.now()): Promise<InboxEnquiry[]> {
    const where = whereClause(filters, now);
    const rows = await this.sql.query(`SELECT ${INBOX_COLUMNS} FROM enquiries e ${where.sql} ORDER BY e.created_at DESC, e.id DESC`, where.params);
    return rows.map(toInboxEnquiry);
  }

  /**
   * The enquiries of the inbox's filters as a CSV download (every page), written as
   * `npm run enquiries -- export` writes them (times in IST, phone numbers as text, formulas
   * defused: csv.ts), with a byte-order mark so that spreadsheet programs read Tamil and other
   * non-ASCII text as UTF-8.
   */
  async csv(filters: InboxSelection, now = Date.now()): Promise<string> {
    return `\uFEFF${enquiriesCsv((await this.all(filters, now)).map(withAttributionColumns), CSV_FIELDS)}`;
  }

  /** How many enquiries have each status. */
  async counts(): Promise<Record<EnquiryStatus, number>> {
    const rows = await this.sql.query("SELECT status, COUNT(*) AS n FROM enquiries GROUP BY status");
    const counts = { new: 0, read: 0, replied: 0, spam: 0, archived: 0 };
    for (const row of rows) counts[row.status as EnquiryStatus] = toNumber(row.n);
    return counts;
  }

  /**
   * A version of everything the inbox shows, which changes whenever it does: a new enquiry
   * (count and highest id), and any status change or note (each is recorded as an event in
   * the same transaction). Read from the database, so every instance on one PostgreSQL gives
   * the same version (the inbox's live updates, docs/decisions/0060-live-inbox-by-polling.md).
   */
  async version(): Promise<string> {
    const [row] = await this.sql.query(
      `SELECT (SELECT COUNT(*) FROM enquiries) AS enquiries, (SELECT COALESCE(MAX(id), 0) FROM enquiries) AS last_enquiry,
              (SELECT COUNT(*) FROM enquiry_events) AS events, (SELECT COALESCE(MAX(id), 0) FROM enquiry_events) AS last_event`,
    );
    return ["enquiries", "last_enquiry", "events", "last_event"].map((column) => toNumber(row?.[column] ?? 0)).join("-");
  }

  async get(id: number): Promise<InboxEnquiry | null> {
    const [row] = await this.sql.query(`SELECT ${INBOX_COLUMNS} FROM enquiries e WHERE e.id = ?`, [id]);
    return row ? toInboxEnquiry(row) : null;
  }

  async events(id: number): Promise<InboxEvent[]> {
    const rows = await this.sql.query("SELECT id, actor, action, detail, at FROM enquiry_events WHERE enquiry_id = ? ORDER BY id", [id]);
    return rows.map((row) => ({
      id: toNumber(row.id),
      actor: String(row.actor),
      action: row.action as InboxEvent["action"],
      detail: String(row.detail),
      at: toNumber(row.at),
    }));
  }

  /**
   * Sets the status and records the change, both or neither; nothing happens (and nothing
   * is recorded) when the enquiry already has it, or when it is Replied and the status is Read. `onlyFrom` limits the change to enquiries
   * that have that status now (opening a New enquiry marks it Read, and only a New one).
   */
  async setStatus(id: number, status: EnquiryStatus, actor: string, { onlyFrom, now = Date.now() }: { onlyFrom?: EnquiryStatus; now?: number } = {}): Promise<boolean> {
    const [recorded] = await this.sql.batch(statusChange([id], status, actor, now, onlyFrom));
    return (recorded?.length ?? 0) > 0;
  }

  /**
   * Sets one status on several enquiries (the list's bulk actions) in one transaction: every
   * change recorded in its own enquiry's history as setStatus records one, or none of them.
   * Those that already have the status are left as they are, and so are Replied ones marked
   * Read; an id that is not (or no longer) an enquiry changes nothing. `found`: how many of them
   * have the status now; `changed`: how many had another.
   */
  async setStatusMany(ids: readonly number[], status: EnquiryStatus, actor: string, now = Date.now()): Promise<{ found: number; changed: number }> {
    if (ids.length === 0) return { found: 0, changed: 0 };
    const [recorded, updated] = await this.sql.batch(statusChange(ids, status, actor, now));
    return { found: updated?.length ?? 0, changed: recorded?.length ?? 0 };
  }

  /** Undoes a bulk action, each enquiry back to its own status (status-restore.ts). */
  undoBulk(at: number, actor: string, now = Date.now()): Promise<UndoOutcome> {
    return undoBulk(this.sql, at, actor, now);
  }

  /** Moves Archived and Spam enquiries back to the inbox as they were there (status-restore.ts); how many moved. */
  moveToInbox(ids: readonly number[], actor: string, now = Date.now()): Promise<number> {
    return moveToInbox(this.sql, ids, actor, now);
  }

  async saveNote(id: number, note: string, actor: string, now = Date.now()): Promise<boolean> {
    const [recorded] = await this.sql.batch([
      {
        sql: `INSERT INTO enquiry_events (enquiry_id, actor, action, detail, at)
              SELECT id, CAST(? AS TEXT), 'note', CAST(? AS TEXT), CAST(? AS BIGINT) FROM enquiries WHERE id = ? AND note <> ? RETURNING id`,
        params: [actor, note ? "Note saved" : "Note cleared", now, id, note],
      },
      { sql: "UPDATE enquiries SET note = ? WHERE id = ?", params: [note, id] },
    ]);
    return (recorded?.length ?? 0) > 0;
  }
}

/**
 * A status change of the enquiries `ids`, as statements for one transaction: the history's
 * rows (those that change, each with its old status), then the change. Each returns its ids.
 */
function statusChange(ids: readonly number[], status: EnquiryStatus, actor: string, now: number, onlyFrom?: EnquiryStatus): SqlStatement[] {
  const list = ids.map(() => "?").join(", ");
  // Read never replaces Replied (issue 37): a replied enquiry has been read, and its reply is what the owner needs to see.
  const from = `${onlyFrom ? "AND status = ?" : ""}${status === "read" ? " AND status <> 'replied'" : ""}`;
  const fromParams = onlyFrom ? [onlyFrom] : [];
  return [
    {
      // Recorded first, while the old status can still be read. (The casts tell PostgreSQL
      // the parameters' types, which a SELECT list does not.)
      sql: `INSERT INTO enquiry_events (enquiry_id, actor, action, detail, at)
            SELECT id, CAST(? AS TEXT), 'status', ${statusLabelSql("status")} || ' → ' || CAST(? AS TEXT), CAST(? AS BIGINT) FROM enquiries
            WHERE id IN (${list}) AND status <> ? ${from} ORDER BY id RETURNING id`,
      params: [actor, STATUS_LABELS[status], now, ...ids, status, ...fromParams],
    },
    { sql: `UPDATE enquiries SET status = ? WHERE id IN (${list}) ${from} RETURNING id`, params: [status, ...ids, ...fromParams] },
  ];
}

/** The label of a status column, in SQL, so the history reads "New → Read". */
function statusLabelSql(column: string): string {
  const cases = Object.entries(STATUS_LABELS)
    .map(([status, label]) => `WHEN '${status}' THEN '${label}'`)
    .join(" ");
  return `(CASE ${column} ${cases} END)`;
}
