/**
 * One reading of a phone number (issue 38, app/shared/phone.ts), through every use: the reading
 * itself, the SQL key that erasure and the inbox's search compare by (on SQLite and PostgreSQL),
 * the CSV's text, the reply buttons and the site's own links. Each spelling of a number is one
 * person everywhere: erasing '0452 253 0000' finds the enquiry typed '+91 (0) 452 253 0000'.
 */
import { afterAll, describe, expect, it } from "vitest";
import { readPhone } from "../../app/shared/phone";
import { siteIdentity } from "../../app/shared/site";
import { replyLinks } from "../../app/components/admin/reply-links";
import { newEnquiry, storeImplementations } from "../../tests/support/stores";
import { EnquiryInbox } from "../inbox/inbox";
import { enquiriesCsv } from "./csv";
import { previewErasure } from "./erasure";
import { phoneKeySql } from "./phone-key-sql";
import type { EnquiryStore } from "./store";

/** [typed, national, e164, kind, the CSV's cell]. */
const SPELLINGS: Array<[string, string, string | null, "mobile" | "landline" | "foreign" | null, string]> = [
  // One Madurai mobile, every way people type it.
  ["98430 12345", "9843012345", "+919843012345", "mobile", "98430 12345"],
  ["9843012345", "9843012345", "+919843012345", "mobile", "98430 12345"],
  ["98430-12345", "9843012345", "+919843012345", "mobile", "98430 12345"],
  ["09843012345", "9843012345", "+919843012345", "mobile", "98430 12345"],
  ["+91 98430 12345", "9843012345", "+919843012345", "mobile", "98430 12345"],
  ["+91-98430-12345", "9843012345", "+919843012345", "mobile", "98430 12345"],
  ["+919843012345", "9843012345", "+919843012345", "mobile", "98430 12345"],
  ["(+91) 98430 12345", "9843012345", "+919843012345", "mobile", "(+91) 98430 12345"],
  ["919843012345", "9843012345", "+919843012345", "mobile", "98430 12345"],
  ["+91 (0) 98430 12345", "9843012345", "+919843012345", "mobile", "98430 12345"],
  ["0091 98430 12345", "9843012345", "+919843012345", "mobile", "0091 98430 12345"],
  ["00919843012345", "9843012345", "+919843012345", "mobile", "98430 12345"],
  // A + typed before the trunk 0.
  ["+09843012345", "9843012345", "+919843012345", "mobile", "98430 12345"],
  ["6012345678", "6012345678", "+916012345678", "mobile", "60123 45678"],
  // One Madurai landline: area code 452.
  ["0452 253 0000", "4522530000", "+914522530000", "landline", "0452 253 0000"],
  ["0452-2530000", "4522530000", "+914522530000", "landline", "0452 253 0000"],
  ["04522530000", "4522530000", "+914522530000", "landline", "0452 253 0000"],
  ["+91 452 253 0000", "4522530000", "+914522530000", "landline", "0452 253 0000"],
  ["+91 (0) 452 253 0000", "4522530000", "+914522530000", "landline", "0452 253 0000"],
  ["+910452 2530000", "4522530000", "+914522530000", "landline", "0452 253 0000"],
  ["91 452 2530000", "4522530000", "+914522530000", "landline", "91 452 2530000"],
  ["(0452) 2530000", "4522530000", "+914522530000", "landline", "0452 253 0000"],
  ["044 2345 6789", "4423456789", "+914423456789", "landline", "044 2345 6789"],
  // Abroad: + or 00 and a country code other than 91.
  ["+44 20 7946 0958", "442079460958", "+442079460958", "foreign", "0044 20 7946 0958"],
  ["0044 20 7946 0958", "442079460958", "+442079460958", "foreign", "0044 20 7946 0958"],
  ["+442079460958", "442079460958", "+442079460958", "foreign", "00 442079460958"],
  ["+1 415 555 0100", "14155550100", "+14155550100", "foreign", "001 415 555 0100"],
  ["+971 50 123 4567", "971501234567", "+971501234567", "foreign", "00971 50 123 4567"],
  // Numbers that cannot be dialled as typed: still one person by their digits.
  ["2530000", "2530000", null, null, "25300 00"],
  ["+91 98430 1234", "91984301234", null, null, "91984 301234"],
  ["098430123451", "098430123451", null, null, "09843 0123451"],
  ["+1234567", "1234567", null, null, "00 1234567"],
];

