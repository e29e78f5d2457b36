/** Request bodies capped at MAX_BODY_BYTES: in the site's listener, and limitedBody alone. */
import { EventEmitter } from "node:events";
import type http from "node:http";
import net from "node:net";
import { describe, expect, it, vi } from "vitest";
import { limitedBody } from "./body-limit";
import { parseReply, send, upload } from "../test-support/raw-http";
import { expectSecurityHeaders, handled, MAX_BODY, post, rendered, useSites } from "../test-support/sites";

const { site, roomy } = await useSites();

describe("request bodies", () => {
  const PAYLOAD_TOO_LARGE = "Payload Too Large: the form is larger than this site accepts.\n";

  it("refuses with 413 a declared Content-Length over the limit, before reading the body", async () => {
    const reply = await post(site, "/contact", { body: "x".repeat(MAX_BODY + 1), keepAlive: true });
    expect(reply.status).toBe(413);
    expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
    expect(reply.header("connection")).toBe("close");
    expect(reply.text).toBe(PAYLOAD_TOO_LARGE);
    expectSecurityHeaders(reply);
  });

  it("takes a body of exactly the limit", async () => {
    const reply = await post(site, "/contact", { body: "y".repeat(MAX_BODY) });
    expect(reply.status).toBe(200);
    expect(rendered(reply).action).toBe(JSON.stringify({ received: MAX_BODY, start: "y".repeat(20) }));
  });

  it("refuses with 413 a chunked body that grows over the limit without a Content-Length", async () => {
    const reply = await post(site, "/contact", { body: undefined, chunks: ["z".repeat(600), "z".repeat(MAX_BODY + 1 - 600)], keepAlive: true });
    expect(reply.status).toBe(413);
    expect(reply.header("connection")).toBe("close");
    expect(reply.text).toBe(PAYLOAD_TOO_LARGE);
  });

  it("logs nothing when an action fails on a body cut off at the limit: the request is over (issue 27, finding 1)", async () => {
    // The fixture's action reads the body unguarded, and React Router logs what an action throws
    // unless the request was aborted.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const reply = await post(site, "/contact", { body: undefined, chunks: ["z".repeat(600), "z".repeat(MAX_BODY + 1 - 600)], keepAlive: true });
    expect(reply.status).toBe(413);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged).not.toHaveBeenCalled();
  });

  it("takes a chunked body of exactly the limit", async () => {
    const reply = await post(site, "/contact", { body: undefined, chunks: ["w".repeat(600), "w".repeat(MAX_BODY - 600)] });
    expect(reply.status).toBe(200);
    expect(rendered(reply).action).toBe(JSON.stringify({ received: MAX_BODY, start: "w".repeat(20) }));
  });

  it("delivers the 413 to a client that keeps sending a large body (lingering close)", async () => {
    const reply = await post(site, "/contact", { body: Buffer.alloc(512 * 1024, 0x61) });
    expect(reply.status).toBe(413);
    expect(reply.text).toBe(PAYLOAD_TOO_LARGE);
  });

  it.each(["Content-Length", "chunked"])("reads and drops the rest of a refused body (%s), so a client that sends it all still gets the 413", async (framing) => {
    // More than the kernel buffers on both ends hold (a few MB on loopback), less than the
    // server drops (16 MiB): if the server stopped reading, or closed at once, the upload
    // would stall or be reset before the client read its answer.
    const size = 12 * 1024 * 1024;
    const data = Buffer.alloc(size, 0x61);
    const body = framing === "chunked" ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), data, Buffer.from("\r\n0\r\n\r\n")]) : data;
    const framingHeader = framing === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${size}`;
    const head = `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${site}\r\n${framingHeader}\r\nConnection: close\r\n\r\n`;
    const { received, writeError } = await upload(site, head, body);
    expect(writeError).toBeNull();
    const reply = parseReply(received);
    expect(reply.status).toBe(413);
    expect(reply.text).toBe(PAYLOAD_TOO_LARGE);
  });

  it("cuts the connection once 16 MiB more of a refused body arrived", async () => {
    const size = 40 * 1024 * 1024;
    const head = `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${site}\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n`;
    const { writeError } = await upload(site, head, Buffer.alloc(size, 0x62));
    expect(writeError).toMatchObject({ code: expect.stringMatching(/^(ECONNRESET|EPIPE)$/) });
  });

  it("streams a body larger than the stream's buffer to the action (reading resumes as it is consumed)", async () => {
    const size = 512 * 1024;
    // The action starts reading late, so the body fills the stream's buffer and the socket is paused first.
    const reply = await post(roomy, "/contact?later", { body: undefined, chunks: Array.from({ length: 8 }, () => "v".repeat(size / 8)) });
    expect(reply.status).toBe(200);
    expect(rendered(reply).action).toBe(JSON.stringify({ received: size, start: "v".repeat(20) }));
  });

  it("refuses with 413 a declared length whose body never comes", async () => {
    const reply = await post(site, "/contact", { body: "", headers: { Origin: `http://127.0.0.1:${site}`, "Content-Length": String(10 * MAX_BODY) } });
    expect(reply.status).toBe(413);
    expect(reply.text).toBe(PAYLOAD_TOO_LARGE);
  });

  it("ignores a Content-Length on GET (GET has no body to cap)", async () => {
    const reply = await send(site, { target: "/page", headers: { "Content-Length": String(MAX_BODY + 1) }, body: "g".repeat(MAX_BODY + 1) });
    expect(reply.status).toBe(200);
    expect(rendered(reply).url).toBe(`http://127.0.0.1:${site}/page`);
  });
});

