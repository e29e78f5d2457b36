import { describe, expect, it } from "vitest";
import { BUILT_IN_TEMPLATES } from "~/components/admin/reply-links";
import {
  effectiveTemplates,
  fillTemplate,
  PLACEHOLDER_TOKENS,
  PLACEHOLDERS,
  readStoredTemplates,
  replyTemplateSchema,
  TEMPLATE_LIMITS,
  templateProblems,
  withTemplate,
  type ReplyTemplate,
} from "./reply-templates";

const good: ReplyTemplate = { greeting: "Hi {name}, about {service}[ for {business}].", subject: "About {service}", body: "Dear {name},\n\nThanks." };

function problems(template: Partial<Record<keyof ReplyTemplate, unknown>>) {
  const parsed = replyTemplateSchema.safeParse({ ...good, ...template });
  return parsed.success ? [] : templateProblems(parsed.error);
}

describe("the reply templates' schema", () => {
  it("accepts text with the three placeholders, and the built-in text", () => {
    expect(replyTemplateSchema.safeParse(good).success).toBe(true);
    for (const template of Object.values(BUILT_IN_TEMPLATES)) expect(replyTemplateSchema.safeParse(template).data).toEqual(template);
  });

  it("refuses a placeholder it does not know, naming it", () => {
    expect(problems({ greeting: "Hi {name}, {firstname} {முதல்பெயர்}" })).toEqual([
      { field: "greeting", problem: "unknownPlaceholder", placeholder: "{firstname}" },
      { field: "greeting", problem: "unknownPlaceholder", placeholder: "{முதல்பெயர்}" },
    ]);
    expect(problems({ subject: "{Name}" })).toEqual([{ field: "subject", problem: "unknownPlaceholder", placeholder: "{Name}" }]);
    // A Tamil word spelled almost right (the last letter's pulli missing) is not the placeholder.
    expect(problems({ subject: "{பெயர} {சேவை }" })).toEqual([{ field: "subject", problem: "unknownPlaceholder", placeholder: "{பெயர}" }]);
  });

  it("accepts the Tamil spelling of each placeholder, in a template of either language", () => {
    const tamil: ReplyTemplate = { greeting: "வணக்கம் {பெயர்}, {சேவை}[ {வணிகம்}].", subject: "{சேவை} – {name}", body: "Dear {பெயர்},[ {business} and {வணிகம்}]" };
    expect(problems(tamil)).toEqual([]);
    for (const placeholder of PLACEHOLDERS) {
      expect(problems({ subject: `[${PLACEHOLDER_TOKENS[placeholder].ta}]` }), placeholder).toEqual([]);
    }
  });

  it("counts letters, not UTF-16 units: a Tamil text of the limit passes, one more letter does not", () => {
    const tamil = "கொ".repeat(TEMPLATE_LIMITS.greeting);
    expect(problems({ greeting: tamil })).toEqual([]);
    expect(problems({ greeting: `${tamil}க` })).toEqual([{ field: "greeting", problem: "tooLong", max: TEMPLATE_LIMITS.greeting }]);
    expect(problems({ subject: "a".repeat(TEMPLATE_LIMITS.subject + 1) })).toEqual([{ field: "subject", problem: "tooLong", max: TEMPLATE_LIMITS.subject }]);
  });

  it("refuses an empty field, or one that is missing, rather than sending nothing", () => {
    expect(problems({ body: "  \n " })).toEqual([{ field: "body", problem: "empty" }]);
    expect(problems({ subject: undefined })).toEqual([{ field: "subject", problem: "empty" }]);
  });

  it("keeps {business} in [brackets] that pair up", () => {
    expect(problems({ greeting: "Hi {name} from {business}" })).toEqual([{ field: "greeting", problem: "businessOutsideBrackets" }]);
    expect(problems({ greeting: "Hi [{business}" })).toEqual([{ field: "greeting", problem: "unbalancedBrackets" }]);
    expect(problems({ greeting: "Hi [a [{business}] b]" })).toEqual([{ field: "greeting", problem: "unbalancedBrackets" }]);
    expect(problems({ greeting: "வணக்கம் {பெயர்}, {வணிகம்}" })).toEqual([{ field: "greeting", problem: "businessOutsideBrackets" }]);
  });

  it("puts a subject on one line and Windows line ends as one", () => {
    const parsed = replyTemplateSchema.parse({ ...good, subject: "About\r\n{service}", body: "Dear {name},\r\n\r\nThanks.  " });
    expect(parsed.subject).toBe("About {service}");
    expect(parsed.body).toBe("Dear {name},\n\nThanks.");
  });
});

