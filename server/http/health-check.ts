/**
 * `GET /healthz` (and HEAD) for a process manager or load balancer: 200 `{"ok":true}` when the
 * database answers a trivial query in time, 503 `{"ok":false}` otherwise. It comes before the
 * pre-rendered files and React Router (server/app.ts), so it touches neither the page cache nor
 * the rate limits, and it is never cached (decision 0068).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { SqlDatabase } from "../db/sql";

const HEALTH_PATH = "/healthz";

/** A database slower than this counts as down: a probe must not hang on a stalled connection. */
const HEALTH_TIMEOUT_MS = 2_000;

/** What the check asks: the enquiry service's store (server/enquiries/service.ts), or none. */
type Checked = { store: { sql: Pick<SqlDatabase, "query"> } } | null;

async function databaseAnswers(enquiries: Checked, timeoutMs: number): Promise<boolean> {
  if (!enquiries) return false;
  const database = enquiries.store.sql;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const answered = database.query("SELECT 1 AS ok").then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Answers `/healthz` (any query string) and returns true; false for every other path. Methods
 * other than GET and HEAD get 405. Without an enquiry service (the site cannot take enquiries) it is 503.
 */
export function createHealthCheck(enquiries: Checked, timeoutMs = HEALTH_TIMEOUT_MS) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const target = req.url ?? "/";
    if (target !== HEALTH_PATH && !target.startsWith(`${HEALTH_PATH}?`)) return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed\n");
      return true;
    }
    const ok = await databaseAnswers(enquiries, timeoutMs);
    const body = JSON.stringify({ ok });
    res.writeHead(ok ? 200 : 503, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Length": String(Buffer.byteLength(body)),
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
