/**
 * Request bodies are capped at MAX_BODY_BYTES: a larger one is refused with 413 before it is
 * read when its Content-Length says so, or as soon as it grows past the cap when it is chunked.
 * The 413 reaches a client that is still sending (lingering close).
 */
import type { IncomingMessage, ServerResponse } from "node:http";

const PAYLOAD_TOO_LARGE = "Payload Too Large: the form is larger than this site accepts.\n";

/** Whether the request declares a body (Content-Length) larger than `maxBytes`; GET and HEAD have none to cap. */
export function declaresTooLarge(req: IncomingMessage, maxBytes: number): boolean {
  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD") return false;
  return Number(req.headers["content-length"] ?? 0) > maxBytes;
}

/**
 * The request body as a web stream that errors once more than `maxBytes` arrived, so a
 * chunked upload without Content-Length is cut off instead of buffered. It reads from
 * the socket only as fast as the route consumes it.
 */
export function limitedBody(req: IncomingMessage, maxBytes: number, onTooLarge: () => void): ReadableStream<Uint8Array> {
  let received = 0;
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on("data", (chunk: Buffer) => {
          if (settled) return;
          received += chunk.byteLength;
          if (received > maxBytes) {
            settled = true;
            req.pause();
            onTooLarge();
            controller.error(new Error(`Request body larger than ${maxBytes} bytes`));
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once("end", () => {
          if (settled) return;
          settled = true;
          controller.close();
        });
        req.once("error", (error) => {
          if (settled) return;
          settled = true;
          controller.error(error);
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        settled = true;
        req.pause();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/**
 * After a 413, how much more of the refused body is read (and dropped, never kept) and for how
 * long. Closing at once while the client is still sending makes the kernel answer its data
 * with a reset, which destroys the 413 before the client reads it ("lingering close").
 */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 5_000;

/** Answers 413 and closes the connection once the client has sent what it meant to (or the bounds above). */
export function sendPayloadTooLarge(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  // Node closes a "Connection: close" socket as soon as the answer is written; here it only
  // half-closes, and keeps reading until the client has sent what it meant to (or the bounds).
  socket.destroySoon = () => void socket.end();
  res.writeHead(413, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end(PAYLOAD_TOO_LARGE);
  if (req.complete) return;
  // Whatever happens, the connection is gone after LINGER_MS or LINGER_BYTES more bytes.
  const cut = () => socket.destroy();
  setTimeout(cut, LINGER_MS).unref();
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > LINGER_BYTES) cut();
  });
  req.resume();
}
