/** The live chat's own document, in the site's listener (decision 0058). */
import { describe, expect, it } from "vitest";
import { LIVE_CHAT_FRAME_PATH, LIVE_CHAT_SANDBOX } from "~/shared/live-chat";
import { send } from "../test-support/raw-http";
import { MAX_BODY, useSites } from "../test-support/sites";

const { site, proxied, start } = await useSites();

describe("the live chat's frame", () => {
  it("loads the build's chat script and nothing else", async () => {
    const reply = await send(proxied, { target: LIVE_CHAT_FRAME_PATH });
    expect(reply.status).toBe(200);
    expect(reply.header("content-type")).toBe("text/html; charset=utf-8");
    expect(reply.text).toContain('<script src="http://chat.example/widget.js" async></script>');
    expect([...reply.text.matchAll(/<script\b/g)]).toHaveLength(1);
    expect(reply.header("x-robots-tag")).toBe("noindex");
    expect(reply.header("cache-control")).toBe("no-cache");
  });

  it("is sandboxed by its own policy, without allow-same-origin, framed by this site only, and names the chat origin", async () => {
    const csp = (await send(proxied, { target: LIVE_CHAT_FRAME_PATH })).header("content-security-policy");
    expect(csp).toBe(
      "default-src 'none'; script-src http://chat.example; style-src 'unsafe-inline' http://chat.example; " +
        "img-src data: http://chat.example; font-src http://chat.example; media-src http://chat.example; " +
        "connect-src http://chat.example; frame-src http://chat.example; form-action http://chat.example; " +
        `base-uri 'none'; frame-ancestors 'self'; sandbox ${LIVE_CHAT_SANDBOX}`,
    );
    expect(csp).not.toContain("allow-same-origin");
    expect((await send(proxied, { target: LIVE_CHAT_FRAME_PATH })).header("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("over HTTPS leaves out an http: chat origin (mixed content), keeps an https: one", async () => {
    const https = { "X-Forwarded-Proto": "https" };
    const plain = (await send(proxied, { target: LIVE_CHAT_FRAME_PATH, headers: https })).header("content-security-policy");
    expect(plain).toContain("default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data:; ");
    expect(plain).not.toContain("chat.example");
    const secure = await start({ clientDir: null, enquiries: null, maxBodyBytes: MAX_BODY, trustProxy: true, cspHashes: {}, liveChatScript: "https://chat.example:8443/w.js?id=1&x=<2>" });
    const reply = await send(secure, { target: `${LIVE_CHAT_FRAME_PATH}?from=/about`, headers: https });
    expect(reply.header("content-security-policy")).toContain("; script-src https://chat.example:8443; ");
    expect(reply.text).toContain('<script src="https://chat.example:8443/w.js?id=1&amp;x=&lt;2>" async></script>');
  });

  it("answers HEAD, and If-None-Match with 304", async () => {
    const first = await send(proxied, { target: LIVE_CHAT_FRAME_PATH });
    const head = await send(proxied, { method: "HEAD", target: LIVE_CHAT_FRAME_PATH });
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(head.header("etag")).toBe(first.header("etag"));
    const again = await send(proxied, { target: LIVE_CHAT_FRAME_PATH, headers: { "If-None-Match": first.header("etag")! } });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  it("is not there without a chat script, nor under another path", async () => {
    expect((await send(site, { target: LIVE_CHAT_FRAME_PATH })).text).not.toContain("<script src=");
    for (const target of [`${LIVE_CHAT_FRAME_PATH}/`, `${LIVE_CHAT_FRAME_PATH}.html`, `/ta${LIVE_CHAT_FRAME_PATH}`, LIVE_CHAT_FRAME_PATH.toUpperCase()]) {
      const reply = await send(proxied, { target });
      expect(reply.header("content-security-policy"), target).not.toContain("chat.example");
    }
  });
});
