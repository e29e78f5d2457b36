/** The same-origin check of every state-changing request: refuseForeignOrigin alone, and in the site's listener. */
import { describe, expect, it } from "vitest";
import type { ForwardedProto } from "./request-url";
import { refuseForeignOrigin } from "./same-origin";
import { answered, fakeRequest } from "../test-support/fake-http";
import { send } from "../test-support/raw-http";
import { expectSecurityHeaders, post, rendered, useSites } from "../test-support/sites";

const SITE = "https://www.vaigaidigital.in";
const FORBIDDEN = {
  status: 403,
  headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
  body: "Forbidden: this form only accepts posts from its own pages.\n",
};

/**
 * What refuseForeignOrigin answers a request to the site behind its TLS proxy (or as given; a
 * null host sends none), null when it lets it through.
 */
function check({ method = "POST", target = "/admin", origin, host = "www.vaigaidigital.in", proto = "https" }: { method?: string; target?: string; origin?: string; host?: string | null; proto?: ForwardedProto }) {
  return answered((res) => refuseForeignOrigin(fakeRequest({ host: host ?? undefined, origin }, target, method), res, proto));
}

describe("refuseForeignOrigin", () => {
  it("lets reads through whatever their Origin", () => {
    expect(check({ method: "GET" })).toBeNull();
    expect(check({ method: "HEAD", origin: "https://evil.example" })).toBeNull();
    expect(check({ method: "GET", origin: "https://evil.example" })).toBeNull();
  });

  it("lets a change from the site's own origin through", () => {
    expect(check({ origin: SITE })).toBeNull();
    expect(check({ method: "DELETE", target: "/admin/x", origin: "http://localhost:3000", host: "localhost:3000", proto: null })).toBeNull();
  });

  it("refuses a change from another origin, or with none, with 403", () => {
    for (const origin of ["https://evil.example", "http://www.vaigaidigital.in", undefined]) expect(check({ origin }), origin).toEqual(FORBIDDEN);
  });

  it("compares scheme, host and port, the scheme being the trusted proxy's, else http", () => {
    expect(check({ target: "/contact", origin: "http://www.vaigaidigital.in", proto: "http" })).toBeNull();
    expect(check({ target: "/contact", origin: "http://www.vaigaidigital.in", proto: null })).toBeNull();
    expect(check({ target: "/contact", origin: SITE, proto: null })).toEqual(FORBIDDEN);
    expect(check({ target: "/contact", origin: "http://www.vaigaidigital.in" })).toEqual(FORBIDDEN);
    expect(check({ target: "/contact", origin: "https://www.vaigaidigital.in:8443" })).toEqual(FORBIDDEN);
    expect(check({ target: "/contact", origin: "https://vaigaidigital.in" })).toEqual(FORBIDDEN);
    expect(check({ target: "/contact", origin: `${SITE}/` })).toEqual(FORBIDDEN);
  });

  it("reads the Host as a URL would: without regard to case, a default port left out", () => {
    expect(check({ target: "/contact", origin: SITE, host: "WWW.Vaigaidigital.IN" })).toBeNull();
    expect(check({ target: "/contact", origin: SITE, host: "www.vaigaidigital.in:443" })).toBeNull();
    expect(check({ target: "/contact", origin: "http://localhost:80", host: "localhost:80", proto: null })).toEqual(FORBIDDEN);
    expect(check({ target: "/contact", origin: "http://localhost", host: "localhost:80", proto: null })).toBeNull();
  });

  it("refuses an Origin when the Host is missing, not a plain host, or makes no URL", () => {
    for (const host of [null, "", "www.vaigaidigital.in evil", "a_b.example", "www.vaigaidigital.in:99999"]) {
      expect(check({ target: "/contact", origin: SITE, host }), String(host)).toEqual(FORBIDDEN);
    }
    // Not even an Origin that spells what a missing Host would make of the URL.
    expect(check({ target: "/contact", origin: "https://null", host: null })).toEqual(FORBIDDEN);
    expect(check({ target: "/contact", origin: "https://localhost", host: "a_b.example" })).toEqual(FORBIDDEN);
  });

  it("lets a post without Origin to the contact form through, as curl and old browsers send it", () => {
    for (const target of ["/contact", "/ta/contact?x=1", "/contact.data", "/administrator", "/admin-tools", "/admin%2Fsign-out", "/admin%2F..%2Fcontact", "/%zz/admin", "/\t/["]) {
      expect(check({ target }), target).toBeNull();
    }
  });

  it("refuses a post without Origin to the owner's inbox, however React Router would be led to it", () => {
    const targets = ["/admin", "/admin/", "/admin.data", "/admin/sign-in", "/admin/sign-in.data", "/admin/sign-in/verify", "/admin/sign-in/passkey",
      "/admin/passkeys", "/admin/passkeys/register", "/admin/enquiries/7?index", "/admin/sign-out",
      "/ADMIN/Sign-Out", "/%61dmin/sign-out", "/%41DMIN", "/x/../admin/sign-out", "/./admin", "//admin/sign-out"];
    for (const target of targets) expect(check({ target }), target).toEqual(FORBIDDEN);
  });
});

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

  it("refuses with 403 a post whose Origin names the site with another scheme", async () => {
    const httpsOrigin = await post(site, "/contact", { headers: { Origin: `https://127.0.0.1:${site}` } });
    expect(httpsOrigin.status).toBe(403);
    expect(httpsOrigin.text).toBe("Forbidden: this form only accepts posts from its own pages.\n");
    const httpOrigin = await post(proxied, "/contact", { headers: { Origin: `http://127.0.0.1:${proxied}`, "X-Forwarded-Proto": "https" } });
    expect(httpOrigin.status).toBe(403);
  });

  it("refuses with 403 a post to the owner's inbox without Origin, and lets one to the contact form through", async () => {
    // "/ADMIN/sign-out" and "/%61dmin" are answered 404 before this check (inbox-spelling.ts);
    // refuseForeignOrigin finds them as the inbox all the same (above).
    for (const target of ["/admin", "/admin/sign-out", "/x/../admin/sign-out", "/admin/%73ign-out"]) {
      const reply = await send(site, { method: "POST", target, body: "x", keepAlive: true });
      expect(reply.status, target).toBe(403);
      expect(reply.text).toBe("Forbidden: this form only accepts posts from its own pages.\n");
      expectSecurityHeaders(reply);
    }
    expect((await send(site, { method: "POST", target: "/contact", body: "x" })).status).toBe(200);
  });
});
