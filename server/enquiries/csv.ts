import { readPhone } from "../../app/shared/phone";
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

function toCsv<T extends object, K extends keyof T & string>(rows: T[], fields: readonly K[]): string {
  const lines = [fields.join(","), ...rows.map((row) => fields.map((field) => csvCell(row[field] as string | number | null)).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

/** '2026-11-25 17:05': the minute in India Standard Time, as a spreadsheet sorts and a person reads it. */
const IST_MINUTE = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

function istMinute(at: string | number | Date): string {
  return IST_MINUTE.format(new Date(at));
}

/**
 * A phone number as a spreadsheet keeps it: text that is no number (a number loses its leading
 * 0 and shows 12 digits as 9.19877E+11) and no formula (a leading + is one in Google Sheets), so
 * it needs no apostrophe, which LibreOffice would show. Spaces between the digits make it text
 * in LibreOffice and Google Sheets alike (docs/decisions/0076-the-list-and-the-csv.md). A number
 * typed with them, and not starting with + - = @, stays as typed; any other is written with
 * spaces: an Indian mobile '98765 43210', a landline '0452 253 0000' (its area code's length is
 * not known, so this grouping is for the eye only), a number abroad with 00 for its + as India
 * dials it ('0044 20 7946 0958'). India's +91 is left out of a national number and its trunk 0
 * put back where a landline needs it; the other digits are the ones typed, in their order.
 */
function phoneAsText(phone: string | null): string | null {
  if (phone === null) return null;
  const typed = phone.trim();
  const digits = typed.replace(/\D/g, "");
  if (/\d\s+\d/.test(typed) && !/^[+\-=@]/.test(typed)) return typed;
  const number = readPhone(typed);
  if (!number) return typed;
  if (number.kind === "mobile") return `${number.national.slice(0, 5)} ${number.national.slice(5)}`;
  if (number.kind === "landline") return `0${number.national.slice(0, 3)} ${number.national.slice(3, 6)} ${number.national.slice(6)}`;
  if (typed.startsWith("+") && !digits.startsWith("91")) {
    const rest = typed.slice(1).trim();
    return /\d\s+\d/.test(rest) ? `00${rest}` : `00 ${digits}`;
  }
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/**
 * Enquiries as a person's CSV, the inbox's download and `npm run enquiries -- export` alike: the
 * time in IST to the minute, and the phone number as text (phoneAsText); every other cell as
 * toCsv writes it.
 */
export function enquiriesCsv<T extends { createdAt: string; phone: string | null }, K extends keyof T & string>(rows: T[], fields: readonly K[]): string {
  return toCsv(
    rows.map((row) => ({ ...row, createdAt: istMinute(row.createdAt), phone: phoneAsText(row.phone) })),
    fields,
  );
}
