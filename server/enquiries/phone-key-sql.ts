/**
 * `readPhone(...).national` (app/shared/phone.ts) in SQL, the same in SQLite and PostgreSQL, for a
 * column of typed phone numbers, by the same steps: the digits; an international 00 taken off; India's
 * 91 (with a stray trunk 0 after it) or the trunk 0 taken off. Stored numbers
 * hold only digits, spaces and + - ( ) (the form's rule), and '.' from older rows: those are what it
 * removes. The erasure of a person (erasure.ts) and the inbox's search (server/inbox/inbox.ts)
 * compare by it; app/shared/phone.test.ts runs every spelling through both.
 */
export function phoneKeySql(column: string): string {
  const all = ["' '", "'+'", "'-'", "'('", "')'", "'.'"].reduce((expression, char) => `REPLACE(${expression}, ${char}, '')`, `COALESCE(${column}, '')`);
  const digits = `(CASE WHEN ${all} LIKE '00%' THEN SUBSTR(${all}, 3) ELSE ${all} END)`;
  return `(CASE WHEN LENGTH(${digits}) = 12 AND SUBSTR(${digits}, 1, 2) = '91' THEN SUBSTR(${digits}, 3)
    WHEN LENGTH(${digits}) = 13 AND SUBSTR(${digits}, 1, 3) = '910' THEN SUBSTR(${digits}, 4)
    WHEN LENGTH(${digits}) = 11 AND SUBSTR(${digits}, 1, 1) = '0' THEN SUBSTR(${digits}, 2)
    ELSE ${digits} END)`;
}
