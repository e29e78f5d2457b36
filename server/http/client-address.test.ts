import { describe, expect, it } from "vitest";
import { clientGroup, resolveClientIp } from "./client-address";

const headers = (forwardedFor?: string) => new Headers(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor });
/** An address in the canonical form a client's address is given in: as the TCP peer, without a proxy. */
const canonicalIp = (address: string) => resolveClientIp(headers(), address, false);

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

describe("resolveClientIp", () => {
  it("without a trusted proxy: the TCP peer, whatever X-Forwarded-For claims", () => {
    expect(resolveClientIp(headers("203.0.113.9"), "198.51.100.7", false)).toBe("198.51.100.7");
    expect(resolveClientIp(headers(), "198.51.100.7", false)).toBe("198.51.100.7");
  });

  it("behind a trusted proxy: the right-most X-Forwarded-For entry, which the proxy appended", () => {
    expect(resolveClientIp(headers("203.0.113.9"), "10.0.0.1", true)).toBe("203.0.113.9");
    expect(resolveClientIp(headers("1.1.1.1, 203.0.113.9"), "10.0.0.1", true)).toBe("203.0.113.9");
    expect(resolveClientIp(headers("1.1.1.1,203.0.113.9 "), "10.0.0.1", true)).toBe("203.0.113.9");
    expect(resolveClientIp(headers("203.0.113.9, "), "10.0.0.1", true)).toBe("203.0.113.9");
    expect(resolveClientIp(headers("1.1.1.1, 2001:db8::7"), "10.0.0.1", true)).toBe("2001:db8::7");
  });

  it("behind a trusted proxy, without a usable entry: the TCP peer", () => {
    expect(resolveClientIp(headers(), "10.0.0.1", true)).toBe("10.0.0.1");
    expect(resolveClientIp(headers(""), "10.0.0.1", true)).toBe("10.0.0.1");
    expect(resolveClientIp(headers(" , "), "10.0.0.1", true)).toBe("10.0.0.1");
    expect(resolveClientIp(headers("203.0.113.9, unknown"), "10.0.0.1", true)).toBe("10.0.0.1");
    expect(resolveClientIp(headers("203.0.113.9, 203.0.113.300"), "10.0.0.1", true)).toBe("10.0.0.1");
  });

  it("one spelling per address: mapped IPv4, upper case, leading zeros and zones count as one client", () => {
    expect(resolveClientIp(headers(), "::ffff:198.51.100.7", false)).toBe("198.51.100.7");
    expect(resolveClientIp(headers("2001:DB8::0001"), "10.0.0.1", true)).toBe("2001:db8::1");
    expect(resolveClientIp(headers("fe80::1%eth0"), "10.0.0.1", true)).toBe("fe80::1");
    expect(resolveClientIp(headers("fe80::1%"), "10.0.0.1", true)).toBe("fe80::1");
  });
});
