/**
 * Who may read the inbox: owners, each an email address kept in the database. Removing one
 * ends everything they could sign in with: sessions, unused sign-in links and passkeys
 * (ON DELETE CASCADE), in the same statement.
 */
import { toNumber, type SqlDatabase } from "../db/sql";

type Owner = { id: number; email: string; createdAt: number };

export class OwnerDirectory {
  constructor(private readonly sql: SqlDatabase) {}

  /** Adds the owner; false when the address already is one. `email` is normalised (app/shared/sign-in.ts). */
  async add(email: string, now = Date.now()): Promise<boolean> {
    const rows = await this.sql.query("INSERT INTO owners (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING RETURNING id", [email, now]);
    return rows.length > 0;
  }

  /** Removes the owner and all their sessions, sign-in links and passkeys; false when there was none. */
  async remove(email: string): Promise<boolean> {
    const rows = await this.sql.query("DELETE FROM owners WHERE email = ? RETURNING id", [email]);
    return rows.length > 0;
  }

  async find(email: string): Promise<Owner | null> {
    const [row] = await this.sql.query("SELECT id, email, created_at FROM owners WHERE email = ?", [email]);
    return row ? { id: toNumber(row.id), email: String(row.email), createdAt: toNumber(row.created_at) } : null;
  }

  async list(): Promise<Owner[]> {
    const rows = await this.sql.query("SELECT id, email, created_at FROM owners ORDER BY email");
    return rows.map((row) => ({ id: toNumber(row.id), email: String(row.email), createdAt: toNumber(row.created_at) }));
  }
}
