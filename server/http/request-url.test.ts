/** What is trusted of a request's own words for its URL: the scheme, the Host and the target. */
import { describe, expect, it } from "vitest";
import { fakeRequest as request } from "../test-support/fake-http";
import { forwardedProto, sitePath, validHost } from "./request-url";

/** A peer that is a trusted proxy, and one that is not. */
const proxy = () => true;
const stranger = () => false;

describe("forwardedProto", () => {
  it("ignores X-Forwarded-Proto unless the peer is a trusted proxy: a client can send it itself", () => {
    expect(forwardedProto(request({ "x-forwarded-proto": "https" }), stranger)).toBeNull();
    expect(forwardedProto(request({ "x-forwarded-proto": "http" }), stranger)).toBeNull();
  });

  it("behind a trusted proxy: the scheme it wrote, in any case and spacing", () => {
    expect(forwardedProto(request({ "x-forwarded-proto": "https" }), proxy)).toBe("https");
    expect(forwardedProto(request({ "x-forwarded-proto": "http" }), proxy)).toBe("http");
    expect(forwardedProto(request({ "x-forwarded-proto": " HTTPS " }), proxy)).toBe("https");
    expect(forwardedProto(request({ "x-forwarded-proto": "Http" }), proxy)).toBe("http");
  });

  it("takes the right-most value: the ones before it may be the client's", () => {
    expect(forwardedProto(request({ "x-forwarded-proto": "https, http" }), proxy)).toBe("http");
    expect(forwardedProto(request({ "x-forwarded-proto": "http,https" }), proxy)).toBe("https");
    expect(forwardedProto(request({ "x-forwarded-proto": "https,http,https" }), proxy)).toBe("https");
    expect(forwardedProto(request({ "x-forwarded-proto": "https, ftp" }), proxy)).toBeNull();
  });

  it("asks whether the TCP peer is a trusted proxy", () => {
    const peers: Array<string | undefined> = [];
    const req = request({ "x-forwarded-proto": "https" });
    Object.defineProperty(req.socket, "remoteAddress", { value: "10.0.0.2" });
    expect(forwardedProto(req, (peer) => (peers.push(peer), peer === "10.0.0.2"))).toBe("https");
    expect(forwardedProto(req, (peer) => peer === "10.0.0.3")).toBeNull();
    expect(peers).toEqual(["10.0.0.2"]);
  });

  it("is null without the header, or with another scheme", () => {
    expect(forwardedProto(request({}), proxy)).toBeNull();
    expect(forwardedProto(request({ "x-forwarded-proto": "" }), proxy)).toBeNull();
    expect(forwardedProto(request({ "x-forwarded-proto": "wss" }), proxy)).toBeNull();
    expect(forwardedProto(request({ "x-forwarded-proto": "https:" }), proxy)).toBeNull();
    expect(forwardedProto(request({ "x-forwarded-proto": "httpsx" }), proxy)).toBeNull();
  });
});

describe("validHost", () => {
  it("accepts a name or an IP address, with a port or not", () => {
    for (const host of [
      "www.vaigaidigital.in",
      "WWW.Vaigaidigital.IN",
      "localhost",
      "localhost:3000",
      "my-shop.example:8",
      "127.0.0.1",
      "127.0.0.1:65535",
      "[::1]",
      "[::1]:3000",
      "[2001:DB8::ffff:192.0.2.1]:443",
    ]) {
      expect(validHost(host), host).toBe(host);
    }
  });

  it("refuses anything else a client might put in Host", () => {
    for (const host of [
      "",
      "user@evil.example",
      "user:pass@evil.example",
      "evil.example/path",
      "evil.example?x",
      "evil.example#x",
      "evil example",
      "evil.example:",
      "evil.example:123456",
      "evil.example:80a",
      "evil.example:-1",
      "evil.example:80:80",
      "evil_host.example",
      "évil.example",
      "evil.example\r\nX-Injected: 1",
      "evil.example\n",
      "\nevil.example",
      "[::1",
      "::1]",
      "::1",
      "[::1]x",
      "x[::1]",
      "[::1]:",
      "[::1]:123456",
      "[::1]:8a",
      "[]",
      "[g::1]",
      "[::1 ]",
      "[::1]]",
      "[[::1]",
    ]) {
      expect(validHost(host), JSON.stringify(host)).toBeNull();
    }
    expect(validHost(undefined)).toBeNull();
  });

  it("accepts up to 260 characters", () => {
    const longest = `${"a".repeat(250)}.example`;
    expect(longest).toHaveLength(258);
    expect(validHost(`${longest}:1`)).toBe(`${longest}:1`);
    expect(validHost(`${longest}:12`)).toBeNull();
    expect(validHost("a".repeat(261))).toBeNull();
    expect(validHost("a".repeat(260))).toBe("a".repeat(260));
  });
});

describe("sitePath", () => {
  it("keeps a plain path and its query as they are", () => {
    expect(sitePath("/")).toBe("/");
    expect(sitePath("/contact")).toBe("/contact");
    expect(sitePath("/ta/contact?service=seo&from=//elsewhere")).toBe("/ta/contact?service=seo&from=//elsewhere");
  });

  it("makes any run of slashes and backslashes one slash, and the path start with one", () => {
    expect(sitePath("//evil.example/contact")).toBe("/evil.example/contact");
    expect(sitePath("/\\evil.example/contact")).toBe("/evil.example/contact");
    expect(sitePath("/contact//")).toBe("/contact/");
    expect(sitePath("http://evil.example/contact")).toBe("/http:/evil.example/contact");
    expect(sitePath("*")).toBe("/*");
    expect(sitePath("")).toBe("/");
    expect(sitePath("?x=1")).toBe("/?x=1");
  });
});
