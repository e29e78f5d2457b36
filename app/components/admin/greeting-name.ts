/**
 * The name a reply greets an enquirer by (issue 37, decision 0083). In Tamil Nadu a name is
 * often written initial first ('K. Murugan', 'ரா. தமிழ்ச்செல்வன்', 'S.K. Rajan'), and a
 * clinic's enquirer may write a title ('Dr. Priya', 'டாக்டர் பிரியா'): the first word as typed
 * would open a reply with "Hello K.," or "வணக்கம் Dr.,". So leading initials are skipped, a
 * title stays with the name after it, and a name that is only initials or titles is used whole.
 */
import { splitLetters } from "~/shared/letters";

/**
 * Titles, without their dot, in lower case. A title is kept ('Dr. Priya'); words that are also
 * given names ('Selvi', 'செல்வி') are not here, since they would be kept alone.
 */
const TITLES = new Set([
  ...["dr", "mr", "mrs", "ms", "miss", "prof", "er", "adv", "sri", "shri", "smt", "thiru", "tmt", "capt"],
  ...["டாக்டர்", "டா", "மருத்துவர்", "முனைவர்", "பேராசிரியர்", "திரு", "திருமதி", "ஸ்ரீ", "ஸ்ரீமதி", "வழக்கறிஞர்"],
]);

/** A name's words, with a word that runs on after a dot split there: 'S.K.Rajan' is 'S.', 'K.', 'Rajan'. */
function nameParts(name: string): string[] {
  return name.split(/\s+/).flatMap((word) => word.match(/[^.]+\.*|\.+/g) ?? []);
}

function isTitle(part: string): boolean {
  return TITLES.has(part.replace(/\.+$/, "").toLowerCase());
}

/**
 * An initial: one letter with or without a dot ('K.', 'A', 'க.', 'ரா.': a Tamil letter is a
 * consonant with its vowel sign, one grapheme), or two with a dot ('Ch.', 'மு.'), or two capitals
 * ('SK'). Two letters without a dot and not in capitals are a name: 'Om', 'சிவா' (சி + வா).
 */
function isInitial(part: string): boolean {
  const dotted = part.endsWith(".");
  const letters = part.replace(/\.+$/, "");
  if (!/^[\p{L}\p{M}]+$/u.test(letters)) return false;
  const count = splitLetters(letters).length;
  return count === 1 || (count === 2 && (dotted || /^\p{Lu}{2}$/u.test(letters)));
}

/** The name a reply greets by: the first name after any initials, with its title; else the name as typed. */
export function greetingName(name: string): string {
  const typed = name.trim();
  const titles: string[] = [];
  for (const part of nameParts(typed)) {
    if (isTitle(part)) titles.push(part);
    // A dot after the name itself ('Priya.') is not part of a greeting.
    else if (!isInitial(part)) return [...titles, part.replace(/\.+$/, "")].join(" ");
  }
  return typed;
}
