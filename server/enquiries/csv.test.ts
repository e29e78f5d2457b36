/** Enquiries as CSV: quoting, formula defusing and control characters written out. */
import { describe, expect, it } from "vitest";
import { enquiriesCsv } from "./csv";

const AT = "2026-01-01T00:00:00.000Z";
/** A row's one field as its cell: the line enquiriesCsv writes for it alone, between the header's CRLF and its own. */
function cellOf<T extends { createdAt: string; phone: string | null }>(row: T, field: keyof T & string): string {
  return enquiriesCsv([row], [field]).slice(`${field}\r\n`.length, -"\r\n".length);
}
/** Any value as its cell (a field other than the time and the phone). */
const csvCell = (value: string | number | null | undefined) => cellOf({ createdAt: AT, phone: null, value }, "value");
/** A cell's text, its quotes taken off. */
const unquoted = (cell: string) => cell.slice(1, -1).replace(/""/g, '"');
/** The time's cell. */
const istMinute = (at: string) => unquoted(cellOf({ createdAt: at, phone: null }, "createdAt"));
/** The phone's cell: null for none. */
const phoneAsText = (phone: string | null) => (phone === null ? null : unquoted(cellOf({ createdAt: AT, phone }, "phone")));

describe("a cell", () => {
  it("quotes every cell, and doubles the quotes inside", () => {
    expect(csvCell("Karthik Raja")).toBe('"Karthik Raja"');
    expect(csvCell('He said "call me", then "mail me"')).toBe('"He said ""call me"", then ""mail me"""');
    expect(csvCell('"')).toBe('""""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
  });

  it("writes nothing for a missing value, and numbers as they are", () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell("")).toBe('""');
    expect(csvCell(0)).toBe('"0"');
    expect(csvCell(42)).toBe('"42"');
  });

  it("defuses a cell a spreadsheet would run as a formula with a leading apostrophe", () => {
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell('=HYPERLINK("https://evil.example","Click")')).toBe(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(csvCell("+91 98765 43210")).toBe(`"'+91 98765 43210"`);
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe(`"'-2+3+cmd|' /C calc'!A0"`);
    expect(csvCell("@SUM(A1:A9)")).toBe(`"'@SUM(A1:A9)"`);
    expect(csvCell("\t=1+1")).toBe(`"'\t=1+1"`);
    expect(csvCell(-5)).toBe(`"'-5"`);
  });

  it("leaves those characters alone anywhere but at the start", () => {
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell("mail@shop.in")).toBe('"mail@shop.in"');
    expect(csvCell(" =1")).toBe('" =1"');
    expect(csvCell("1+1")).toBe('"1+1"');
    expect(csvCell("x\t-")).toBe('"x\t-"');
    expect(csvCell("'quoted")).toBe(`"'quoted"`);
  });

  it("a line break at the start is a line feed, not a CR a spreadsheet could read", () => {
    expect(csvCell("\r=1+1")).toBe('"\n=1+1"');
    expect(csvCell("a\r\nb\rc")).toBe('"a\nb\nc"');
  });

  it("writes control and bidi characters out, so a terminal or editor obeys none", () => {
    expect(csvCell("\u202Eevil\u202C.exe")).toBe('"<U+202E>evil<U+202C>.exe"');
    expect(csvCell("\u001b[31mred")).toBe('"<U+001B>[31mred"');
    // Written out first: a leading control character is no formula.
    expect(csvCell("\u0000=1")).toBe('"<U+0000>=1"');
  });
});

describe("the file", () => {
  type Row = { id: number; name: string; phone: string | null; createdAt: string; note?: string };

  it("a header line, then one line per row in the given field order, each ended by CRLF", () => {
    const rows: Row[] = [
      { id: 1, name: "Karthik", phone: null, createdAt: AT },
      { id: 2, name: '=Meena "M"', phone: "+91 90000 00000", createdAt: AT, note: "x" },
    ];
    expect(enquiriesCsv(rows, ["name", "id", "phone"])).toBe('name,id,phone\r\n"Karthik","1",""\r\n"\'=Meena ""M""","2","90000 00000"\r\n');
  });

  it("a field a row lacks is an empty cell", () => {
    expect(enquiriesCsv<Row, "id" | "note">([{ id: 3, name: "n", phone: null, createdAt: AT }], ["id", "note"])).toBe('id,note\r\n"3",""\r\n');
  });

  it("no rows: the header alone", () => {
    expect(enquiriesCsv<Row, "id" | "name">([], ["id", "name"])).toBe("id,name\r\n");
  });
});

describe("an enquiry as a person reads it in a spreadsheet", () => {
  it("writes the time in India Standard Time to the minute", () => {
    expect(istMinute("2026-11-25T11:35:59.999Z")).toBe("2026-11-25 17:05");
    // Past 18:30 UTC it is the next day in India.
    expect(istMinute("2026-11-25T18:30:00.000Z")).toBe("2026-11-26 00:00");
    expect(istMinute("2026-12-31T18:29:00.000Z")).toBe("2026-12-31 23:59");
  });

  it("writes every phone number as text with spaces: no number, no formula, no apostrophe", () => {
    const cases: Array<[typed: string, written: string]> = [
      ["9876543210", "98765 43210"],
      ["+91 98765 43210", "98765 43210"],
      ["+919876543210", "98765 43210"],
      ["919876543210", "98765 43210"],
      ["09876543210", "98765 43210"],
      ["+91-98765-43210", "98765 43210"],
      ["04522530000", "0452 253 0000"],
      ["+91 452 253 0000", "0452 253 0000"],
      // Typed with spaces already: as typed.
      ["98765 43210", "98765 43210"],
      ["0452 253 0000", "0452 253 0000"],
      ["(0452) 253-0000", "0452 253 0000"],
      ["098765 43210", "098765 43210"],
      // Abroad: 00 for the +, as India dials it.
      ["+44 20 7946 0958", "0044 20 7946 0958"],
      ["+442079460958", "00 442079460958"],
      ["12345678", "12345 678"],
    ];
    for (const [typed, written] of cases) {
      expect(phoneAsText(typed), typed).toBe(written);
      expect(written.replace(/\D/g, "").endsWith(typed.replace(/\D/g, "").replace(/^(91|0)(?=\d{10}$)/, "")), typed).toBe(true);
    }
    expect(phoneAsText(null)).toBeNull();
    expect(phoneAsText("")).toBe("");
  });

  it("writes the time and the phone so in the CSV, and defuses every other cell as before", () => {
    const rows = [{ createdAt: "2026-11-25T11:35:00.000Z", phone: "+91 98765 43210", name: "=HYPERLINK(\"https://evil.example\")", note: "-1+2" }];
    expect(enquiriesCsv(rows, ["createdAt", "phone", "name", "note"])).toBe(
      'createdAt,phone,name,note\r\n"2026-11-25 17:05","98765 43210","\'=HYPERLINK(""https://evil.example"")","\'-1+2"\r\n',
    );
    // A phone too short to be one is a plain cell, defused like any other.
    expect(enquiriesCsv([{ createdAt: "2026-11-25T11:35:00.000Z", phone: "+123" }], ["phone"])).toBe('phone\r\n"\'+123"\r\n');
  });
});
