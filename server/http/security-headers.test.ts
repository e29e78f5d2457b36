/** The headers every response carries. */
import { describe, expect, it } from "vitest";
import { fakeResponse } from "../test-support/fake-http";
import { applySecurityHeaders } from "./security-headers";

const response = fakeResponse;

describe("applySecurityHeaders", () => {
  const everyResponse = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "cross-origin-resource-policy": "same-origin",
    "x-frame-options": "DENY",
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  };

  it("over plain HTTP: the fixed headers and a CSP that allows nothing, no HSTS", () => {
    const res = response();
    applySecurityHeaders(res, { https: false });
    expect(res.getHeaders()).toEqual(everyResponse);
  });

  it("behind an HTTPS proxy: HSTS for two years with subdomains as well", () => {
    const res = response();
    applySecurityHeaders(res, { https: true });
    expect(res.getHeaders()).toEqual({ ...everyResponse, "strict-transport-security": "max-age=63072000; includeSubDomains" });
  });
});