describe("filling a template", () => {
  it("keeps the [part] with a business name and leaves it out without one", () => {
    expect(fillTemplate(good.greeting, { name: "Ravi", service: "SEO", business: "Ravi Stores" })).toBe("Hi Ravi, about SEO for Ravi Stores.");
    expect(fillTemplate(good.greeting, { name: "Ravi", service: "SEO", business: null })).toBe("Hi Ravi, about SEO.");
    expect(fillTemplate(good.greeting, { name: "Ravi", service: "SEO", business: "  " })).toBe("Hi Ravi, about SEO.");
  });

  it("fills each placeholder once: a name that looks like one stays as typed", () => {
    expect(fillTemplate("{name} / {service}", { name: "{service}", service: "SEO", business: null })).toBe("{service} / SEO");
    expect(fillTemplate("{பெயர்} / {சேவை}", { name: "{சேவை}", service: "SEO", business: null })).toBe("{சேவை} / SEO");
  });

  it("fills the Tamil spellings as the English ones, an unknown word left as it is", () => {
    const values = { name: "செல்வி", service: "வெப்சைட் டெவலப்மென்ட்", business: "செல்வி ஸ்டோர்ஸ்" };
    const tamil = "வணக்கம் {பெயர்}! {சேவை} பற்றி.[ {வணிகம்} வளர உதவுவோம்.] {முதல்பெயர்}";
    expect(fillTemplate(tamil, values)).toBe("வணக்கம் செல்வி! வெப்சைட் டெவலப்மென்ட் பற்றி. செல்வி ஸ்டோர்ஸ் வளர உதவுவோம். {முதல்பெயர்}");
    expect(fillTemplate(tamil, { ...values, business: null })).toBe("வணக்கம் செல்வி! வெப்சைட் டெவலப்மென்ட் பற்றி. {முதல்பெயர்}");
    expect(fillTemplate("{name} {பெயர்} {business}{வணிகம்}", values)).toBe("செல்வி செல்வி செல்வி ஸ்டோர்ஸ்செல்வி ஸ்டோர்ஸ்");
  });
});

describe("the stored JSON", () => {
  it("holds the languages the owner changed; a reset of the last one stores nothing", () => {
    const json = withTemplate({}, "ta", good)!;
    expect(JSON.parse(json)).toEqual({ ta: good });
    const stored = readStoredTemplates(json);
    expect(effectiveTemplates(stored, BUILT_IN_TEMPLATES)).toEqual({ en: BUILT_IN_TEMPLATES.en, ta: good });
    expect(JSON.parse(withTemplate(stored, "en", good)!)).toEqual({ en: good, ta: good });
    expect(withTemplate(stored, "ta", null)).toBeNull();
  });

  it("reads stored text that no longer passes, or is not JSON, as none", () => {
    expect(readStoredTemplates("{not json")).toEqual({});
    expect(readStoredTemplates(JSON.stringify({ en: { ...good, greeting: "{nope}" } }))).toEqual({});
    expect(readStoredTemplates(null)).toEqual({});
  });

  it("keeps a language's valid text when the other's no longer passes", () => {
    expect(readStoredTemplates(JSON.stringify({ en: { ...good, greeting: "{nope}" }, ta: good }))).toEqual({ ta: good });
  });
});
