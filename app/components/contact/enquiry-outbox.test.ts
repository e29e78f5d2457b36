import { afterEach, describe, expect, it, vi } from "vitest";
import { enquirySchemaIn } from "../../shared/enquiry";
import { enquiryMessages } from "~/content/contact-copy.server";
import { validationEn } from "~/content/en/contact";
import { ATTRIBUTION_FIELD } from "../../shared/analytics";
import { EMPTY_ENQUIRY_FORM, SUBMISSION_ID_FIELD } from "../../shared/enquiry-form";
import {
  DRAFT_KEY,
  DRAFT_MAX_AGE_MS,
  clearDraft,
  isNetworkFailure,
  loadDraft,
  loadOutbox,
  newSubmissionId,
  outboxAction,
  outboxFormData,
  queueEnquiry,
  removeFromOutbox,
  resendDelayMs,
  saveDraft,
} from "./enquiry-outbox";
import { OUTBOX_KEY, outboxWaiting } from "./outbox-signals";

/** localStorage's interface over a Map; `full` makes every write throw, as a full or private-mode storage does. */
function memoryStorage({ full = false } = {}): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (full) throw new DOMException("quota", "QuotaExceededError");
      items.set(key, String(value));
    },
  };
}

const typed = { ...EMPTY_ENQUIRY_FORM, name: "Meena", email: "meena@example.in", message: "Jigarthanda shop, Instagram ads." };
const NOW = Date.parse("2026-11-23T10:00:00Z");

