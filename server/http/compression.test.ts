/** Accept-Encoding negotiation, what is worth compressing, and streamed compression. */
import type { Transform } from "node:stream";
import zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { acceptedEncodings, createCompressor, isCompressible } from "./compression";

describe("acceptedEncodings", () => {
  it("prefers brotli to gzip, whatever order the client lists them in", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("br, gzip")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip;q=1.0, br;q=0.1")).toEqual(["br", "gzip"]);
  });

  it("offers only what the client names", () => {
    expect(acceptedEncodings("gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("br")).toEqual(["br"]);
    expect(acceptedEncodings("deflate, identity, x-gzip, brotli")).toEqual([]);
    expect(acceptedEncodings("")).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it("reads names in any case and spacing, and a header sent more than once", () => {
    expect(acceptedEncodings("GZIP,  Br ")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip ;q=0.5")).toEqual(["gzip"]);
    expect(acceptedEncodings(["gzip", "br"])).toEqual(["br", "gzip"]);
    expect(acceptedEncodings(["deflate", "gzip"])).toEqual(["gzip"]);
  });

  it("q=0 refuses an encoding, a positive q accepts it", () => {
    expect(acceptedEncodings("br;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("br; q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("br;Q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=0.000, gzip;q=0")).toEqual([]);
    expect(acceptedEncodings("br;level=4;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=0.5, gzip;q=0.001")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("br;level=4, gzip")).toEqual(["br", "gzip"]);
  });

  it("a q that is not a number refuses the encoding", () => {
    expect(acceptedEncodings("br;q=high, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=1e999, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=-1, gzip")).toEqual(["gzip"]);
  });

  it("* stands for every encoding not named", () => {
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("*;q=0")).toEqual([]);
    expect(acceptedEncodings("br;q=0, *")).toEqual(["gzip"]);
    expect(acceptedEncodings("*, gzip;q=0")).toEqual(["br"]);
    expect(acceptedEncodings("gzip, *;q=0")).toEqual(["gzip"]);
  });

  it("parses each header once: the same value gives the same array", () => {
    expect(acceptedEncodings("gzip, br;q=0.9")).toBe(acceptedEncodings("gzip, br;q=0.9"));
  });

  it("keeps at most 64 parsed values, however many distinct ones clients send", async () => {
    vi.resetModules();
    const fresh = (await import("./compression")).acceptedEncodings;
    const kept = Array.from({ length: 64 }, (_, i) => `gzip;q=0.${i + 1}`);
    const first = kept.map((value) => fresh(value));
    // The first 64 stay parsed ...
    kept.forEach((value, i) => expect(fresh(value)).toBe(first[i]));
    // ... and the 65th is parsed anew each time.
    const extra = fresh("br;q=0.5");
    expect(extra).toEqual(["br"]);
    expect(fresh("br;q=0.5")).not.toBe(extra);
    expect(fresh("br;q=0.5")).toEqual(["br"]);
  });
});

describe("isCompressible", () => {
  it("text, JSON, JavaScript, XML, SVG and the web manifest", () => {
    for (const type of [
      "text/html",
      "text/html; charset=utf-8",
      "TEXT/HTML;charset=UTF-8",
      " text/css",
      "text/plain",
      "text/x-script",
      "application/json",
      "application/json; charset=utf-8",
      "application/javascript",
      "application/xml",
      "application/manifest+json",
      "application/ld+json",
      "application/problem+json",
      "application/vnd.api+json",
      "application/x-ndjson+json",
      "application/atom+xml",
      "application/a_b+json",
      "application/a+b+json",
      "application/vnd.ms-excel+xml",
      "image/svg+xml",
      "IMAGE/SVG+XML; charset=utf-8",
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
  });

  it("not images, fonts, archives or anything already compressed", () => {
    for (const type of [
      null,
      undefined,
      "",
      "image/png",
      "image/svg",
      "image/svg+xml2",
      "ximage/svg+xml",
      "font/woff2",
      "application/octet-stream",
      "application/zip",
      "application/gzip",
      "application/pdf",
      "application/x-javascript",
      "application/jsonp",
      "application/json2",
      "xapplication/json",
      "application/+json",
      "application/a b+json",
      "application/a/b+json",
      "application/xml/json",
      "application/javascriptx",
      "texts/html",
      "my-text/html",
      "video/text",
    ]) {
      expect(isCompressible(type), String(type)).toBe(false);
    }
  });
});

/** Everything the stream has written so far, as one buffer (collected from 'data'). */
function collect(stream: Transform): { bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return { bytes: () => Buffer.concat(chunks) };
}

/** Waits until `check` is true, polling, or fails after `ms`. */
async function until(check: () => boolean, ms = 2_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const decoders = {
  br: {
    whole: (bytes: Buffer) => zlib.brotliDecompressSync(bytes).toString(),
    sofar: (bytes: Buffer) => zlib.brotliDecompressSync(bytes, { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }).toString(),
  },
  gzip: {
    whole: (bytes: Buffer) => zlib.gunzipSync(bytes).toString(),
    sofar: (bytes: Buffer) => zlib.gunzipSync(bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString(),
  },
} as const;

function decodesTo(decode: (bytes: Buffer) => string, bytes: Buffer, text: string): boolean {
  try {
    return decode(bytes) === text;
  } catch {
    return false;
  }
}

describe("createCompressor", () => {
  const page = `<!doctype html><html><body>${"<p>Vaigai Digital: websites, SEO and ads.</p>".repeat(200)}</body></html>`;

  for (const encoding of ["br", "gzip"] as const) {
    it(`${encoding}: the output decompresses to the input, and is smaller`, async () => {
      const compressor = createCompressor(encoding);
      const out = collect(compressor);
      const ended = new Promise((resolve) => compressor.on("end", resolve));
      compressor.end(page);
      await ended;
      expect(decoders[encoding].whole(out.bytes())).toBe(page);
      expect(out.bytes().length).toBeLessThan(page.length / 10);
    });

    it(`${encoding}: each chunk reaches the browser as soon as it is written (a streamed page)`, async () => {
      const compressor = createCompressor(encoding);
      const out = collect(compressor);
      const head = "<!doctype html><html><head><title>Loading</title></head><body>";
      compressor.write(head);
      await until(() => decodesTo(decoders[encoding].sofar, out.bytes(), head));
      const boundary = "<div>Suspense boundary resolved</div>";
      compressor.write(boundary);
      await until(() => decodesTo(decoders[encoding].sofar, out.bytes(), head + boundary));
      const ended = new Promise((resolve) => compressor.on("end", resolve));
      compressor.end("</body></html>");
      await ended;
      expect(decoders[encoding].whole(out.bytes())).toBe(`${head + boundary}</body></html>`);
    });
  }

  it("br is brotli and gzip is gzip, not the other way round", async () => {
    const compress = async (encoding: "br" | "gzip") => {
      const compressor = createCompressor(encoding);
      const out = collect(compressor);
      const ended = new Promise((resolve) => compressor.on("end", resolve));
      compressor.end("hello");
      await ended;
      return out.bytes();
    };
    // gzip's magic number is 1f 8b; brotli has none, and gunzip refuses it.
    expect([...(await compress("gzip")).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const br = await compress("br");
    expect(() => zlib.gunzipSync(br)).toThrow();
    expect(zlib.brotliDecompressSync(br).toString()).toBe("hello");
  });
});
