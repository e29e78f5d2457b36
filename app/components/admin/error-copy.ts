/**
 * What the inbox says of a failed request, by its HTTP status, in the owner's language: the
 * layout's error copy (app/content/admin/layout.ts). A page shows it as a card (admin-error.tsx);
 * a JSON answer (the passkeys and notifications pages' posts) carries it as one sentence, and
 * post-json.ts falls back on it when an answer has no message of its own (a proxy's 502).
 */
import { layoutCopy } from "~/content/admin/layout";
import type { Lang } from "~/shared/lang";

const KNOWN = [400, 401, 403, 404, 503] as const;

export function errorCopy(status: number, lang: Lang): { title: string; text: string } {
  const errors = layoutCopy[lang].errors;
  const known = KNOWN.find((code) => code === status);
  return known ? errors[known] : errors.other;
}

/** The error as one message: 'That request could not be read. Please go back and try again.' */
export function errorMessage(status: number, lang: Lang): string {
  const { title, text } = errorCopy(status, lang);
  return `${title}. ${text}`;
}
