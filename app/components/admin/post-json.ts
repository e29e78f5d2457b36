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

/** POSTs JSON to one of the inbox's endpoints (passkeys); a refusal throws RequestRefused. */
export async function postJson(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new RequestRefused(typeof json.message === "string" ? json.message : "That did not work. Please try again.", json.signInAgain === true);
  return json;
}
