/**
 * Times as a reader in Madurai reads them: always India Standard Time, in the reader's language,
 * with fixed names rather than Intl's ('25 Nov 2026, 5:05 pm', '25 நவம்பர் 2026, மாலை 5:05').
 * Browsers' locale data differ ('Sep' or 'Sept'; Tamil 'நவ. 25, 2:05 PM IST' with Latin PM and
 * IST, review 2, N48), and the server's text must be the text the browser hydrates. The owner's
 * inbox (app/components/admin/when.tsx) and the visitor's confirmation of a kept enquiry
 * (app/components/contact/enquiry-sent.tsx) both write times with these.
 */
import { IST_OFFSET_MS } from "./analytics";
import type { Lang } from "./lang";

const ENGLISH_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const TAMIL_MONTHS = ["ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்", "அக்டோபர்", "நவம்பர்", "டிசம்பர்"];

/** The part of the day Tamil speakers name before a 12-hour time ('மாலை 6:40'). */
function tamilDayPart(hour: number): string {
  if (hour < 4) return "இரவு";
  if (hour < 6) return "அதிகாலை";
  if (hour < 12) return "காலை";
  // In Madurai 3 pm is still மதியம்; மாலை begins at 4 (review 2, N34).
  if (hour < 16) return "மதியம்";
  if (hour < 19) return "மாலை";
  return "இரவு";
}

/** An instant's calendar and clock in India. */
export function istParts(ms: number) {
  const date = new Date(ms + IST_OFFSET_MS);
  return { hour: date.getUTCHours(), minute: date.getUTCMinutes(), weekday: date.getUTCDay(), day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() };
}

/** The clock time: '6:40 pm' in English, 'மாலை 6:40' in Tamil. */
export function formatTime(ms: number, lang: Lang): string {
  const { hour, minute } = istParts(ms);
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, "0")}`;
  return lang === "ta" ? `${tamilDayPart(hour)} ${clock}` : `${clock} ${hour < 12 ? "am" : "pm"}`;
}

/** The date: '25 Nov 2026' in English, '25 நவம்பர் 2026' in Tamil; without the year when `withYear` is false. */
export function formatDate(ms: number, lang: Lang, withYear = true): string {
  const { day, month, year } = istParts(ms);
  const name = (lang === "ta" ? TAMIL_MONTHS : ENGLISH_MONTHS)[month];
  return withYear ? `${day} ${name} ${year}` : `${day} ${name}`;
}

/** The exact time: '25 Nov 2026, 5:05 pm' / '25 நவம்பர் 2026, மாலை 5:05'; '25 Nov, 5:05 pm' without the year. */
export function formatWhen(ms: number | string, lang: Lang = "en", withYear = true): string {
  const at = new Date(ms).getTime();
  return `${formatDate(at, lang, withYear)}, ${formatTime(at, lang)}`;
}
