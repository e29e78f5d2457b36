/**
 * The operator's command for stored enquiries, against the same DATABASE_URL as the site:
 *
 *   npm run enquiries -- list
 *   npm run enquiries -- export --format csv|json [--since DATE]
 *   npm run enquiries -- erase --email ADDRESS | --phone NUMBER [--yes]
 *
 * Exit status: 0 done, 1 the store failed, 2 wrong usage, 3 an erasure not confirmed.
 */
import { parseArgs } from "node:util";
import { ask } from "./lib/ask";
import { parseDatabaseUrl } from "../server/config";
import { enquiriesCsv } from "../server/enquiries/csv";
import { ATTRIBUTION_COLUMNS, withAttributionColumns } from "../server/enquiries/export-columns";
import { ERASED_BY, erasePerson, previewErasure, type Person } from "../server/enquiries/erasure";
import { EnquiryStore, type Enquiry } from "../server/enquiries/store";
import { escapeUnsafe } from "../server/enquiries/unsafe-text";

const USAGE = `Usage:
  npm run enquiries -- list
      Every enquiry, newest first, as a table.
  npm run enquiries -- export --format csv|json [--since DATE]
      Every enquiry (or those received on or after DATE, e.g. 2025-08-24 or
      2025-08-24T10:00:00Z; a date alone means midnight UTC) to standard output.
  npm run enquiries -- erase --email ADDRESS | --phone NUMBER [--yes]
      Erase a person who asked to be forgotten: every enquiry holding that email
      (any case) or phone number (however typed), with its notes, mail and alerts.
      Asks first, unless --yes. Leaves an audit row without the address or number.

The store is the one DATABASE_URL names (default sqlite:./data/enquiries.db).`;

class UsageError extends Error {}

/** The fields of an enquiry in an export, in column order; the attribution's follow (export-columns.ts). */
const ENQUIRY_FIELDS = [
  "id",
  "createdAt",
  "name",
  "email",
  "phone",
  "businessName",
  "service",
  "language",
  "message",
  "userAgent",
  "ipHash",
] as const satisfies ReadonlyArray<keyof Enquiry>;
const EXPORT_FIELDS = [...ENQUIRY_FIELDS, ...ATTRIBUTION_COLUMNS] as const;

