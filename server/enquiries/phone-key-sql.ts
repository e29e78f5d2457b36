/**
 * `phoneKey` (app/shared/phone.ts) in SQL, the same in SQLite and PostgreSQL, for a column of
 * typed phone numbers: its digits without India's +91 or trunk 0, so '+91 98765 43210',
 * '098765 43210' and '9876543210' give one key. Stored numbers hold only digits, spaces and
 * + - ( ) (the form's rule), and '.' from older rows; those are what it removes. The erasure of
 * a person (erasure.ts) and the inbox's search (server/inbox/inbox.ts) compare by it.
 */
export function phoneKeySql(column: string): string {
  const digits = ["' '", "'+'", "'-'", "'('", "')'", "'.'"].reduce((expression, char) => `REPLACE(${expression}, ${char}, '')`, `COALESCE(${column}, '')`);
  return `(CASE WHEN LENGTH(${digits}) = 12 AND SUBSTR(${digits}, 1, 2) = '91' THEN SUBSTR(${digits}, 3)
    WHEN LENGTH(${digits}) = 11 AND SUBSTR(${digits}, 1, 1) = '0' THEN SUBSTR(${digits}, 2) ELSE ${digits} END)`;
}
