/**
 * The ids of erased enquiries, with when (migration 14): numbers only. Written by the erasure's
 * own delete (server/enquiries/erasure.ts) in its transaction; read by the backups' prune and by
 * a restore, which erase the same ids again from what still holds them.
 */
import { toNumber, type SqlDatabase } from "../db/sql";

type ErasedEnquiry = { id: number; erasedAt: number };

export async function recordErased(tx: Pick<SqlDatabase, "query">, ids: number[], now = Date.now()): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `INSERT INTO erased_enquiries (enquiry_id, erased_at) VALUES ${ids.map(() => "(?, ?)").join(", ")} ON CONFLICT (enquiry_id) DO NOTHING`,
    ids.flatMap((id) => [id, now]),
  );
}

/** Every erasure recorded at or after `since` (milliseconds), oldest first. */
export async function erasedSince(sql: SqlDatabase, since = 0): Promise<ErasedEnquiry[]> {
  const rows = await sql.query("SELECT enquiry_id, erased_at FROM erased_enquiries WHERE erased_at >= ? ORDER BY erased_at, enquiry_id", [since]);
  return rows.map((row) => ({ id: toNumber(row.enquiry_id), erasedAt: toNumber(row.erased_at) }));
}
