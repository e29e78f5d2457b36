import { escapeUnsafe } from "./unsafe-text";

/**
 * Enquiries as CSV, for the operator's command and the inbox's download alike: every cell
 * quoted, quotes doubled, and a leading = + - @ tab or carriage return defused with an
 * apostrophe, so a spreadsheet shows the text instead of running it as a formula; control
 * and bidi characters written out (unsafe-text.ts), so a terminal obeys none.
 */
function csvCell(value: string | number | null | undefined): string {
  let text = escapeUnsafe(value === null || value === undefined ? "" : String(value));
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv<T extends object, K extends keyof T & string>(rows: T[], fields: readonly K[]): string {
  const lines = [fields.join(","), ...rows.map((row) => fields.map((field) => csvCell(row[field] as string | number | null)).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
