// Stryker disable all: a test helper, not code under test (stryker.config.mjs mutates server/**).
/**
 * node:http's request and response as the server's pieces see them, without a connection: for
 * the tests of a piece that reads a request or answers one (server/http/*.test.ts).
 */
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";

/** A request as node:http hands it over, with these headers (lower-case names), target and method. */
export function fakeRequest(headers: Record<string, string | undefined>, url?: string, method = "GET"): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) req.headers[name] = value;
  if (url !== undefined) req.url = url;
  req.method = method;
  return req;
}

/** A response that records its headers (setHeader); see `answered` for what writeHead and end were given. */
export function fakeResponse(): ServerResponse {
  return new ServerResponse(fakeRequest({}));
}

/** What a piece answered: its status, headers and body, or null when it let the request through. */
export type Answer = { status: number; headers: Record<string, string>; body: string };

/**
 * Runs a piece of the server that either answers a request (and says so) or lets it through,
 * with a response that records what it was given.
 */
export function answered(piece: (res: ServerResponse) => boolean): Answer | null {
  let answer: Answer = { status: 0, headers: {}, body: "" };
  const res = {
    writeHead(status: number, headers: Record<string, string> = {}) {
      answer = { ...answer, status, headers: { ...headers } };
      return res;
    },
    end(body?: string, done?: () => void) {
      answer.body = body ?? "";
      done?.();
      return res;
    },
  };
  const through = !piece(res as unknown as ServerResponse);
  if (through) {
    if (answer.status !== 0) throw new Error("The piece answered but said it did not");
    return null;
  }
  return answer;
}