describe("a visitor who leaves", () => {
  it("ends the body the action reads when the visitor leaves in the middle of the upload", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const socket = net.connect(site, "127.0.0.1");
    socket.on("error", () => {});
    socket.write(`POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${site}\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nname=\r\n`);
    await vi.waitFor(() => expect(handled.outcomes.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    // Without the error reaching the body stream, the action would wait for the rest forever.
    const finished = await Promise.race([handled.outcomes[0], new Promise((resolve) => setTimeout(() => resolve("still waiting"), 5_000))]);
    if (finished === "still waiting") handled.outcomes = [];
    expect(finished).toBeNull();
  });
});

describe("limitedBody", () => {
  /** A request as far as limitedBody reads it: data, end and error events, pause and resume. */
  class FakeRequest extends EventEmitter {
    pauses = 0;
    resumes = 0;
    pause() {
      this.pauses++;
      return this;
    }
    resume() {
      this.resumes++;
      return this;
    }
  }
  const KIB = 1024;
  const chunk = (bytes: number) => Buffer.alloc(bytes, 0x61);
  /** Resolves with what a read gives, or "pending" if it gives nothing for 50 ms. */
  const readOrPending = <T,>(read: Promise<T>) => Promise.race([read, new Promise<"pending">((resolve) => setTimeout(() => resolve("pending"), 50))]);

  it("buffers up to 64 KiB, then pauses the socket until the route reads", async () => {
    const req = new FakeRequest();
    const body = limitedBody(req as unknown as http.IncomingMessage, MAX_BODY * 1024, () => {});
    const reader = body.getReader();
    await new Promise((resolve) => setImmediate(resolve));
    const resumesBefore = req.resumes;
    req.emit("data", chunk(32 * KIB));
    expect(req.pauses).toBe(0);
    req.emit("data", chunk(32 * KIB - 1));
    expect(req.pauses).toBe(0);
    req.emit("data", chunk(1));
    expect(req.pauses).toBe(1);
    expect((await reader.read()).value?.byteLength).toBe(32 * KIB);
    await new Promise((resolve) => setImmediate(resolve));
    expect(req.resumes).toBeGreaterThan(resumesBefore);
  });

  it("ends when the request ends, and errors when it errors", async () => {
    const ended = new FakeRequest();
    const reader = limitedBody(ended as unknown as http.IncomingMessage, MAX_BODY, () => {}).getReader();
    ended.emit("data", chunk(10));
    ended.emit("end");
    expect((await reader.read()).value?.byteLength).toBe(10);
    expect(await reader.read()).toEqual({ done: true, value: undefined });

    const failed = new FakeRequest();
    const failing = limitedBody(failed as unknown as http.IncomingMessage, MAX_BODY, () => {}).getReader();
    failed.emit("error", new Error("socket reset"));
    await expect(readOrPending(failing.read())).rejects.toThrow("socket reset");
  });

  it("errors past the limit, tells the caller once, and ignores what comes after", async () => {
    const req = new FakeRequest();
    let tooLarge = 0;
    const reader = limitedBody(req as unknown as http.IncomingMessage, MAX_BODY, () => tooLarge++).getReader();
    req.emit("data", chunk(MAX_BODY));
    req.emit("data", chunk(1));
    req.emit("data", chunk(1));
    req.emit("end");
    expect(tooLarge).toBe(1);
    expect(req.pauses).toBe(1);
    await expect(reader.read()).rejects.toThrow(`Request body larger than ${MAX_BODY} bytes`);
  });

  it("pauses the socket and drops later data once the route cancels the body", async () => {
    const req = new FakeRequest();
    const reader = limitedBody(req as unknown as http.IncomingMessage, MAX_BODY, () => {}).getReader();
    await reader.cancel();
    expect(req.pauses).toBe(1);
    expect(() => req.emit("data", chunk(10))).not.toThrow();
    expect(() => req.emit("end")).not.toThrow();
  });
});
