/** Plain HTTP behind an HTTPS proxy: a 308 to SITE_URL's host, never to the request's. */
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { answered, fakeRequest as request } from "../test-support/fake-http";
import { redirectToHttps } from "./https-redirect";
import type { ForwardedProto } from "./request-url";
import { send } from "../test-support/raw-http";
import { expectSecurityHeaders, rendered, SITE_URL, useSites } from "../test-support/sites";

/** Where redirectToHttps sends the request, or null when it lets it through. */
function httpsLocation(req: IncomingMessage, siteUrl: string, proto: ForwardedProto = "http"): string | null {
  return answered((res) => redirectToHttps(req, res, { proto, siteUrl }))?.headers.Location ?? null;
}

describe("redirectToHttps", () => {
  it("answers 308 with the location in plain text, and closes the connection", () => {
    expect(answered((res) => redirectToHttps(request({ host: "a.example" }, "/page?x=1"), res, { proto: "http", siteUrl: "https://www.vaigaidigital.in" }))).toEqual({
      status: 308,
      headers: { Location: "https://www.vaigaidigital.in/page?x=1", "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
      body: "Moved to https://www.vaigaidigital.in/page?x=1\n",
    });
  });

  it("lets through what did not come over plain HTTP behind the proxy", () => {
    expect(httpsLocation(request({ host: "a.example" }, "/page"), "https://www.vaigaidigital.in", "https")).toBeNull();
    expect(httpsLocation(request({ host: "a.example" }, "/page"), "https://www.vaigaidigital.in", null)).toBeNull();
  });
});

describe("httpsLocation", () => {
  const site = "https://www.vaigaidigital.in";

  it("sends the same path and query to SITE_URL's host, whatever Host the request named", () => {
    expect(httpsLocation(request({ host: "evil.example" }, "/services?x=1#y"), site)).toBe(
      "https://www.vaigaidigital.in/services?x=1#y",
    );
    expect(httpsLocation(request({ host: "www.vaigaidigital.in" }, "/"), site)).toBe("https://www.vaigaidigital.in/");
    expect(httpsLocation(request({ host: "localhost:3000" }, "/ta/about"), "https://shop.example:8443/ignored/path")).toBe(
      "https://shop.example:8443/ta/about",
    );
  });

  it("sends a target that is not a path (absolute form, *) to the home page", () => {
    expect(httpsLocation(request({ host: "a.example" }, "http://evil.example/x"), site)).toBe("https://www.vaigaidigital.in/");
    expect(httpsLocation(request({ host: "a.example" }, "*"), site)).toBe("https://www.vaigaidigital.in/");
    expect(httpsLocation(request({ host: "a.example" }, ""), site)).toBe("https://www.vaigaidigital.in/");
    expect(httpsLocation({ headers: { host: "a.example" }, socket: { destroySoon() {} } } as unknown as IncomingMessage, site)).toBe("https://www.vaigaidigital.in/");
  });

  it("is null for a request without a valid Host: it is not redirected", () => {
    expect(httpsLocation(request({}, "/services"), site)).toBeNull();
    expect(httpsLocation(request({ host: "" }, "/services"), site)).toBeNull();
    expect(httpsLocation(request({ host: "user@evil.example" }, "/services"), site)).toBeNull();
  });
});

const { proxied } = await useSites();

describe("behind a trusted proxy, in the site's listener", () => {
  it("redirects plain HTTP to SITE_URL over HTTPS with 308, keeping path and query", async () => {
    for (const method of ["GET", "POST"]) {
      const reply = await send(proxied, { method, target: "/page?x=1", headers: { "X-Forwarded-Proto": "http" }, keepAlive: true });
      expect(reply.status, method).toBe(308);
      expect(reply.header("location")).toBe(`${SITE_URL}/page?x=1`);
      expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
      expect(reply.header("connection")).toBe("close");
      expect(reply.text).toBe(`Moved to ${SITE_URL}/page?x=1\n`);
      expectSecurityHeaders(reply);
    }
  });

  it("answers a plain-HTTP request without a valid Host as it is (nowhere to redirect)", async () => {
    const reply = await send(proxied, { target: "/page", version: "1.0", host: null, headers: { "X-Forwarded-Proto": "http" } });
    expect(reply.status).toBe(200);
    expect(rendered(reply).url).toBe("http://localhost/page");
  });
});
