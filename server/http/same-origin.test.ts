/** The same-origin check of every state-changing request, in the site's listener. */
import { describe, expect, it } from "vitest";
import { send } from "../test-support/raw-http";
import { expectSecurityHeaders, post, rendered, useSites } from "../test-support/sites";

const { site, proxied } = await useSites();

describe("form posts", () => {
  it("reaches the action from the site's own origin, or from a client that sends no Origin", async () => {
    const own = await post(site, "/contact");
    expect(own.status).toBe(200);
    expect(rendered(own).action).toBe(JSON.stringify({ received: 6, start: "name=A" }));
    const noOrigin = await send(site, { method: "POST", target: "/contact", body: "name=B" });
    expect(noOrigin.status).toBe(200);
    expect(rendered(noOrigin).action).toBe(JSON.stringify({ received: 6, start: "name=B" }));
    const tamil = await post(site, "/ta/contact");
    expect(tamil.status).toBe(200);
    expect(rendered(tamil).url).toBe(`http://127.0.0.1:${site}/ta/contact`);
  });

  it("checks the Origin of posts only: a GET from another site's page is served", async () => {
    const reply = await send(site, { target: "/page", headers: { Origin: "https://evil.example" } });
    expect(reply.status).toBe(200);
    expect(rendered(reply).url).toBe(`http://127.0.0.1:${site}/page`);
  });

  it("compares the Origin with the Host without regard to case", async () => {
    const reply = await post(site, "/contact", { host: `LocalHost:${site}`, headers: { Origin: `http://localhost:${site}` } });
    expect(reply.status).toBe(200);
    expect(rendered(reply).action).toBe(JSON.stringify({ received: 6, start: "name=A" }));
  });

  it("accepts an https Origin for the same host (behind a TLS proxy)", async () => {
    const reply = await post(proxied, "/contact", { headers: { Origin: `https://127.0.0.1:${proxied}`, "X-Forwarded-Proto": "https" } });
    expect(reply.status).toBe(200);
    expect(rendered(reply).action).toBe(JSON.stringify({ received: 6, start: "name=A" }));
  });

  it("refuses with 403 a post whose Origin is another site, not a web origin, or unparseable", async () => {
    const origins = [
      "http://evil.example",
      `http://127.0.0.1:${site + 1}`,
      `http://127.0.0.1:${site}.evil.example`,
      "null",
      "file://",
      `ftp://127.0.0.1:${site}`,
      "not a url",
    ];
    for (const origin of origins) {
      const reply = await post(site, "/contact", { headers: { Origin: origin }, keepAlive: true });
      expect(reply.status, origin).toBe(403);
      expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
      expect(reply.header("connection")).toBe("close");
      expect(reply.text).toBe("Forbidden: this form only accepts posts from its own pages.\n");
      expectSecurityHeaders(reply);
    }
  });

  it("refuses with 403 a post that has an Origin but no usable Host", async () => {
    const noHost = await post(site, "/contact", { version: "1.0", host: null });
    expect(noHost.status).toBe(403);
    expect(noHost.text).toBe("Forbidden: this form only accepts posts from its own pages.\n");
    const badHost = await post(site, "/contact", { host: "127.0.0.1 evil", headers: { Origin: "http://127.0.0.1" } });
    expect(badHost.status).toBe(403);
    // A Host that a URL accepts but the Host check does not: the Origin naming it is no match.
    const oddHost = await post(site, "/contact", { host: "a_b.example", headers: { Origin: "http://a_b.example" } });
    expect(oddHost.status).toBe(403);
    expect(oddHost.text).toBe("Forbidden: this form only accepts posts from its own pages.\n");
  });
});