describe("one reading of a phone number", () => {
  it.each(SPELLINGS)("%s reads as %s (%s, %s)", (typed, national, e164, kind) => {
    expect(readPhone(typed)).toEqual({ national, e164, kind });
  });

  it.each(["", "0", "-", "12345", "+91", "+-() ", "call me", null, undefined])("%s is no phone number", (typed) => {
    expect(readPhone(typed)).toBeNull();
  });

  it.each(SPELLINGS)("the CSV writes %s as text a spreadsheet keeps", (typed, _national, _e164, _kind, cell) => {
    const csv = enquiriesCsv([{ createdAt: "2026-11-28T10:00:00.000Z", phone: typed }], ["phone"]);
    expect(csv.split("\r\n")[1]).toBe(`"${cell}"`);
  });

  it.each(SPELLINGS)("the reply buttons dial %s as %s", (typed, _national, e164, kind) => {
    const links = replyLinks({ name: "Meena", email: "meena@example.in", phone: typed, service: "SEO", businessName: null, language: "en" });
    expect(links.call).toBe(e164 ? `tel:${e164}` : null);
    const messages = kind === "mobile" || kind === "foreign";
    expect(links.whatsapp?.startsWith(`https://wa.me/${e164?.slice(1)}?`) ?? false).toBe(messages);
    expect(links.sms?.startsWith(`sms:${e164}?`) ?? false).toBe(messages);
  });

  it.each(["1 09843 012345", "0919843012345", "9198430123451", "+91 0 98430 123456", "+1234567890123456", "+91 (0) 98430 1234"])("%s cannot be dialled", (typed) => {
    expect(readPhone(typed)?.e164).toBeNull();
  });

  it.each(["+12345678", "+123456789012345"])("%s, written with + and 8 to 15 digits, is a number abroad", (typed) => {
    expect(readPhone(typed)).toMatchObject({ e164: `+${typed.slice(1)}`, kind: "foreign" });
  });

  it("the site's own links dial its number as read", () => {
    expect(siteIdentity.phone.e164).toBe(readPhone(siteIdentity.phone.display)?.e164);
    expect(siteIdentity.whatsappNumber).toBe(siteIdentity.phone.e164.slice(1));
  });
});

const implementations = await storeImplementations();
describe.each(implementations)("the key in SQL on $name", ({ skip, open }) => {
  const stores: EnquiryStore[] = [];
  afterAll(async () => {
    for (const store of stores) await store.close();
  });

  it.skipIf(skip)("gives every spelling the national number readPhone gives it; erasure and search find each spelling by any other", async () => {
    const store = await open();
    stores.push(store);
    for (const [typed] of SPELLINGS) await store.addEnquiry(newEnquiry({ phone: typed, email: `${typed.replace(/\D/g, "")}@example.in` }));
    const rows = await store.sql.query<{ phone: string; key: string }>(`SELECT phone, ${phoneKeySql("phone")} AS key FROM enquiries ORDER BY id`);
    expect(rows.map((row) => [row.phone, row.key])).toEqual(SPELLINGS.map(([typed, national]) => [typed, national]));

    const sharing = (national: string) => SPELLINGS.filter((spelling) => spelling[1] === national).map(([typed]) => typed).sort();
    const inbox = new EnquiryInbox(store.sql);
    for (const [typed, national] of SPELLINGS) {
      const found = await previewErasure(store.sql, { phone: typed });
      expect(found.enquiries.map((enquiry) => enquiry.phone).sort(), `erasing ${typed}`).toEqual(sharing(national));
      const listed = await inbox.list({ status: "all", q: typed, page: 1 } as Parameters<EnquiryInbox["list"]>[0]);
      expect(listed.enquiries.map((enquiry) => enquiry.phone), `searching ${typed}`).toEqual(expect.arrayContaining(sharing(national)));
    }
  });
});
