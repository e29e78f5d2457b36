import { useEffect } from "react";
import { buildEnv } from "~/shared/build-env";

export const LIVE_CHAT_SCRIPT_ID = "live-chat-widget";

/**
 * Adds the third-party live-chat script once per visit, after the page is interactive and
 * the browser is idle, so it never competes with the page itself. Nothing is loaded when
 * LIVE_CHAT_SCRIPT_URL was unset at build time.
 */
export function loadLiveChat(src: string | null, doc: Document = document): boolean {
  if (!src || doc.getElementById(LIVE_CHAT_SCRIPT_ID)) return false;
  const script = doc.createElement("script");
  script.id = LIVE_CHAT_SCRIPT_ID;
  script.src = src;
  script.async = true;
  doc.body.appendChild(script);
  return true;
}

export function LiveChat({ src = buildEnv.liveChatScriptUrl }: { src?: string | null }) {
  useEffect(() => {
    if (!src) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    const start = () => idle(() => loadLiveChat(src));
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, [src]);
  return null;
}
