/**
 * Methods: GET, HEAD and POST, and OPTIONS answered with what is allowed; in the site's
 * listener, and refuseOtherMethods alone.
 */
import { describe, expect, it } from "vitest";
import { RESOURCE_CSP } from "./content-security-policy";
import { refuseOtherMethods } from "./methods";
import { answered, fakeRequest } from "../test-support/fake-http";
import { send } from "../test-support/raw-http";
import { expectSecurityHeaders, useSites } from "../test-support/sites";

const { site } = await useSites();

describe("methods", () => {
  it("refuses methods other than GET, HEAD and POST with 405, Allow and a plain-text body", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const reply = await send(site, { method, target: "/contact", body: "x", keepAlive: true });
      expect(reply.status, method).toBe(405);
      expect(reply.header("allow")).toBe("GET, HEAD, POST");
      expect(reply.header("content-type")).toBe("text/plain; charset=utf-8");
      expect(reply.header("connection")).toBe("close");
      expect(reply.text).toBe("Method Not Allowed\n");
      expectSecurityHeaders(reply);
      expect(reply.header("content-security-policy")).toBe(RESOURCE_CSP);
    }
  });

  it("answers OPTIONS with 204 and Allow, without a body", async () => {
    for (const target of ["/page", "*"]) {
      const reply = await send(site, { method: "OPTIONS", target });
      expect(reply.status).toBe(204);
      expect(reply.header("allow")).toBe("GET, HEAD, POST");
      expect(reply.header("content-type")).toBeUndefined();
      expect(reply.text).toBe("");
    }
  });

  it("lets GET, HEAD and POST through, and refuses a request without a method", () => {
    for (const method of ["GET", "HEAD", "POST"]) expect(answered((res) => refuseOtherMethods(fakeRequest({}, "/", method), res)), method).toBeNull();
    const noMethod = fakeRequest({}, "/");
    noMethod.method = undefined;
    expect(answered((res) => refuseOtherMethods(noMethod, res))?.status).toBe(405);
    expect(answered((res) => refuseOtherMethods(fakeRequest({}, "/", "get"), res))?.status).toBe(405);
  });
});
