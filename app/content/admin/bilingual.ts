/**
 * How the inbox's words are kept (issue 30): each screen's copy is a module in this folder
 * with its English and its Tamil side by side, joined by `bilingual`, so that a Tamil side
 * missing a key fails `tsc` (the same `Translation` type as the public site's copy, decision 0043).
 * A screen reads its words with `copy[lang]`, `lang` being the owner's (useAdminLang()).
 * This folder is a chunk of the inbox's own (vite.config.ts): no visitor downloads it.
 */
import type { Lang } from "~/shared/lang";
import type { Translation } from "~/content/translation";

export function bilingual<T>(en: T, ta: Translation<T>): Record<Lang, Translation<T>> {
  return { en: en as Translation<T>, ta };
}
