/**
 * The names the owner reads for where a visit came from (app/shared/analytics.ts `SOURCES`), in
 * the inbox and on the dashboard. English: the inbox is in English only. `unknown` is an enquiry
 * with no attribution (sent without JavaScript, or before attribution): never guessed.
 */
import type { Source } from "~/shared/analytics";

export const SOURCE_LABELS: Record<Source | "unknown", string> = {
  google: "Google",
  bing: "Bing",
  facebook: "Facebook",
  instagram: "Instagram",
  whatsapp: "WhatsApp",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  ai: "AI assistants",
  other: "Other sites",
  direct: "Direct",
  unknown: "Unknown",
};
