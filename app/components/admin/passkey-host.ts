/**
 * Passkeys are bound to SITE_URL's host (decision 0062): on any other address (a local test,
 * a staging host, a bare IP) the browser refuses the ceremony, and its error reads like a
 * cancelled prompt. The pages check the address before they start one, and read the browser's
 * SecurityError the same way, so the owner learns where passkeys work instead.
 */
import { passkeyCopy } from "~/content/admin/passkeys";
import type { Lang } from "~/shared/lang";

/** Why passkeys cannot work here, or null: this page is not on `passkeyOrigin`, or the browser refused it as another site's (`error`). */
export function passkeyFailure(passkeyOrigin: string, lang: Lang, error?: unknown): string | null {
  const elsewhere = window.location.origin !== passkeyOrigin;
  const refusedAsForeign = error instanceof Error && error.name === "SecurityError";
  return elsewhere || refusedAsForeign ? passkeyCopy[lang].workOnHost(new URL(passkeyOrigin).host) : null;
}
