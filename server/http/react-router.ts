/**
 * What no file answers goes to React Router: the request as a web Request (its URL on this
 * site, every header as sent, the body capped, aborted when the visitor leaves), the request
 * context the routes read (server/http/request-context.ts: the client's address among it), and React Router's answer sent back.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { isInboxPath } from "~/shared/admin-paths";
import { withAnalyticsOff } from "~/shared/analytics";
import type { EnquiryService } from "../enquiries/service";
import { declaresTooLarge, limitedBody, sendPayloadTooLarge } from "./body-limit";
import { clientAddress, type TrustedProxy } from "./client-address";
import { newNonce, type PagePolicies } from "./content-security-policy";
import { adminContext, clientAddressContext, cspNonceContext, dataRequestContext, enquiryServiceContext, type AdminServices } from "./request-context";
import { sitePath, validHost, type ForwardedProto } from "./request-url";
import { sendResponse } from "./send-response";

type Options = {
  /** Where /contact stores enquiries; null answers them with 503. */
  enquiries: EnquiryService | null;
  /** The owner's inbox and its sign-in; null answers /admin with 503. */
  admin: AdminServices | null;
  maxBodyBytes: number;
  policies: PagePolicies;
  /** Whose X-Forwarded-For names the client. */
  trusted: TrustedProxy;
  /** ANALYTICS=off: every page is sent marked so (decision 0082), as static.ts marks the pre-rendered ones. */
  analyticsOff?: boolean;
};

/**
 * A page rendered here, marked as counting nothing: `<html` is in the stream's first chunk (React
 * writes the document's start in one piece), edited as bytes (latin1 keeps every other byte as
 * it is, a letter cut at the chunk's end included).
 */
function markedAnalyticsOff(response: Response): Response {
  if (!response.body || !/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) return response;
  let first = true;
  const marked = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      controller.enqueue(first ? Buffer.from(withAnalyticsOff(Buffer.from(chunk).toString("latin1")), "latin1") : chunk);
      first = false;
    },
  });
  return new Response(response.body.pipeThrough(marked), { status: response.status, statusText: response.statusText, headers: response.headers });
}

export function createReactRouterHandler(
  build: ServerBuild,
  { enquiries, admin, maxBodyBytes, policies, trusted, analyticsOff = false }: Options,
): (req: IncomingMessage, res: ServerResponse, proto: ForwardedProto) => Promise<void> {
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV);

  return async (req, res, proto) => {
    if (declaresTooLarge(req, maxBodyBytes)) return sendPayloadTooLarge(req, res);
    const method = req.method ?? "GET";
    const hasBody = method !== "GET" && method !== "HEAD";

    // A malformed Host (or request target) must not turn into a 500: fall back to a plain one.
    const host = validHost(req.headers.host) ?? "localhost";
    let url: URL;
    try {
      // Joined, not resolved: a target of "//evil.example/x" stays a path on this host.
      url = new URL(`${proto ?? "http"}://${host}${sitePath(req.url ?? "/")}`);
    } catch {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      res.end("Bad Request\n");
      return;
    }
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);

    const controller = new AbortController();
    res.on("close", () => controller.abort());
    let tooLarge = false;
    // A body cut off at the limit ends the request: the answer is the 413 whatever the route
    // does, and an aborted request's errors are not logged (app/entry.server.tsx).
    const cutOff = () => {
      tooLarge = true;
      controller.abort();
    };
    const request = new Request(url, {
      method,
      headers,
      signal: controller.signal,
      ...(hasBody ? { body: limitedBody(req, maxBodyBytes, cutOff), duplex: "half" } : {}),
    } as RequestInit);

    const nonce = newNonce();
    const context = new RouterContextProvider();
    context.set(clientAddressContext, clientAddress(req, trusted));
    context.set(enquiryServiceContext, enquiries);
    context.set(cspNonceContext, nonce);
    context.set(adminContext, admin);
    context.set(dataRequestContext, url.pathname.endsWith(".data"));
    const rendered = await handleRequest(request, context);
    const response = analyticsOff ? markedAnalyticsOff(rendered) : rendered;
    // The visitor left, or was cut off for a body that never came (slow-clients.ts): nobody to answer.
    if (req.socket.destroyed) {
      await response.body?.cancel();
      return;
    }
    if (tooLarge) {
      await response.body?.cancel();
      return sendPayloadTooLarge(req, res);
    }
    const privatePage = isInboxPath(url.pathname);
    await sendResponse(req, res, response, { csp: policies.rendered(nonce, { owner: privatePage }), privatePage });
  };
}
