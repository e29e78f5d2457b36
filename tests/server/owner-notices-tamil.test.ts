/**
 * Issue 37: no English on a Tamil inbox. Every mail the inbox sends an owner (the sign-in link,
 * a passkey added, a new enquiry) and every push (a new enquiry, the test notification), composed
 * for a Tamil owner, for every service, every device name and both pages an enquiry comes from:
 * after the data (the site's name, links, addresses, what the enquirer typed) is taken out, no
 * Latin word is left but the allowed names (tests/support/latin-in-tamil.ts, the list the Tamil
 * pages are held to). And no time in them is Intl's 'PM' or 'IST'. Needs no build.
 */
import { describe, expect, it } from "vitest";
import { SERVICE_NAME_OPTIONS } from "../../app/shared/services";
import { siteIdentity } from "../../app/shared/site";
import { enquiryPush, testPush } from "../../server/alerts/push-message";
import { passkeyAddedMail } from "../../server/auth/passkey-mail";
import { signInMail } from "../../server/auth/sign-in-mail";
import { composeNotification } from "../../server/enquiries/notification-mail";
import type { Enquiry } from "../../server/enquiries/store";
import { latinWords } from "../support/latin-in-tamil";
import { ENQUIRY_WITH_MARKUP } from "../support/stores";

const SITE = "https://www.vaigaidigital.in";
/** What the server names devices (server/auth/device-name.ts), stored as they are. */
const DEVICES = ["iPhone", "iPad", "Android phone", "Mac", "Windows PC", "Linux computer", "Device"];
const enquiry: Enquiry = { ...ENQUIRY_WITH_MARKUP, id: 42, createdAt: "2025-08-24T10:30:00.000Z", language: "ta", attribution: null };

/** The owner's words of a mail or push: its text without the data it carries. */
function ownWords(text: string): string[] {
  // An HTML body: its markup out, then its escaped values read back as the mail app shows them.
  let own = !text.startsWith("<!doctype") ? text : text.replace(/<[^>]*>/g, " ").replace(/&(lt|gt|amp|quot|#39);/g, (_, name: string) => ({ lt: "<", gt: ">", amp: "&", quot: '"', "#39": "'" })[name]!);
  for (const value of [siteIdentity.name, enquiry.name, enquiry.email, enquiry.phone ?? "", enquiry.businessName ?? "", enquiry.message]) {
    if (value) own = own.split(value).join(" ");
  }
  own = own.replace(/https?:\/\/\S+/g, " ").replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ");
  return latinWords(own);
}

const notices: Array<[string, string]> = [
  ...Object.entries(signInMail(siteIdentity.name, `${SITE}/admin/sign-in/verify?token=t`, "ta")).map(([part, text]) => [`sign-in mail ${part}`, text] as [string, string]),
  ...DEVICES.flatMap((device) => Object.entries(passkeyAddedMail(siteIdentity.name, SITE, device, Date.parse("2026-01-25T19:00:00Z"), "ta")).map(([part, text]) => [`passkey mail (${device}) ${part}`, text] as [string, string])),
  ...SERVICE_NAME_OPTIONS.flatMap((service) =>
    (["en", "ta"] as const).flatMap((language) => {
      const mail = composeNotification({ ...enquiry, service, language, phone: language === "en" ? null : enquiry.phone }, SITE, "ta");
      return [["subject", mail.subject], ["text", mail.text], ["html", mail.html]].map(([part, text]) => [`enquiry mail (${service}, from the ${language} page) ${part}`, text] as [string, string]);
    }),
  ),
  ...SERVICE_NAME_OPTIONS.flatMap((service) => {
    const push = enquiryPush({ ...enquiry, service, message: "வணக்கம், ஒரு வெப்சைட் வேண்டும்." }, "ta");
    return [[`push (${service}) title`, push.title], [`push (${service}) body`, push.body]] as Array<[string, string]>;
  }),
  ["test push title", testPush("ta").title],
  ["test push body", testPush("ta").body],
];

describe("a Tamil owner's mails and pushes", () => {
  it.each(notices)("%s has no English word", (_, text) => {
    expect(ownWords(text)).toEqual([]);
    expect(text).not.toMatch(/\b(AM|PM|IST)\b/);
  });

  it("catches an English word (the check itself)", () => {
    expect(ownWords(signInMail(siteIdentity.name, `${SITE}/x`, "en").text)).toContain("Tap");
    expect(ownWords("Android போன், Windows கம்ப்யூட்டர், Device")).toEqual(["Device"]);
  });
});
