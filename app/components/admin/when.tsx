/**
 * Times in the inbox, as the owner in Madurai reads them (issue 30): always India Standard Time,
 * in the owner's language. `formatWhen` (app/shared/ist-time.ts) is the exact time; `relativeWhen`
 * the short one a list shows ('5 min ago', 'yesterday 6:40 pm'); <When> shows the short one with
 * the exact one on the element (its title and its dateTime).
 */
import { IST_OFFSET_MS } from "~/shared/analytics";
import { formatDate, formatTime, formatWhen, istParts } from "~/shared/ist-time";
import type { Lang } from "~/shared/lang";
import { useAdminLang, useAdminNow } from "~/components/admin/admin-lang";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The IST calendar day number of an instant (days since 1970-01-01 in India). */
function istDay(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY);
}

// Fixed names rather than Intl's (app/shared/ist-time.ts says why).
const ENGLISH_WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const TAMIL_WEEKDAYS = ["ஞாயிறு", "திங்கள்", "செவ்வாய்", "புதன்", "வியாழன்", "வெள்ளி", "சனி"];

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
    return ta ? `${minutes} நிமிடம் முன்பு` : `${minutes} min ago`;
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
