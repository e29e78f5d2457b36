/**
 * Where a person's email address or phone number is still stored: every text column of every
 * table, read from the database's own catalogue, so a table or column added later is searched
 * too. An email matches in any case; a phone number by its digits (as the erasure matches it),
 * so '+91 98765 43210' is found in a cell holding '098765-43210'.
 */
import type { SqlDatabase } from "../../server/db/sql";
import { readPhone } from "../../app/shared/phone";

type TextColumn = { table: string; column: string };

async function textColumns(sql: SqlDatabase): Promise<TextColumn[]> {
  if (sql.dialect === "postgres") {
    return sql.query<TextColumn>(
      `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
       WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
       ORDER BY table_name, column_name`,
    );
  }
  const tables = await sql.query<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name");
  const columns: TextColumn[] = [];
  for (const { name } of tables) {
    const info = await sql.query<{ name: string; type: string }>(`SELECT name, type FROM pragma_table_info('${name}')`);
    // Every column a text could be in: SQLite keeps whatever was written, whatever the declared type.
    columns.push(...info.filter((column) => !/^INT/i.test(column.type)).map((column) => ({ table: name, column: column.name })));
  }
  return columns;
}

/** "table.column" for each column that still holds the email or the phone, with how many rows do. */
export async function columnsHolding(sql: SqlDatabase, { email, phone }: { email: string; phone: string }): Promise<string[]> {
  const needleEmail = email.toLowerCase();
  const needlePhone = readPhone(phone)!.national;
  const found: string[] = [];
  for (const { table, column } of await textColumns(sql)) {
    const rows = await sql.query(`SELECT CAST("${column}" AS TEXT) AS value FROM "${table}" WHERE "${column}" IS NOT NULL`);
    const holding = rows.filter(({ value }) => {
      const text = String(value);
      return text.toLowerCase().includes(needleEmail) || text.replace(/\D/g, "").includes(needlePhone);
    });
    if (holding.length > 0) found.push(`${table}.${column} (${holding.length})`);
  }
  return found;
}
