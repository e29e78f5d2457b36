import { describe, expect, it } from "vitest";
import { clientAddress, clientGroup, parseProxyRanges, trustedProxy, type TrustedProxy } from "./client-address";
import { fakeRequest } from "../test-support/fake-http";

/** A request from `peer`, with this X-Forwarded-For. */
function from(peer: string, forwardedFor?: string) {
  const req = fakeRequest({ "x-forwarded-for": forwardedFor });
  Object.defineProperty(req.socket, "remoteAddress", { value: peer });
  return req;
}
const proxy: TrustedProxy = () => true;
const stranger: TrustedProxy = () => false;
/** An address as the site writes it: the client's address when it is the peer. */
const canonicalIp = (address: string) => clientAddress(from(address), stranger);

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
    expect(clientAddress(from("::ffff:10.0.0.1", "198.51.100.1, 2001:DB8:0:0::0001"), proxy)).toBe("2001:db8::1");
    expect(clientAddress(from("::ffff:10.0.0.1", "198.51.100.1, 2001:DB8:0:0::0001"), stranger)).toBe("10.0.0.1");
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

describe("clientAddress", () => {
  it("from a peer that is not a trusted proxy: the peer, whatever X-Forwarded-For claims", () => {
    expect(clientAddress(from("198.51.100.7", "203.0.113.9"), stranger)).toBe("198.51.100.7");
    expect(clientAddress(from("198.51.100.7"), stranger)).toBe("198.51.100.7");
  });

  it("from a trusted proxy: the right-most X-Forwarded-For entry, which the proxy appended", () => {
    expect(clientAddress(from("10.0.0.1", "203.0.113.9"), proxy)).toBe("203.0.113.9");
    expect(clientAddress(from("10.0.0.1", "1.1.1.1, 203.0.113.9"), proxy)).toBe("203.0.113.9");
    expect(clientAddress(from("10.0.0.1", "1.1.1.1,203.0.113.9 "), proxy)).toBe("203.0.113.9");
    expect(clientAddress(from("10.0.0.1", "203.0.113.9, "), proxy)).toBe("203.0.113.9");
    expect(clientAddress(from("10.0.0.1", "1.1.1.1, 2001:db8::7"), proxy)).toBe("2001:db8::7");
  });

  it("from a trusted proxy, without a usable entry: the peer", () => {
    for (const forwarded of [undefined, "", " , ", "203.0.113.9, unknown", "203.0.113.9, 203.0.113.300"]) {
      expect(clientAddress(from("10.0.0.1", forwarded), proxy), String(forwarded)).toBe("10.0.0.1");
    }
  });

  it("one spelling per address: mapped IPv4, upper case, leading zeros and zones count as one client", () => {
    expect(clientAddress(from("::ffff:198.51.100.7"), stranger)).toBe("198.51.100.7");
    expect(clientAddress(from("10.0.0.1", "2001:DB8::0001"), proxy)).toBe("2001:db8::1");
    expect(clientAddress(from("10.0.0.1", "fe80::1%eth0"), proxy)).toBe("fe80::1");
    expect(clientAddress(from("10.0.0.1", "fe80::1%"), proxy)).toBe("fe80::1");
  });

  it("asks about the TCP peer, so a trusted proxy is believed and anyone else is not", () => {
    const trusted = trustedProxy(true, parseProxyRanges("10.0.0.0/8"));
    expect(clientAddress(from("10.1.2.3", "203.0.113.9"), trusted)).toBe("203.0.113.9");
    expect(clientAddress(from("192.0.2.2", "203.0.113.9"), trusted)).toBe("192.0.2.2");
  });
});

describe("trustedProxy", () => {
  it("trusts no peer without TRUST_PROXY, whatever TRUSTED_PROXIES says", () => {
    const none = trustedProxy(false, parseProxyRanges("0.0.0.0/0, ::/0"));
    for (const peer of ["127.0.0.1", "::1", "10.0.0.1", "2001:db8::1"]) expect(none(peer), peer).toBe(false);
  });

  it("with TRUST_PROXY: loopback (a proxy on the same host), in every spelling, and nobody else by default", () => {
    const trusted = trustedProxy(true);
    for (const peer of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"]) expect(trusted(peer), peer).toBe(true);
    for (const peer of ["192.0.2.2", "10.0.0.1", "::2", "fd00::2", "::ffff:10.0.0.1", "", undefined, "unknown"]) expect(trusted(peer), String(peer)).toBe(false);
  });

  it("with TRUSTED_PROXIES: those addresses and networks too, IPv4-mapped peers included", () => {
    const trusted = trustedProxy(true, parseProxyRanges("192.0.2.2, 10.1.0.0/16 fd00::/8"));
    for (const peer of ["192.0.2.2", "::ffff:192.0.2.2", "10.1.255.255", "fd12:3456::1", "127.0.0.1"]) expect(trusted(peer), peer).toBe(true);
    for (const peer of ["192.0.2.3", "10.2.0.1", "fe80::1", "2001:db8::1"]) expect(trusted(peer), peer).toBe(false);
  });
});

describe("parseProxyRanges", () => {
  it("reads addresses and CIDR ranges separated by commas or spaces", () => {
    expect(parseProxyRanges("")).toEqual([]);
    expect(parseProxyRanges(" 10.0.0.5, 10.1.0.0/16  fd00::/8,::1 ")).toEqual([
      { address: "10.0.0.5", prefix: 32, family: "ipv4" },
      { address: "10.1.0.0", prefix: 16, family: "ipv4" },
      { address: "fd00::", prefix: 8, family: "ipv6" },
      { address: "::1", prefix: 128, family: "ipv6" },
    ]);
    expect(parseProxyRanges("0.0.0.0/0")).toEqual([{ address: "0.0.0.0", prefix: 0, family: "ipv4" }]);
  });

  it("names the first entry that is not an address or a range", () => {
    for (const entry of ["proxy.example", "10.0.0.0/33", "fd00::/129", "10.0.0.0/", "10.0.0.0/-1", "10.0.0.0/8/8", "10.0.0.256", "10.0.0.0/x"]) {
      expect(() => parseProxyRanges(`10.0.0.1, ${entry}`), entry).toThrow(`"${entry}" is not an IP address or a CIDR range`);
    }
  });
});
