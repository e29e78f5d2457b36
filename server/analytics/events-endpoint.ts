/**
 * POST /api/events, where the beacon posts (docs/decisions/0064-cookieless-analytics.md). Answered
 * in the server's pipeline before React Router, since it is asked for on every page view and tap.
 * In order: only POST (405); only from the site's own pages, by Origin or, without one,
 * Sec-Fetch-Site (400); at most EVENTS_PER_MINUTE per client (429); a body of at most
 * EVENT_BODY_MAX_BYTES, read no further (413); one event that the schema takes (400 with the
 * reason). A good event is answered 204 at once and written with the next batch. Bots,
 * prefetches and the paths never counted get the same 204 and are not kept, and so is every
 * event with ANALYTICS=off: nothing fails visibly. No answer sets a cookie.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { EVENT_BODY_MAX_BYTES, EVENTS_PATH } from "../../app/shared/analytics";
import { sendPayloadTooLarge } from "../http/body-limit";
import { clientAddress, clientGroup, type TrustedProxy } from "../http/client-address";
import type { ForwardedProto } from "../http/request-url";
import { isOwnOrigin } from "../http/same-origin";
import { MemoryRateLimit } from "../rate-limits/memory-rate-limit";
import { beaconEventSchema, firstProblem, isUncountedPath, type SitePages } from "./event-input";
import type { SiteAnalytics } from "./site-analytics";

/** A visitor clicking through pages and taps sends a few a minute; a script sends far more. */
const EVENTS_PER_MINUTE = 120;

type EndpointOptions = {
  /** Null where the site runs without services: every event is answered 204 and dropped. */
  analytics: SiteAnalytics | null;
  pages: SitePages;
  trusted: TrustedProxy;
};

const NO_STORE = { "Cache-Control": "no-store" };

function answer(res: ServerResponse, status: number, text?: string, headers: Record<string, string> = {}): void {
  if (text === undefined) {
    res.writeHead(status, { ...NO_STORE, ...headers });
    res.end();
    return;
  }
  res.writeHead(status, { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8", ...headers });
  res.end(`${text}\n`);
}

/** From one of the site's pages: its own Origin, or, where a browser sent none, Sec-Fetch-Site. */
function fromOwnPage(req: IncomingMessage, proto: ForwardedProto): boolean {
  if (req.headers.origin !== undefined) return isOwnOrigin(req, proto);
  return req.headers["sec-fetch-site"] === "same-origin";
}

/** A prefetch or prerender by the browser, not a visit (Sec-Purpose, or the older Purpose). */
function isPrefetch(req: IncomingMessage): boolean {
  const purpose = `${req.headers["sec-purpose"] ?? ""} ${req.headers.purpose ?? ""}`;
  return /prefetch|prerender/i.test(purpose);
}

/**
 * The body as text; "too large" once it grows past `maxBytes` (the rest is not read); "gone" when
 * the client left, or was cut off for a body too slow (server/http/slow-clients.ts), before its end.
 */
function readBody(req: IncomingMessage, maxBytes: number): Promise<string | "too large" | "gone"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > maxBytes) {
        req.off("data", onData);
        req.pause();
        return resolve("too large");
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.once("close", () => resolve("gone"));
  });
}

/** The endpoint as a piece of the pipeline (server/app.ts): true when the request was for it. */
export function createEventsEndpoint({ analytics, pages, trusted }: EndpointOptions) {
  const schema = beaconEventSchema(pages);
  const rateLimit = new MemoryRateLimit(EVENTS_PER_MINUTE, 60_000);

  async function receive(req: IncomingMessage, res: ServerResponse, proto: ForwardedProto): Promise<void> {
    if (req.method !== "POST") return answer(res, 405, "Method Not Allowed: events are posted.", { Allow: "POST" });
    if (!analytics?.enabled) return answer(res, 204);
    if (!fromOwnPage(req, proto)) return answer(res, 400, "Bad Request: events are taken from this site's own pages only.");
    const ip = clientAddress(req, trusted);
    const limit = rateLimit.consume(clientGroup(ip), Date.now());
    if (!limit.allowed) return answer(res, 429, "Too Many Requests: slow down.", { "Retry-After": String(limit.retryAfterSeconds) });
    if (Number(req.headers["content-length"] ?? 0) > EVENT_BODY_MAX_BYTES) return sendPayloadTooLarge(req, res);
    const body = await readBody(req, EVENT_BODY_MAX_BYTES);
    if (body === "gone") return;
    if (body === "too large") return sendPayloadTooLarge(req, res);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return answer(res, 400, "Bad Request: an event is one JSON object.");
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) return answer(res, 400, `Bad Request: ${firstProblem(parsed.error)}.`);
    const userAgent = req.headers["user-agent"] ?? "";
    if (userAgent === "" || isbot(userAgent) || isPrefetch(req) || isUncountedPath(parsed.data.path)) return answer(res, 204);
    // Answered first: the beacon never waits for the count (salt of a new day, full queue).
    answer(res, 204);
    await analytics.count(parsed.data, { ip, userAgent });
  }

  return (req: IncomingMessage, res: ServerResponse, proto: ForwardedProto): boolean => {
    const target = req.url ?? "/";
    if (target !== EVENTS_PATH && !target.startsWith(`${EVENTS_PATH}?`)) return false;
    receive(req, res, proto).catch((error) => {
      console.error("Analytics: event not counted", error);
      if (!res.headersSent) answer(res, 500, "Internal Server Error");
    });
    return true;
  };
}
