/**
 * Text as a reader counts it: in letters (grapheme clusters, by `Intl.Segmenter`), not in the
 * UTF-16 units of `.length` and `.slice`. A Tamil letter is one to three units (க = 1, கொ and
 * க் = 2), so a limit in units stops a Tamil name at about 58 of 100 letters, and a cut in units
 * can leave a consonant without its vowel sign, which is another letter (decision 0069).
 * The browser and the server count with this one module, so they agree.
 */
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** A text's letters, in order: a Tamil letter with its vowel sign or pulli stays whole. */
export function splitLetters(text: string): string[] {
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

/** The letters of a text, as a reader counts them (spaces and punctuation count as one each). */
export function countLetters(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/** The first `max` letters of a text, never cutting inside one. */
export function cutLetters(text: string, max: number): string {
  // A letter is at least one unit: a text of at most `max` units has at most `max` letters.
  if (text.length <= max) return text;
  let count = 0;
  for (const { index } of graphemes.segment(text)) {
    if (count === max) return text.slice(0, index);
    count++;
  }
  return text;
}

const utf8 = new TextEncoder();

/** The bytes a text takes in UTF-8, as it is stored and sent. */
export function utf8Bytes(text: string): number {
  return utf8.encode(text).byteLength;
}
