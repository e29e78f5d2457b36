/**
 * A device's name as the owner reads it (review 2, N36). The server names a device from its
 * User-Agent in English (server/auth/device-name.ts) and stores that name with a push
 * subscription and a passkey: the English name is the device's code, and every page and mail
 * names it in the owner's language when it shows it, rows stored before this included. iPhone,
 * iPad and Mac are names, the same in Tamil; a name this table does not know is shown as stored.
 */
import type { Lang } from "./lang";

const TAMIL_DEVICE_NAMES: Record<string, string> = {
  "Android phone": "Android போன்",
  "Windows PC": "Windows கம்ப்யூட்டர்",
  "Linux computer": "Linux கம்ப்யூட்டர்",
  Device: "சாதனம்",
};

export function deviceLabel(stored: string, lang: Lang): string {
  return lang === "ta" ? (TAMIL_DEVICE_NAMES[stored] ?? stored) : stored;
}

/**
 * A passkey's name as the owner reads it: stored as 'Android phone, added 28 Nov 2026'
 * (server/auth/passkeys.ts); in Tamil the device in Tamil and the day it was added, as the inbox writes a date.
 */
export function passkeyLabel(stored: string, lang: Lang, addedOn: string): string {
  if (lang === "en") return stored;
  const device = stored.replace(/, added [^,]*$/, "");
  return `${deviceLabel(device, lang)}, ${addedOn} அன்று சேர்த்தது`;
}
