/**
 * The live chat's frame, fetched after the page is interactive (../layout/live-chat.tsx). The
 * chat runs in a sandboxed frame of its own document, without allow-same-origin (decision
 * 0058): it can reach nothing of the site, the owner's inbox least of all.
 *
 * A corner frame sized for the chat's bubble, above the WhatsApp button. A chat whose window opens asks the page for room with a message,
 * `parent.postMessage("live-chat:open", "*")`, and gives it back with "live-chat:close"; the
 * frame then grows to a window (the whole screen of a phone) above the page, and shrinks again.
 * A message can do nothing else, and only the frame's own is heard.
 */
import { LIVE_CHAT_FRAME_PATH, LIVE_CHAT_SANDBOX } from "~/shared/live-chat";

export const LIVE_CHAT_FRAME_ID = "live-chat";

/**
 * The frame's look: closed, a corner for the chat's bubble above the WhatsApp button (the hint
 * that opens beside that button stays clear of it); open (data-open), the whole screen of a
 * phone, a window in the corner from sm up.
 */
const FRAME_CLASS =
  "fixed right-0 bottom-18 z-40 size-24 border-0 sm:bottom-20 data-open:bottom-0 data-open:z-[55] data-open:size-full " +
  "sm:data-open:bottom-0 sm:data-open:h-[min(40rem,100dvh)] sm:data-open:w-100";

/** Adds the frame once; it stays across navigations, named in the language of the page shown. */
export function loadLiveChat(title: string, doc: Document = document): boolean {
  const existing = doc.getElementById(LIVE_CHAT_FRAME_ID);
  if (existing) {
    existing.title = title;
    return false;
  }
  const frame = doc.createElement("iframe");
  frame.id = LIVE_CHAT_FRAME_ID;
  frame.title = title;
  frame.src = LIVE_CHAT_FRAME_PATH;
  frame.setAttribute("sandbox", LIVE_CHAT_SANDBOX);
  frame.className = FRAME_CLASS;
  doc.defaultView?.addEventListener("message", (event) => {
    if (event.source !== frame.contentWindow) return;
    if (event.data === "live-chat:open") frame.dataset.open = "";
    if (event.data === "live-chat:close") delete frame.dataset.open;
  });
  doc.body.appendChild(frame);
  return true;
}