describe("the draft", () => {
  it("keeps what was typed for 7 days, then forgets it", () => {
    const storage = memoryStorage();
    saveDraft(storage, typed, NOW);
    expect(loadDraft(storage, NOW + DRAFT_MAX_AGE_MS)).toEqual(typed);
    expect(loadDraft(storage, NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("never keeps the honeypot or anything but the visible fields", () => {
    const storage = memoryStorage();
    saveDraft(storage, { ...typed, website: "http://spam.example" } as typeof typed, NOW);
    expect(storage.getItem(DRAFT_KEY)).not.toContain("website");
    storage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: NOW, values: { ...typed, website: "x", name: 5 } }));
    expect(loadDraft(storage, NOW)).toEqual({ ...typed, name: "" });
  });

  it("stores nothing for an empty form, clears on request, and ignores junk", () => {
    const storage = memoryStorage();
    saveDraft(storage, { ...EMPTY_ENQUIRY_FORM, name: "   " }, NOW);
    expect(storage.length).toBe(0);
    saveDraft(storage, typed, NOW);
    clearDraft(storage);
    expect(loadDraft(storage, NOW)).toBeNull();
    storage.setItem(DRAFT_KEY, "{not json");
    expect(loadDraft(storage, NOW)).toBeNull();
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("keeps its data under fixed keys for exactly 7 days", () => {
    expect([DRAFT_KEY, OUTBOX_KEY, DRAFT_MAX_AGE_MS]).toEqual(["enquiry-draft", "enquiry-outbox", 604_800_000]);
  });

  it("forgets a draft with no date or no values", () => {
    const storage = memoryStorage();
    storage.setItem(DRAFT_KEY, JSON.stringify({ values: typed }));
    expect(loadDraft(storage, NOW)).toBeNull();
    storage.setItem(DRAFT_KEY, JSON.stringify({ values: null, savedAt: NOW }));
    expect(loadDraft(storage, NOW)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it("does not throw when storage refuses to write", () => {
    expect(() => saveDraft(memoryStorage({ full: true }), typed, NOW)).not.toThrow();
  });
});

describe("the outbox", () => {
  const id = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";

  it("queues a submission once, and removes it by id", () => {
    const storage = memoryStorage();
    expect(queueEnquiry(storage, { submissionId: id, values: typed, queuedAt: NOW, lang: "en" })).toBe(true);
    expect(queueEnquiry(storage, { submissionId: id, values: { ...typed, name: "Changed" }, queuedAt: NOW + 1, lang: "en" })).toBe(true);
    const other = "4f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
    queueEnquiry(storage, { submissionId: other, values: typed, queuedAt: NOW + 2, lang: "ta" });
    expect(loadOutbox(storage)).toEqual([
      { submissionId: id, values: typed, queuedAt: NOW, lang: "en" },
      { submissionId: other, values: typed, queuedAt: NOW + 2, lang: "ta" },
    ]);
    removeFromOutbox(storage, id);
    expect(loadOutbox(storage).map((entry) => entry.submissionId)).toEqual([other]);
    removeFromOutbox(storage, other);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it("says so when storage refuses the entry (the page then shows the ordinary error)", () => {
    expect(queueEnquiry(memoryStorage({ full: true }), { submissionId: id, values: typed, queuedAt: NOW, lang: "en" })).toBe(false);
  });

  it("drops malformed entries", () => {
    const storage = memoryStorage();
    storage.setItem(
      OUTBOX_KEY,
      JSON.stringify([
        { submissionId: 5 },
        null,
        { submissionId: 5, values: typed, queuedAt: NOW, lang: "en" },
        { submissionId: id, values: typed },
        { submissionId: id, values: typed, queuedAt: NOW, lang: "en" },
      ]),
    );
    expect(loadOutbox(storage)).toEqual([{ submissionId: id, values: typed, queuedAt: NOW, lang: "en" }]);
    storage.setItem(OUTBOX_KEY, JSON.stringify({ submissionId: id, values: typed, queuedAt: NOW, lang: "en" }));
    expect(loadOutbox(storage)).toEqual([]);
  });

  it("keeps the language an enquiry was written in (English for an entry queued before it was kept), and posts it to that language's form", () => {
    const storage = memoryStorage();
    storage.setItem(
      OUTBOX_KEY,
      JSON.stringify([
        { submissionId: id, values: typed, queuedAt: NOW },
        { submissionId: id, values: typed, queuedAt: NOW, lang: "fr" },
        { submissionId: id, values: typed, queuedAt: NOW, lang: "ta" },
      ]),
    );
    const langs = loadOutbox(storage).map((entry) => entry.lang);
    expect(langs).toEqual(["en", "en", "ta"]);
    expect(loadOutbox(storage).map(outboxAction)).toEqual(["/contact", "/contact", "/ta/contact"]);
  });

  it("says whether anything waits without reading it, and no when storage is out of reach", () => {
    const storage = memoryStorage();
    expect(outboxWaiting(storage)).toBe(false);
    queueEnquiry(storage, { submissionId: id, values: typed, queuedAt: NOW, lang: "ta" });
    expect(outboxWaiting(storage)).toBe(true);
    expect(outboxWaiting({ getItem: () => { throw new Error("SecurityError"); } } as unknown as Storage)).toBe(false);
  });

  it("posts a queued enquiry as the form would, with its submission id", () => {
    const form = outboxFormData({ submissionId: id, values: typed, queuedAt: NOW, lang: "en" }, SUBMISSION_ID_FIELD);
    expect(Object.fromEntries(form)).toEqual({ ...typed, submissionId: id });
  });

  it("keeps the visit's attribution with a queued enquiry and posts it as the form did, so a late send is attributed too", () => {
    const storage = memoryStorage();
    const attribution = JSON.stringify({ source: "instagram", utmCampaign: "diwali", landing: "/ta/services/meta-ads" });
    queueEnquiry(storage, { submissionId: id, values: typed, attribution, queuedAt: NOW, lang: "ta" });
    const [queued] = loadOutbox(storage);
    expect(queued).toEqual({ submissionId: id, values: typed, attribution, queuedAt: NOW, lang: "ta" });
    expect(outboxFormData(queued!, SUBMISSION_ID_FIELD).get(ATTRIBUTION_FIELD)).toBe(attribution);
  });

  it("an enquiry queued without attribution (no field, or queued before there was one) is posted without it", () => {
    const storage = memoryStorage();
    storage.setItem(OUTBOX_KEY, JSON.stringify([{ submissionId: id, values: typed, attribution: { source: "direct" }, queuedAt: NOW }]));
    const [queued] = loadOutbox(storage);
    expect(queued).toEqual({ submissionId: id, values: typed, queuedAt: NOW, lang: "en" });
    expect(outboxFormData(queued!, SUBMISSION_ID_FIELD).has(ATTRIBUTION_FIELD)).toBe(false);
  });
});

describe("resending", () => {
  it("waits 5 s, doubling to at most 5 minutes", () => {
    expect([0, 1, 2, 3, 10, 100].map(resendDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 300_000, 300_000]);
  });

  it("counts only a send that got no answer as a network failure", () => {
    expect(isNetworkFailure(new TypeError("Failed to fetch"), true)).toBe(true);
    expect(isNetworkFailure(new Error("anything"), false)).toBe(true);
    expect(isNetworkFailure(new Error("Unexpected server response"), true)).toBe(false);
    expect(isNetworkFailure(new DOMException("aborted", "AbortError"), true)).toBe(false);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("uses the browser's random UUID where there is one", () => {
    vi.spyOn(crypto, "randomUUID").mockReturnValue("3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b");
    expect(newSubmissionId()).toBe("3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b");
  });

  it("makes a version 4 UUID from random bytes where there is none (plain HTTP)", () => {
    // Random bytes that are all zero, so only the version and variant bits are set.
    vi.stubGlobal("crypto", { getRandomValues: (array: Uint8Array) => array });
    expect(newSubmissionId()).toBe("00000000-0000-4000-8000-000000000000");
  });

  it("makes ids the shared schema accepts", () => {
    const ids = new Set(Array.from({ length: 50 }, newSubmissionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(enquirySchemaIn(enquiryMessages(validationEn)).shape.submissionId.safeParse(id).success).toBe(true);
  });
});
