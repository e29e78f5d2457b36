/**
 * The owner's reply text (issue 30): per language, the WhatsApp and SMS greeting, the email's
 * subject and its body, with placeholders the enquiry fills in. One schema for the settings
 * page's check in the browser and the server's before it stores anything (and again when it
 * reads what is stored), so both refuse the same text for the same reason.
 *
 * Placeholders: {name} the enquirer's first name, {service} the service they asked about (in
 * the enquiry's language), {business} their business name. A business name is optional on the
 * form, so {business} goes inside [square brackets] with the words that only make sense with
 * it: "about {service}[ for {business}]" reads "about SEO for Ravi Stores", or "about SEO".
 * Which of the enquirer's words fill {name} and {business} is chosen by the caller
 * (app/components/admin/reply-links.ts): a business name that does not read as one is none.
 * The built-in text is copy (app/content/admin/replies.ts); see decision 0074.
 *
 * Each placeholder has an English and a Tamil spelling ({name} and {பெயர்}, …), and either works
 * in a template of either language, so a Tamil owner never has to type the English word
 * (issue 37, decision 0088). The Tamil spellings belong to the schema, like the English ones:
 * they are what a stored template may hold, not words the page says.
 */
import { z } from "zod";
import { isLang, LANGS, type Lang } from "./lang";
import { countLetters } from "./letters";

export const TEMPLATE_FIELDS = ["greeting", "subject", "body"] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
export type ReplyTemplate = Record<TemplateField, string>;
export type ReplyTemplates = Record<Lang, ReplyTemplate>;

export const PLACEHOLDERS = ["name", "service", "business"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** How each placeholder is written, per language; the settings page's buttons insert the template language's one. */
export const PLACEHOLDER_TOKENS: Record<Placeholder, Record<Lang, string>> = {
  name: { en: "{name}", ta: "{பெயர்}" },
  service: { en: "{service}", ta: "{சேவை}" },
  business: { en: "{business}", ta: "{வணிகம்}" },
};

/** Letters per field: a WhatsApp greeting and an email's opening, not a whole letter. */
export const TEMPLATE_LIMITS: Record<TemplateField, number> = { greeting: 600, subject: 150, body: 2000 };

/** What is wrong with one field, for the settings page to say in the owner's language. */
export type TemplateProblem =
  | { field: TemplateField; problem: "empty" }
  | { field: TemplateField; problem: "tooLong"; max: number }
  | { field: TemplateField; problem: "unknownPlaceholder"; placeholder: string }
  | { field: TemplateField; problem: "unbalancedBrackets" }
  | { field: TemplateField; problem: "businessOutsideBrackets" };

const PLACEHOLDER = /\{([^{}\s]{0,40})\}/g;
const OPTIONAL_PART = /\[([^[\]]*)\]/g;

/** The one place a `{…}` is recognised: the placeholder it spells in either language, or null for a word no placeholder spells. */
function placeholderOf(token: string): Placeholder | null {
  return PLACEHOLDERS.find((placeholder) => LANGS.some((lang) => PLACEHOLDER_TOKENS[placeholder][lang] === token)) ?? null;
}

/** Windows line ends as one; a subject (a mail header) on one line. */
function normalise(field: TemplateField, text: string): string {
  const lines = text.replace(/\r\n?/g, "\n");
  return (field === "subject" ? lines.replace(/\s+/g, " ") : lines).trim();
}

function problemsOf(field: TemplateField, text: string): TemplateProblem[] {
  if (text === "") return [{ field, problem: "empty" }];
  const problems: TemplateProblem[] = [];
  if (countLetters(text) > TEMPLATE_LIMITS[field]) problems.push({ field, problem: "tooLong", max: TEMPLATE_LIMITS[field] });
  for (const [token] of text.matchAll(PLACEHOLDER)) {
    if (!placeholderOf(token)) problems.push({ field, problem: "unknownPlaceholder", placeholder: token });
  }
  const outside = text.replace(OPTIONAL_PART, "");
  if (/[[\]]/.test(outside)) problems.push({ field, problem: "unbalancedBrackets" });
  else if ([...outside.matchAll(PLACEHOLDER)].some(([token]) => placeholderOf(token) === "business")) problems.push({ field, problem: "businessOutsideBrackets" });
  return problems;
}

function templateText(field: TemplateField) {
  return z
    .string()
    .transform((text) => normalise(field, text))
    .superRefine((text, context) => {
      for (const problem of problemsOf(field, text)) context.addIssue({ code: "custom", message: problem.problem, params: problem });
    });
}

/** One language's reply text, as the settings form posts it and as it is stored. */
export const replyTemplateSchema = z.object({
  greeting: templateText("greeting"),
  subject: templateText("subject"),
  body: templateText("body"),
});

/** The stored JSON: the languages the owner has changed (a missing one is the built-in text). */
/** What the owner changed: each language's text, or nothing for a language left built-in. */
export type StoredTemplates = Partial<Record<Lang, ReplyTemplate>>;

/** The problems of a refused template, each once and in the fields' order. */
export function templateProblems(error: z.ZodError): TemplateProblem[] {
  const found = error.issues.flatMap((issue) => {
    const problem = (issue as { params?: TemplateProblem }).params;
    if (problem) return [problem];
    // A field missing from the post (not a string) reads as empty.
    const field = issue.path[0];
    return typeof field === "string" && (TEMPLATE_FIELDS as readonly string[]).includes(field) ? [{ field: field as TemplateField, problem: "empty" as const }] : [];
  });
  return found.sort((a, b) => TEMPLATE_FIELDS.indexOf(a.field) - TEMPLATE_FIELDS.indexOf(b.field));
}

/**
 * The owner's stored templates, language by language: a language whose text no longer passes
 * the schema (or JSON that does not read) counts as not changed, and the other language keeps
 * its text, so that saving one language never drops the other.
 */
export function readStoredTemplates(json: string | null): StoredTemplates {
  if (!json) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  const stored: StoredTemplates = {};
  for (const lang of LANGS) {
    const parsed = replyTemplateSchema.safeParse((raw as Partial<Record<Lang, unknown>> | null)?.[lang]);
    if (parsed.success) stored[lang] = parsed.data;
  }
  return stored;
}

/** Each language's text: the owner's where they changed it, else the built-in one. */
export function effectiveTemplates(stored: StoredTemplates, builtIn: ReplyTemplates): ReplyTemplates {
  return Object.fromEntries(LANGS.map((lang) => [lang, stored[lang] ?? builtIn[lang]])) as ReplyTemplates;
}

/** The stored JSON after one language's text is saved (`template`) or reset (null); null when nothing is left. */
export function withTemplate(stored: StoredTemplates, lang: Lang, template: ReplyTemplate | null): string | null {
  const next: StoredTemplates = { ...stored, [lang]: template ?? undefined };
  const kept = Object.fromEntries(Object.entries(next).filter(([key, value]) => isLang(key) && value));
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
}

type TemplateValues = { name: string; service: string; business: string | null };

/**
 * A template with the enquiry's values in: the [parts] only with a business name, each
 * placeholder in either spelling, once (a name that reads "{service}" stays as typed).
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  const business = values.business?.trim() || null;
  const shaped = template.replace(OPTIONAL_PART, (_, inside: string) => (business ? inside : ""));
  const filled: Record<Placeholder, string> = { name: values.name, service: values.service, business: business ?? "" };
  return shaped.replace(PLACEHOLDER, (token) => {
    const placeholder = placeholderOf(token);
    return placeholder ? filled[placeholder] : token;
  });
}
