/**
 * The names the owner reads for where a visit came from (app/shared/analytics.ts `SOURCES`), in
 * the inbox and on the dashboard, in the owner's language. `unknown` is an enquiry with no
 * attribution (sent without JavaScript, or before attribution): never guessed.
 */
import type { Source } from "~/shared/analytics";
import type { Lang } from "~/shared/lang";

const BRANDS = { google: "Google", bing: "Bing", facebook: "Facebook", instagram: "Instagram", whatsapp: "WhatsApp", youtube: "YouTube", linkedin: "LinkedIn" } as const;

export const SOURCE_LABELS: Record<Lang, Record<Source | "unknown", string>> = {
  en: { ...BRANDS, ai: "AI assistants", other: "Other sites", direct: "Direct", unknown: "Unknown" },
  ta: { ...BRANDS, ai: "AI உதவியாளர்கள்", other: "பிற வெப்சைட்கள்", direct: "நேரடி வருகை", unknown: "தெரியவில்லை" },
};
