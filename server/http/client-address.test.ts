import { describe, expect, it } from "vitest";
import { canonicalIp, clientGroup } from "./client-address";
import { resolveClientIp } from "../enquiries/service";

describe("client addresses", () => {
  it("writes every spelling of one address the same way", () => {
    for (const spelling of ["::ffff:203.0.113.7", "::FFFF:CB00:7107", "0:0:0:0:0:ffff:cb00:7107", "203.0.113.7"]) {
      expect(canonicalIp(spelling)).toBe("203.0.113.7");
    }
    for (const spelling of ["2001:DB8::1", "2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8::0001", "2001:db8::1%eth0"]) {
      expect(canonicalIp(spelling)).toBe("2001:db8::1");
    }
  });

  it("groups IPv6 clients by /64 and IPv4 clients by address", () => {
    const five = ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:aaaa::3", "2001:DB8:1:2:FFFF:FFFF:FFFF:FFFF", "2001:0db8:0001:0002::5"];
    expect(new Set(five.map(clientGroup))).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("the client address from the peer or a trusted proxy is canonical", () => {
    const headers = new Headers({ "X-Forwarded-For": "198.51.100.1, 2001:DB8:0:0::0001" });
    expect(resolveClientIp(headers, "::ffff:10.0.0.1", true)).toBe("2001:db8::1");
    expect(resolveClientIp(headers, "::ffff:10.0.0.1", false)).toBe("10.0.0.1");
  });

  it("maps only a real IPv4-mapped address to IPv4, drops an IPv4 zone, and leaves what is not an address alone", () => {
    expect(canonicalIp("::1")).toBe("::1");
    expect(canonicalIp("1::ffff:102:304")).toBe("1::ffff:102:304");
    expect(canonicalIp("::ffff:102:304")).toBe("1.2.3.4");
    expect(canonicalIp("192.0.2.1%eth0")).toBe("192.0.2.1");
    expect(canonicalIp("unknown")).toBe("unknown");
    expect(clientGroup("unknown")).toBe("unknown");
  });
});
