import { errorMessage } from "~/components/admin/error-copy";
import { isLang } from "~/shared/lang";

/** A refusal from an inbox endpoint, with the message to show the owner. */
export class RequestRefused extends Error {
  constructor(
    message: string,
    /** The server asks for a fresh sign-in first (adding a passkey long after signing in). */
    readonly signInAgain = false,
  ) {
    super(message);
  }
}

/**
 * POSTs JSON to one of the inbox's endpoints (passkeys, notifications), or nothing when `body`
 * is undefined (the test notification takes no body); a refusal throws RequestRefused.
 */
export async function postJson(url: string, body: unknown): Promise<Record<string, unknown>> {
  const request = body === undefined ? { method: "POST" } : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  const response = await fetch(url, request);
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new RequestRefused(typeof json.message === "string" ? json.message : errorMessage(response.status, pageLang()), json.signInAgain === true);
  return json;
}

/** The page's language (the inbox's <html lang> is the owner's), for words the answer did not bring. */
function pageLang() {
  const lang = typeof document === "undefined" ? "en" : document.documentElement.lang;
  return isLang(lang) ? lang : "en";
}
