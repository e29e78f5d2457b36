/**
 * What the owner reads for each source a visit or an enquiry is attributed to (app/shared/analytics.ts):
 * the inbox's filter, its enquiry page and exports, and the dashboard. The inbox is in English only.
 */
import type { Source, UNKNOWN_SOURCE } from "~/shared/analytics";

export const SOURCE_LABELS: Record<Source | typeof UNKNOWN_SOURCE, string> = {
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
