/**
 * The inbox's CSV opened by a real spreadsheet program (issue 30, item 6): LibreOffice Calc reads
 * the download the inbox makes (EnquiryInbox.csv) and each cell is checked as the owner would see
 * it: phone numbers as text, whole, with no apostrophe and no number or formula; times in IST; the
 * visitor's formulas left as text. Calc's import is run twice: with its defaults, and with every
 * conversion it offers switched on (special numbers such as dates, and formulas evaluated).
 * Google Sheets cannot run here; the rule it follows is in docs/decisions/0076-the-list-and-the-csv.md.
 * Needs `soffice` (Debian: libreoffice-calc-nogui); skipped, saying so, where it is absent, as on CI.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readInboxFilters } from "../../app/shared/inbox";
import { newEnquiry, storeImplementations } from "../../tests/support/stores";
import { EnquiryInbox } from "../inbox/inbox";

const SOFFICE = process.env.SOFFICE_PATH ?? "soffice";
const found = spawnSync(SOFFICE, ["--version"], { encoding: "utf8" });
const skip = found.status === 0 ? undefined : `LibreOffice (soffice) is not installed: the CSV is not opened in a spreadsheet here (apt-get install libreoffice-calc-nogui)`;
if (skip) console.warn(`csv-libreoffice.test.ts skipped: ${skip}`);

const [sqlite] = await storeImplementations();
const tempDir = mkdtempSync(path.join(tmpdir(), "csv-calc-"));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

type Cell = { type: string; formula: string | null; text: string };

/**
 * Calc's import filter options (the CSV dialog's fields, in order): comma, double quote, UTF-8,
 * from line 1, standard columns, the language, 'quoted field as text', 'detect special numbers',
 * then (the 13th) 'evaluate formulas'.
 */
const IMPORTS = {
  "Calc's defaults": "44,34,76,1,,16393,false,false",
  "every conversion on": "44,34,76,1,,16393,false,true,,,,,true",
};

/** Opens the CSV in Calc and reads its sheet back from a flat OpenDocument file: each cell's type, formula and text. */
function openInCalc(csv: string, options: string): Cell[][] {
  const dir = mkdtempSync(path.join(tempDir, "run-"));
  const file = path.join(dir, "enquiries.csv");
  writeFileSync(file, csv);
  const converted = spawnSync(SOFFICE, [`-env:UserInstallation=file://${dir}/profile`, "--headless", `--infilter=CSV:${options}`, "--convert-to", "fods", "--outdir", dir, file], {
    encoding: "utf8",
    timeout: 90_000,
  });
  if (converted.status !== 0) throw new Error(`soffice failed: ${converted.stderr}`);
  const xml = readFileSync(path.join(dir, "enquiries.fods"), "utf8");
  const table = xml.slice(xml.indexOf("<table:table "));
  const unescape = (text: string) => text.replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  return [...table.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)].map(([, row]) =>
    [...row!.matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].flatMap(([, attributes, content]) => {
      const repeated = Number(/table:number-columns-repeated="(\d+)"/.exec(attributes!)?.[1] ?? 1);
      const cell = {
        type: /office:value-type="(\w+)"/.exec(attributes!)?.[1] ?? "empty",
        formula: /table:formula="([^"]*)"/.exec(attributes!)?.[1] ?? null,
        text: unescape([...(content ?? "").matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)].map(([, p]) => p!.replace(/<[^>]+>/g, "")).join("\n")),
      };
      return Array.from({ length: Math.min(repeated, 50) }, () => cell);
    }),
  );
}

describe.skipIf(Boolean(skip))("the inbox's CSV in LibreOffice Calc", { timeout: 240_000 }, () => {
  const phones = {
    "9876543210": "98765 43210",
    "+91 98765 43210": "98765 43210",
    "+919876543210": "98765 43210",
    "04522530000": "0452 253 0000",
    "0452 253 0000": "0452 253 0000",
    "+44 20 7946 0958": "0044 20 7946 0958",
  };
  let csv = "";

  it("is made by the inbox's download", async () => {
    const store = await sqlite!.open();
    const inbox = new EnquiryInbox(store.sql);
    let minute = 0;
    for (const phone of Object.keys(phones)) {
      await store.addEnquiry(newEnquiry({ name: `Phone ${phone}`, phone, createdAt: new Date(Date.UTC(2026, 10, 25, 11, 35 + minute++)) }));
    }
    await store.addEnquiry(
      newEnquiry({ name: '=HYPERLINK("https://evil.example","Click")', phone: null, businessName: "+1+1", message: "@SUM(1+1)", createdAt: new Date("2026-11-25T18:30:00Z") }),
    );
    await store.addEnquiry(newEnquiry({ name: "மீனா", phone: "-1+2", businessName: "மீனா சில்க்ஸ்", createdAt: new Date("2026-11-20T04:00:00Z") }));
    csv = await inbox.csv(readInboxFilters(new URLSearchParams("status=all")));
    await store.close();
    expect(csv.startsWith("\uFEFFid,createdAt,")).toBe(true);
  });

  for (const [name, options] of Object.entries(IMPORTS)) {
    it(`${name}: phone numbers are whole text without an apostrophe, times are IST, the visitor's formulas stay text`, () => {
      const [header, ...rows] = openInCalc(csv, options);
      const column = (field: string) => header!.findIndex((cell) => cell.text === field);
      const row = (name: string) => rows.find((cells) => cells[column("name")]!.text === name)!;
      // No cell anywhere is a formula.
      expect(rows.flat().filter((cell) => cell.formula !== null)).toEqual([]);
      for (const [typed, shown] of Object.entries(phones)) {
        expect(row(`Phone ${typed}`)[column("phone")], typed).toEqual({ type: "string", formula: null, text: shown });
      }
      // With 'detect special numbers' Calc makes it a date and time, shown with its seconds.
      expect(row("Phone 9876543210")[column("createdAt")]!.text).toMatch(/^2026-11-25 17:05(:00)?$/);
      const attacker = row(`'=HYPERLINK("https://evil.example","Click")`);
      expect(attacker[column("createdAt")]!.text).toMatch(/^2026-11-26 00:00(:00)?$/);
      expect(attacker[column("businessName")]).toEqual({ type: "string", formula: null, text: "'+1+1" });
      expect(attacker[column("message")]).toEqual({ type: "string", formula: null, text: "'@SUM(1+1)" });
      const tamil = row("மீனா");
      expect(tamil[column("businessName")]!.text).toBe("மீனா சில்க்ஸ்");
      // Too short to be a phone number: defused like any cell.
      expect(tamil[column("phone")]).toEqual({ type: "string", formula: null, text: "'-1+2" });
    });
  }
});
