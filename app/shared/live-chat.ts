/**
 * The live chat's frame (decision 0058): the public pages draw the third-party chat in an
 * iframe of this document (app/components/layout/live-chat.tsx), which the server answers
 * (server/http/live-chat-frame.ts). Both sandbox it with these tokens: scripts, forms and
 * windows, never allow-same-origin, so the chat runs with an opaque origin of its own.
 */
export const LIVE_CHAT_FRAME_PATH = "/live-chat-frame";

export const LIVE_CHAT_SANDBOX = "allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox";
