/**
 * The one check of what a browser tells the counting (docs/decisions/0064-cookieless-analytics.md):
 * a beacon event posted to /api/events, and the visit's attribution the contact form carries in
 * its hidden field. Both come from anyone, so every field is bounded: a known event name, a
 * path that is one of the site's pages, texts of 1 to ATTRIBUTION_TEXT_MAX characters without
 * control characters (the browser leaves an empty value out, and the daily totals' 'other' row
 * is the empty value, OTHER_VALUE), a referrer that is a host name. What passes is stored as text
 * and only ever shown escaped.
 */
import { z } from "zod";
import { ATTRIBUTION_TEXT_MAX, BEACON_EVENT_NAMES, CLICK_IDS, SOURCES, type Attribution, type BeaconEvent } from "../../app/shared/analytics";
import { isInboxPath } from "../../app/shared/admin-paths";
import { LANGS } from "../../app/shared/lang";

/** The site's pages, in both languages, as the pre-rendering and the sitemap list them ("/", "/ta/about", …). */
export type SitePages = ReadonlySet<string>;

// C0 controls, DEL and C1 controls, and the bidirectional overrides that make text read other than it is.
const UNSAFE_CHARS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/** Paths a page view on them is never counted for: the owner's inbox, React Router's route manifest and data requests. */
export function isUncountedPath(path: string): boolean {
  return isInboxPath(path) || path === "/__manifest" || path.startsWith("/__manifest?") || path.endsWith(".data");
}

const text = z
  .string()
  .min(1, "not empty")
  .max(ATTRIBUTION_TEXT_MAX, `at most ${ATTRIBUTION_TEXT_MAX} characters`)
  .refine((value) => !UNSAFE_CHARS.test(value), "no control characters");

const hostName = text.refine((value) => HOST_NAME.test(value), "a host name such as www.google.com");

const pagePath = (pages: SitePages) => z.string().refine((value) => pages.has(value), "a page of this site");

/** A visit's attribution (app/shared/analytics.ts `Attribution`); no other field is taken. */
function attributionSchema(pages: SitePages) {
  return z.strictObject({
    source: z.enum(SOURCES),
    referrer: hostName.optional(),
    utmSource: text.optional(),
    utmMedium: text.optional(),
    utmCampaign: text.optional(),
    utmTerm: text.optional(),
    utmContent: text.optional(),
    click: z.enum(CLICK_IDS).optional(),
    landing: pagePath(pages),
  }) satisfies z.ZodType<Attribution>;
}

/**
 * One beacon event. `path` is a page of the site, or one the counting drops (isUncountedPath);
 * `target` is the other site's host for `outbound`, the language switched to for `language`,
 * and absent otherwise.
 */
export function beaconEventSchema(pages: SitePages) {
  return z
    .strictObject({
      name: z.enum(BEACON_EVENT_NAMES),
      path: z.string().refine((value) => pages.has(value) || isUncountedPath(value), "a page of this site"),
      target: hostName.optional(),
      attribution: attributionSchema(pages),
    })
    .superRefine((event, ctx) => {
      const wanted = event.name === "outbound" ? "host" : event.name === "language" ? "lang" : "none";
      const fits =
        wanted === "host" ? event.target !== undefined : wanted === "lang" ? LANGS.some((lang) => lang === event.target) : event.target === undefined;
      if (!fits) ctx.addIssue({ code: "custom", path: ["target"], message: `${wanted === "none" ? "no target" : `a ${wanted}`} for ${event.name}` });
    }) satisfies z.ZodType<BeaconEvent>;
}

/** The first problem of a refused event, short enough for a 400's text: "path: a page of this site". */
export function firstProblem(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return "not an event";
  return issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

/**
 * The contact form's hidden attribution field (JSON), checked by the same schema: null when it
 * is missing (no JavaScript), not JSON or not a valid attribution. An enquiry is never refused
 * for it; its source then reads as unknown.
 */
export function attributionFromForm(value: FormDataEntryValue | null, pages: SitePages): Attribution | null {
  if (typeof value !== "string" || value === "" || value.length > 2048) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  const result = attributionSchema(pages).safeParse(json);
  return result.success ? result.data : null;
}
