/** The site reads pages and takes form posts; nothing else (fetch's Request refuses TRACE, CONNECT, …). */
import type { IncomingMessage, ServerResponse } from "node:http";

const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/** Answers OPTIONS with 204 and any method but GET, HEAD and POST with 405, both with Allow; false for those three. */
export function refuseOtherMethods(req: IncomingMessage, res: ServerResponse): boolean {
  if (ALLOWED_METHODS.includes(req.method ?? "")) return false;
  const allow = ALLOWED_METHODS.join(", ");
  if (req.method === "OPTIONS") {
    res.writeHead(204, { Allow: allow });
    res.end();
    return true;
  }
  res.writeHead(405, { Allow: allow, "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end("Method Not Allowed\n", () => req.socket.destroySoon());
  return true;
}
