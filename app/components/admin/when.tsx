/**
 * Times in the inbox, as the owner in Madurai reads them (issue 30): always India Standard Time,
 * in the owner's language. `formatWhen` is the exact time; `relativeWhen` the short one a list
 * shows ('5 min ago', 'yesterday 6:40 pm'); <When> shows the short one with the exact one on
 * the element (its title and its dateTime).
 */
import { IST_OFFSET_MS } from "~/shared/analytics";
import type { Lang } from "~/shared/lang";
import { useAdminLang, useAdminNow } from "~/components/admin/admin-lang";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The IST calendar day number of an instant (days since 1970-01-01 in India). */
function istDay(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY);
}

// Fixed names rather than Intl's: browsers' locale data differ ('Sep' or 'Sept'), and the server's
// text must be the text the browser hydrates.
const ENGLISH_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const TAMIL_MONTHS = ["ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்", "அக்டோபர்", "நவம்பர்", "டிசம்பர்"];
const ENGLISH_WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const TAMIL_WEEKDAYS = ["ஞாயிறு", "திங்கள்", "செவ்வாய்", "புதன்", "வியாழன்", "வெள்ளி", "சனி"];

/** The part of the day Tamil speakers name before a 12-hour time ('மாலை 6:40'). */
function tamilDayPart(hour: number): string {
  if (hour < 4) return "இரவு";
  if (hour < 6) return "அதிகாலை";
  if (hour < 12) return "காலை";
  if (hour < 15) return "மதியம்";
  if (hour < 19) return "மாலை";
  return "இரவு";
}

function istParts(ms: number) {
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

/** The exact time: '25 Nov 2026, 5:05 pm' / '25 நவம்பர் 2026, மாலை 5:05'. */
export function formatWhen(ms: number | string, lang: Lang = "en"): string {
  const at = new Date(ms).getTime();
  return `${formatDate(at, lang)}, ${formatTime(at, lang)}`;
}

/**
 * The short time, relative to `now`: 'just now', '5 min ago', 'today 3:05 pm', 'yesterday 6:40 pm',
 * 'Mon 6:40 pm' within the week, '25 Nov' within the year, '25 Nov 2025' before.
 */
export function relativeWhen(ms: number, now: number, lang: Lang): string {
  const ta = lang === "ta";
  const ago = now - ms;
  if (ago < MINUTE && ago > -5 * MINUTE) return ta ? "இப்போது" : "just now";
  if (ago >= MINUTE && ago < 60 * MINUTE) {
    const minutes = Math.floor(ago / MINUTE);
    return ta ? `${minutes} நிமிடம் முன்` : `${minutes} min ago`;
  }
  const days = istDay(now) - istDay(ms);
  const time = formatTime(ms, lang);
  if (days === 0) return ta ? `இன்று ${time}` : `today ${time}`;
  if (days === 1) return ta ? `நேற்று ${time}` : `yesterday ${time}`;
  if (days > 1 && days < 7) {
    const { weekday } = istParts(ms);
    const name = (ta ? TAMIL_WEEKDAYS : ENGLISH_WEEKDAYS)[weekday];
    return `${name} ${time}`;
  }
  return formatDate(ms, lang, istParts(ms).year !== istParts(now).year);
}

/** A time in the owner's language: the short form shown, the exact one on hover and for machines. */
export function When({ at, className }: { at: number; className?: string }) {
  const lang = useAdminLang();
  const now = useAdminNow();
  const exact = formatWhen(at, lang);
  return (
    <time dateTime={new Date(at).toISOString()} title={exact} className={className}>
      {relativeWhen(at, now, lang)}
    </time>
  );
}
