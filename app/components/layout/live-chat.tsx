import { useEffect } from "react";
import { useLocale } from "~/content/locale";
import { buildEnv } from "~/shared/build-env";

// Vite's preloading helper is not needed for the one chunk imported here (see
// components/contact/lazy-parts.tsx): the module defines its own, and the page saves half a kilobyte.
const __vitePreload = <T,>(load: () => Promise<T>) => load();
void __vitePreload;

/**
 * Adds the third-party live chat once per visit, after the page is interactive and the browser
 * is idle, so it never competes with the page itself: a sandboxed frame (decision 0058), whose
 * code is fetched then too (components/live-chat/frame.ts). Nothing is loaded when
 * LIVE_CHAT_SCRIPT_URL was unset at build time.
 */
export function LiveChat({ enabled = Boolean(buildEnv.liveChatScriptUrl) }: { enabled?: boolean }) {
  const title = useLocale().ui.layout.liveChat;
  useEffect(() => {
    if (!enabled) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    const start = () => idle(() => void import("~/components/live-chat/frame").then((frame) => frame.loadLiveChat(title)));
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, [enabled, title]);
  return null;
}
