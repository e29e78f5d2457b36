/**
 * Status changes that put enquiries back where they were, each to its own status, read from the
 * history the inbox records (server/inbox/inbox.ts: "New → Archived", with who and when):
 * - the Undo of a bulk action (issue 37), which finds the action's rows by its time and owner;
 * - the Archived and Spam tabs' Move to inbox, which finds the status each had in the inbox.
 * The posted form names an action or enquiries only, never a status: a forged post can restore
 * only what the history says an enquiry was. docs/decisions/0086-bulk-undo.md.
 */
import { INBOX_STATUSES, STATUS_LABELS, statusOfLabel, UNDO_SECONDS, type EnquiryStatus } from "../../app/shared/inbox";
import { toNumber, type SqlDatabase, type SqlStatement } from "../db/sql";

/** One enquiry's change: to `to`, only while it still has `from`. */
type Change = { id: number; from: EnquiryStatus; to: EnquiryStatus };

export type UndoOutcome = { late: true } | { late: false; restored: number; changed: number };

/** A recorded status change's old and new status ("New → Archived"), or null for one this cannot read. */
function recordedChange(detail: string): { from: EnquiryStatus; to: EnquiryStatus } | null {
  const [from, to, ...rest] = detail.split(" → ").map(statusOfLabel);
  return from && to && rest.length === 0 ? { from, to } : null;
}

/**
 * Undoes the bulk action `actor` made at `at` (ms): every enquiry it changed goes back to the
 * status it had, if it still has the one the action gave it (one the owner has changed since is
 * left as it is). All in one transaction, each with its history row. Later than UNDO_SECONDS
 * after the action, nothing changes. `changed`: how many the action changed; `restored`: how
 * many of them went back.
 */
export async function undoBulk(sql: SqlDatabase, at: number, actor: string, now = Date.now()): Promise<UndoOutcome> {
  if (now - at > UNDO_SECONDS * 1000) return { late: true };
  const rows = await sql.query("SELECT enquiry_id, detail FROM enquiry_events WHERE action = 'status' AND actor = ? AND at = ? ORDER BY id", [actor, at]);
  const changes = rows.flatMap((row): Change[] => {
    const change = recordedChange(String(row.detail));
    return change ? [{ id: toNumber(row.enquiry_id), from: change.to, to: change.from }] : [];
  });
  return {
    late: false,
    restored: await changeEach(sql, changes, actor, now),
    changed: changes.length,
  };
}

/**
 * Moves the Archived and Spam enquiries among `ids` back to the inbox, each to the status it had
 * there last (a Replied one stays Replied, a New one never opened stays New), read from its
 * history; Read when the history names none. Others are left as they are. Returns how many moved.
 */
export async function moveToInbox(sql: SqlDatabase, ids: readonly number[], actor: string, now = Date.now()): Promise<number> {
  if (ids.length === 0) return 0;
  const list = ids.map(() => "?").join(", ");
  const away = await sql.query(`SELECT id, status FROM enquiries WHERE id IN (${list}) AND status IN ('spam', 'archived') ORDER BY id`, [...ids]);
  if (away.length === 0) return 0;
  const awayIds = away.map((row) => toNumber(row.id));
  const history = await sql.query(`SELECT enquiry_id, detail FROM enquiry_events WHERE action = 'status' AND enquiry_id IN (${awayIds.map(() => "?").join(", ")}) ORDER BY id`, awayIds);
  const lastInInbox = new Map<number, EnquiryStatus>();
  for (const row of history) {
    const from = recordedChange(String(row.detail))?.from;
    if (from && INBOX_STATUSES.includes(from)) lastInInbox.set(toNumber(row.enquiry_id), from);
  }
  const changes = away.map((row): Change => ({
    id: toNumber(row.id),
    from: row.status as EnquiryStatus,
    to: lastInInbox.get(toNumber(row.id)) ?? "read",
  }));
  return changeEach(sql, changes, actor, now);
}

/** Makes each change that still applies, with its history row, all in one transaction; returns how many were made. */
async function changeEach(sql: SqlDatabase, changes: readonly Change[], actor: string, now: number): Promise<number> {
  if (changes.length === 0) return 0;
  const statements = changes.flatMap(({ id, from, to }): SqlStatement[] => [
    {
      // Recorded first, while the enquiry's status still tells whether the change applies.
      sql: `INSERT INTO enquiry_events (enquiry_id, actor, action, detail, at)
            SELECT id, CAST(? AS TEXT), 'status', CAST(? AS TEXT), CAST(? AS BIGINT) FROM enquiries WHERE id = ? AND status = ? RETURNING id`,
      params: [actor, `${STATUS_LABELS[from]} → ${STATUS_LABELS[to]}`, now, id, from],
    },
    {
      sql: "UPDATE enquiries SET status = ? WHERE id = ? AND status = ?",
      params: [to, id, from],
    },
  ]);
  const results = await sql.batch(statements);
  return results.filter((rows, index) => index % 2 === 0 && rows.length > 0).length;
}
