/** What the counting takes from a browser: beacon events and the form's attribution field. */
import { describe, expect, it } from "vitest";
import { ATTRIBUTION_TEXT_MAX, type BeaconEvent } from "../../app/shared/analytics";
import { attributionFromForm, beaconEventSchema, firstProblem, isUncountedPath } from "./event-input";

const pages = new Set(["/", "/contact", "/services", "/ta", "/ta/contact", "/ta/services"]);
const schema = beaconEventSchema(pages);

const event = (overrides: Partial<BeaconEvent> & Record<string, unknown> = {}) => ({
  name: "pageview",
  path: "/services",
  attribution: { source: "instagram", utmSource: "ig", utmCampaign: "diwali", landing: "/" },
  ...overrides,
});

function problem(input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstProblem(result.error);
}

describe("beaconEventSchema", () => {
  it("takes every beacon event on a page of the site, in either language", () => {
    expect(problem(event())).toBeNull();
    expect(problem(event({ name: "whatsapp", path: "/ta/contact" }))).toBeNull();
    expect(problem(event({ name: "call", path: "/ta" }))).toBeNull();
    expect(problem(event({ name: "email" }))).toBeNull();
    expect(problem(event({ name: "outbound", target: "www.instagram.com" }))).toBeNull();
    expect(problem(event({ name: "language", target: "ta" }))).toBeNull();
    const full = { source: "google", referrer: "www.google.co.in", utmSource: "g", utmMedium: "cpc", utmCampaign: "x", utmTerm: "t", utmContent: "c", click: "gclid", landing: "/ta/services" };
    expect(schema.parse(event({ attribution: full as BeaconEvent["attribution"] })).attribution).toEqual(full);
  });

  it("refuses an event the browser may not send, or that does not exist", () => {
    expect(problem(event({ name: "enquiry" as "call" }))).toMatch(/^name:/);
    expect(problem(event({ name: "purchase" as "call" }))).toMatch(/^name:/);
    expect(problem(null)).not.toBeNull();
    expect(problem([event()])).not.toBeNull();
  });

  it("refuses a path that is not a page of the site, and a landing page that is not one", () => {
    for (const path of ["/nope", "https://evil.example/", "//evil.example", "/contact?x=1", "/services/", "", "/ta/nope"]) {
      expect(problem(event({ path }))).toBe("path: a page of this site");
    }
    expect(problem(event({ attribution: { source: "direct", landing: "/wp-login.php" } }))).toBe("attribution.landing: a page of this site");
  });

  it("lets through the paths it never counts, for the endpoint to drop", () => {
    for (const path of ["/admin", "/admin/enquiries/3", "/ADMIN", "/__manifest", "/contact.data", "/_root.data"]) {
      expect(isUncountedPath(path)).toBe(true);
      expect(problem(event({ path }))).toBeNull();
    }
    expect(isUncountedPath("/contact")).toBe(false);
  });

  it("bounds every text and keeps markup as text", () => {
    const long = "x".repeat(ATTRIBUTION_TEXT_MAX + 1);
    expect(problem(event({ attribution: { source: "other", utmCampaign: long, landing: "/" } }))).toMatch(/^attribution.utmCampaign: at most 100/);
    expect(problem(event({ attribution: { source: "other", utmCampaign: "x".repeat(ATTRIBUTION_TEXT_MAX), landing: "/" } }))).toBeNull();
    // Empty is the daily totals' 'other' (OTHER_VALUE); the browser leaves an empty value out.
    expect(problem(event({ attribution: { source: "other", utmCampaign: "", landing: "/" } }))).toBe("attribution.utmCampaign: not empty");
    expect(problem(event({ attribution: { source: "other", utmTerm: "a\nb", landing: "/" } }))).toMatch(/control/);
    expect(problem(event({ attribution: { source: "other", utmTerm: "a\u202Eb", landing: "/" } }))).toMatch(/control/);
    // A referrer is a host name, nothing more.
    expect(problem(event({ attribution: { source: "other", referrer: "<script>alert(1)</script>", landing: "/" } }))).toMatch(/^attribution.referrer/);
    expect(problem(event({ attribution: { source: "other", referrer: "evil.example/path", landing: "/" } }))).toMatch(/^attribution.referrer/);
    // A UTM value is the visitor's text: kept verbatim, shown escaped.
    const script = "<script>alert(1)</script>";
    expect(schema.parse(event({ attribution: { source: "other", utmSource: script, landing: "/" } })).attribution.utmSource).toBe(script);
  });

  it("refuses unknown fields, sources and click ids", () => {
    expect(problem(event({ visitor: "me" }))).not.toBeNull();
    expect(problem(event({ attribution: { source: "tiktok" as "other", landing: "/" } }))).toMatch(/^attribution.source/);
    expect(problem(event({ attribution: { source: "other", click: "msclkid" as "gclid", landing: "/" } }))).toMatch(/^attribution.click/);
    expect(problem(event({ attribution: { source: "other", landing: "/", ip: "1.2.3.4" } as BeaconEvent["attribution"] }))).not.toBeNull();
  });

  it("takes a target only where the event has one: a host for outbound, a language for language", () => {
    expect(problem(event({ name: "outbound" }))).toBe("target: a host for outbound");
    expect(problem(event({ name: "outbound", target: "<b>" }))).toMatch(/^target/);
    expect(problem(event({ name: "language", target: "fr" }))).toBe("target: a lang for language");
    expect(problem(event({ name: "pageview", target: "ta" }))).toBe("target: no target for pageview");
  });
});

describe("attributionFromForm", () => {
  const attribution = { source: "facebook", utmCampaign: "diwali", click: "fbclid", landing: "/ta" };

  it("reads the hidden field's JSON through the same schema", () => {
    expect(attributionFromForm(JSON.stringify(attribution), pages)).toEqual(attribution);
  });

  it("gives null, never an error, for a missing, broken or invalid field", () => {
    expect(attributionFromForm(null, pages)).toBeNull();
    expect(attributionFromForm("", pages)).toBeNull();
    expect(attributionFromForm("{", pages)).toBeNull();
    expect(attributionFromForm(JSON.stringify({ ...attribution, landing: "/elsewhere" }), pages)).toBeNull();
    expect(attributionFromForm(JSON.stringify({ ...attribution, source: "unknown" }), pages)).toBeNull();
    expect(attributionFromForm(new File(["{}"], "a.json"), pages)).toBeNull();
  });
});
