/**
 * Writes React Router's web Response to node:http: each Set-Cookie a header of its own, a
 * charset on bare text types, the page's own policy on HTML, a cache default, the owner's
 * pages kept private, and the body compressed when the client accepts it.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { writeReadableStreamToWritable } from "@react-router/node";
import { acceptedEncodings, createCompressor, isCompressible } from "./compression";
import { OWNER_PAGE_HEADERS } from "./security-headers";

/** Text types get an explicit charset (React Router sends its data as bare text/x-script). */
function withCharset(contentType: string | null): string | null {
  if (!contentType || /;\s*charset=/i.test(contentType)) return contentType;
  return /^(text\/|application\/(json|javascript|xml))/i.test(contentType) ? `${contentType}; charset=utf-8` : contentType;
}

type SendOptions = {
  /** The policy of an HTML answer: a page rendered per request carries a nonce of its own. */
  csp: string;
  /** The owner's inbox: never kept by a browser or a proxy, never indexed, whatever a route says. */
  privatePage: boolean;
};

export async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response, { csp, privatePage }: SendOptions): Promise<void> {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") headers[name] = value;
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const contentType = withCharset(response.headers.get("content-type"));
  if (contentType) headers["content-type"] = contentType;
  const isHtml = /^text\/html\b/i.test(contentType ?? "");
  // A page rendered per request carries a nonce of its own: never cache or share it.
  if (isHtml) headers["content-security-policy"] = csp;
  if (!response.headers.has("cache-control")) headers["cache-control"] = isHtml ? "no-store" : "no-cache";
  if (privatePage) {
    for (const [name, value] of Object.entries(OWNER_PAGE_HEADERS)) headers[name.toLowerCase()] = value;
  }

  const bodyAllowed = response.body && req.method !== "HEAD" && response.status !== 204 && response.status !== 304;
  const compressible = isCompressible(contentType) && !response.headers.has("content-encoding");
  if (compressible) headers.vary = response.headers.has("vary") ? `${response.headers.get("vary")}, Accept-Encoding` : "Accept-Encoding";
  const encoding = compressible ? acceptedEncodings(req.headers["accept-encoding"])[0] : undefined;
  if (bodyAllowed && encoding) {
    headers["content-encoding"] = encoding;
    delete headers["content-length"];
    res.writeHead(response.status, headers);
    try {
      await pipeline(Readable.fromWeb(response.body as NodeReadableStream), createCompressor(encoding), res);
    } catch (error) {
      // The visitor went away mid-response; nothing more to do.
      if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
    }
    return;
  }
  res.writeHead(response.status, headers);
  if (bodyAllowed) {
    await writeReadableStreamToWritable(response.body!, res);
  } else {
    await response.body?.cancel();
    res.end();
  }
}