type Command = { name: "list" } | { name: "export"; format: "csv" | "json"; since?: Date } | { name: "erase"; person: Person; confirmed: boolean };

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: "string" },
        since: { type: "string" },
        email: { type: "string" },
        phone: { type: "string" },
        yes: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  if (values.help) throw new UsageError("");
  const [name, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected argument: ${rest.join(" ")}`);
  const { email, phone, yes } = values;
  if (name === "erase") {
    if (values.format !== undefined || values.since !== undefined) throw new UsageError("erase takes --email or --phone, and --yes.");
    if (!email?.trim() && !phone?.trim()) throw new UsageError("erase needs --email ADDRESS or --phone NUMBER.");
    return { name, person: { email, phone }, confirmed: yes === true };
  }
  if (email !== undefined || phone !== undefined || yes !== undefined) throw new UsageError(`${name ?? "That command"} takes no --email, --phone or --yes.`);
  if (name === "list") {
    if (values.format !== undefined || values.since !== undefined) throw new UsageError("list takes no options.");
    return { name };
  }
  if (name === "export") {
    if (values.format !== "csv" && values.format !== "json") {
      throw new UsageError(values.format === undefined ? "export needs --format csv or --format json." : `Unknown format "${values.format}": use csv or json.`);
    }
    let since: Date | undefined;
    if (values.since !== undefined) {
      since = /^\d{4}-\d{2}-\d{2}$/.test(values.since) ? new Date(`${values.since}T00:00:00Z`) : new Date(values.since);
      if (!/^\d{4}-\d{2}-\d{2}/.test(values.since) || Number.isNaN(since.getTime())) {
        throw new UsageError(`--since "${values.since}" is not a date like 2025-08-24 or 2025-08-24T10:00:00Z.`);
      }
    }
    return { name, format: values.format, since };
  }
  throw new UsageError(name === undefined ? "Which command: list, export or erase?" : `Unknown command "${name}".`);
}

function toJson(enquiries: Enquiry[]): string {
  // Visitors' text is shown in a terminal or a viewer: control and bidi characters written out.
  const safe = (value: string | number | null) => (typeof value === "string" ? escapeUnsafe(value) : value);
  const objects = enquiries.map(withAttributionColumns).map((row) => Object.fromEntries(EXPORT_FIELDS.map((field) => [field, safe(row[field])])));
  return `${JSON.stringify(objects, null, 2)}\n`;
}

function oneLine(text: string | null, width: number): string {
  const flat = escapeUnsafe(text ?? "").replace(/\s+/g, " ").trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

function toTable(enquiries: Enquiry[]): string {
  if (enquiries.length === 0) return "No enquiries yet.\n";
  const columns: Array<{ title: string; width: number; value: (e: Enquiry) => string }> = [
    { title: "ID", width: 6, value: (e) => String(e.id) },
    { title: "Received (UTC)", width: 16, value: (e) => e.createdAt.slice(0, 16).replace("T", " ") },
    { title: "Name", width: 20, value: (e) => e.name },
    { title: "Email", width: 28, value: (e) => e.email },
    { title: "Phone", width: 16, value: (e) => e.phone ?? "" },
    { title: "Business", width: 18, value: (e) => e.businessName ?? "" },
    { title: "Service", width: 19, value: (e) => e.service },
    { title: "Message", width: 40, value: (e) => e.message },
  ];
  const row = (cells: string[]) => cells.map((cell, i) => cell.padEnd(columns[i]!.width)).join("  ").trimEnd();
  const lines = [
    row(columns.map((column) => column.title)),
    row(columns.map((column) => "-".repeat(column.width))),
    ...enquiries.map((enquiry) => row(columns.map((column) => oneLine(column.value(enquiry), column.width)))),
  ];
  return `${lines.join("\n")}\n${enquiries.length} ${enquiries.length === 1 ? "enquiry" : "enquiries"}.\n`;
}

/**
 * Erases the person after showing their enquiries and asking (unless --yes); says how many
 * enquiries went. A phone with too few digits beside an email is left out, and said so. The exit status.
 */
async function erase(store: EnquiryStore, { person, confirmed }: { person: Person; confirmed: boolean }): Promise<number> {
  const preview = await previewErasure(store.sql, person);
  const who = [preview.email, preview.phone].filter(Boolean).join(" or ");
  if (person.phone?.trim() && !preview.phone) process.stderr.write(`"${person.phone}" has too few digits to be a phone number: erasing by the email alone.\n`);
  const found = preview.enquiries.length;
  if (found > 0 && !confirmed) {
    // The enquiries themselves: a shared email or phone number may reach someone else too.
    process.stderr.write(toTable(preview.enquiries));
    const answer = await ask(`Erase ${found} ${found === 1 ? "enquiry" : "enquiries"} holding ${who}, with their notes, mail and alerts? This cannot be undone. Type yes: `);
    if (answer.trim().toLowerCase() !== "yes") {
      process.stderr.write("Not confirmed: nothing erased.\n");
      return 3;
    }
  }
  const erased = await erasePerson(store.sql, person, ERASED_BY.commandLine);
  process.stdout.write(erased === 0 ? `No enquiry holds ${who}: nothing to erase.\n` : `Erased ${erased} ${erased === 1 ? "enquiry" : "enquiries"} holding ${who}.\n`);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  let command: Command;
  let target;
  try {
    command = parseCommand(argv);
    target = parseDatabaseUrl(process.env.DATABASE_URL);
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) process.stderr.write(`${error.message}\n\n`);
      process.stderr.write(`${USAGE}\n`);
      return 2;
    }
    process.stderr.write(`DATABASE_URL: ${(error as Error).message}\n`);
    return 2;
  }

  const store = await EnquiryStore.open(target);
  try {
    await store.migrate();
    if (command.name === "erase") return await erase(store, command);
    if (command.name === "list") {
      process.stdout.write(toTable(await store.listEnquiries()));
    } else {
      const enquiries = await store.listEnquiries({ since: command.since });
      process.stdout.write(command.format === "csv" ? enquiriesCsv(enquiries.map(withAttributionColumns), EXPORT_FIELDS) : toJson(enquiries));
    }
    return 0;
  } catch (error) {
    if (error instanceof RangeError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    process.stderr.write(`Could not ${command.name === "erase" ? "erase" : "read"} the enquiries: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
