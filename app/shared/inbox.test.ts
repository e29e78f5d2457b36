import { describe, expect, it } from "vitest";
import { enquiryActionSchema, INBOX_STATUSES, inboxQuery, NOTE_MAX, readInboxFilters, SEARCH_MAX, STATUS_LABELS } from "./inbox";

const read = (query: string) => readInboxFilters(new URLSearchParams(query));

describe("the inbox's filters from a URL", () => {
  it("default to the inbox, all services, no search, page 1", () => {
    expect(read("")).toEqual({ status: "inbox", service: undefined, q: "", page: 1 });
  });

  it("read a status, a service, a search and a page", () => {
    expect(read("status=spam&service=Meta+Ads&q=+diwali+&page=3")).toEqual({ status: "spam", service: "Meta Ads", q: "diwali", page: 3 });
  });

  it("fall back to the default for anything unknown or malformed, instead of failing", () => {
    expect(read("status=deleted&service=Hacking&page=-2")).toEqual({ status: "inbox", service: undefined, q: "", page: 1 });
    expect(read("page=abc").page).toBe(1);
    expect(read("page=2.5").page).toBe(1);
    expect(read(`q=${"x".repeat(500)}`).q).toHaveLength(SEARCH_MAX);
    expect(read("q=")).toEqual({ status: "inbox", service: undefined, q: "", page: 1 });
    // Cut between letters: 100 Tamil letters of 2 units each, not 50 and a half.
    expect(read(`q=${encodeURIComponent("கொ".repeat(150))}`).q).toBe("கொ".repeat(SEARCH_MAX));
  });

  it("read what brought an enquiry: source, campaign, landing page, language and period", () => {
    const filters = read("source=instagram&campaign=diwali&landing=%2Fta%2Fservices%2Fmeta-ads&lang=ta&period=30d");
    expect(filters).toMatchObject({ source: "instagram", campaign: "diwali", landing: "/ta/services/meta-ads", lang: "ta", period: "30d" });
    expect(read(inboxQuery(filters).slice(1))).toEqual(filters);
    expect(read("source=unknown").source).toBe("unknown");
    expect(read("source=myspace&landing=https://evil.example/&lang=fr&period=1y&campaign=" + "x".repeat(101))).toEqual(read(""));
  });

  it("make short links with the defaults left out, that read back the same", () => {
    expect(inboxQuery({ status: "inbox", page: 1, q: "" })).toBe("");
    const query = inboxQuery({ status: "replied", service: "SEO Optimization", q: "50% off & more", page: 2 });
    expect(read(query.slice(1))).toEqual({ status: "replied", service: "SEO Optimization", q: "50% off & more", page: 2 });
  });
});

describe("the owner's changes to an enquiry", () => {
  it("take one of five statuses (New: Mark as unread), or a note within its limit", () => {
    for (const status of ["replied", "spam", "archived", "read", "new"]) {
      expect(enquiryActionSchema.safeParse({ intent: "status", status })).toEqual({ success: true, data: { intent: "status", status } });
    }
    expect(enquiryActionSchema.safeParse({ intent: "note", note: "Call after Pongal" })).toEqual({
      success: true,
      data: { intent: "note", note: "Call after Pongal" },
    });
    expect(enquiryActionSchema.safeParse({ intent: "note", note: 5 }).success).toBe(false);
    expect(enquiryActionSchema.safeParse({ intent: "status", status: "deleted" }).success).toBe(false);
    expect(enquiryActionSchema.safeParse({ intent: "note", note: "x".repeat(NOTE_MAX) }).success).toBe(true);
    const long = enquiryActionSchema.safeParse({ intent: "note", note: "x".repeat(NOTE_MAX + 1) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(`Please keep the note to ${NOTE_MAX} characters or fewer.`);
    // Counted in letters: 2,000 Tamil letters (4,000 units) fit, one more does not.
    expect(enquiryActionSchema.safeParse({ intent: "note", note: "கொ".repeat(NOTE_MAX) }).success).toBe(true);
    expect(enquiryActionSchema.safeParse({ intent: "note", note: "கொ".repeat(NOTE_MAX + 1) }).success).toBe(false);
    expect(enquiryActionSchema.safeParse({ intent: "delete" }).success).toBe(false);
  });
});

describe("the statuses", () => {
  it("are labelled for the owner, and the inbox holds new, read and replied", () => {
    expect(STATUS_LABELS).toEqual({ new: "New", read: "Read", replied: "Replied", spam: "Spam", archived: "Archived" });
    expect(INBOX_STATUSES).toEqual(["new", "read", "replied"]);
  });
});
