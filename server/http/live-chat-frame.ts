/**
 * The live chat's own document, `/live-chat-frame` (decision 0058). The public pages frame it in
 * `<iframe sandbox>` without allow-same-origin (app/components/layout/live-chat.tsx); it loads
 * LIVE_CHAT_SCRIPT_URL and nothing of this site. Its policy sandboxes it too, with the same
 * tokens, so wherever it is opened (framed, or alone in a window the chat opened) the chat runs
 * with an opaque origin: the owner's cookie goes with none of its requests, it reads no answer of
 * this site and no page around it. This policy is the only one that names the chat origin.
 * Without a chat script the path is not answered here (a 404 from React Router).
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LIVE_CHAT_FRAME_PATH, LIVE_CHAT_SANDBOX } from "~/shared/live-chat";
import { liveChatOrigin } from "./content-security-policy";

/**
 * The frame's policy: the chat origin may serve scripts, styles, images, fonts and media, be
 * connected to, framed and posted to; nothing else may. Only this site's pages may frame it.
 */
function frameCsp(chat: string | null): string {
  const only = (...sources: string[]) => {
    const list = [...sources, ...(chat ? [chat] : [])];
    return list.length ? list.join(" ") : "'none'";
  };
  return [
    "default-src 'none'",
    `script-src ${only()}`,
    `style-src ${only("'unsafe-inline'")}`,
    `img-src ${only("data:")}`,
    `font-src ${only()}`,
    `media-src ${only()}`,
    `connect-src ${only()}`,
    `frame-src ${only()}`,
    `form-action ${only()}`,
    "base-uri 'none'",
    "frame-ancestors 'self'",
    `sandbox ${LIVE_CHAT_SANDBOX}`,
  ].join("; ");
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function frameDocument(scriptUrl: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
    "<title>Live chat</title><style>html,body{margin:0;background:transparent}</style></head>" +
    `<body><script src="${escapeAttribute(scriptUrl)}" async></script></body></html>\n`
  );
}

/**
 * Answers GET and HEAD of `/live-chat-frame` when the build has a chat script; returns false
 * for anything else. Over HTTPS an http: chat origin is left out of the policy (the browser
 * would block it as mixed content anyway).
 */
export function createLiveChatFrame(scriptUrl: string | null): (req: IncomingMessage, res: ServerResponse, https: boolean) => boolean {
  const origin = liveChatOrigin(scriptUrl);
  if (!scriptUrl || !origin) return () => false;
  const body = Buffer.from(frameDocument(scriptUrl));
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  return (req, res, https) => {
    const target = req.url ?? "";
    const pathname = target.includes("?") ? target.slice(0, target.indexOf("?")) : target;
    if (pathname !== LIVE_CHAT_FRAME_PATH || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const headers = {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": frameCsp(https && origin.startsWith("http:") ? null : origin),
      // Old browsers that know no frame-ancestors: this site's pages may frame it.
      "X-Frame-Options": "SAMEORIGIN",
      "X-Robots-Tag": "noindex",
      "Cache-Control": "no-cache",
      ETag: etag,
    };
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    res.writeHead(200, { ...headers, "Content-Length": String(body.length) });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
