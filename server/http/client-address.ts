/**
 * Who the client is: the TCP peer, or, when the peer is a proxy the site trusts, the address
 * the proxy says it serves. Addresses in one spelling, so that a limit cannot be dodged by
 * writing the same address another way, and grouped as networks hand them out: one IPv6
 * client usually holds a whole /64, and picks a fresh address in it at will.
 */
import type { IncomingMessage } from "node:http";
import { BlockList, isIP, isIPv4, isIPv6 } from "node:net";

/** The 8 groups of an IPv6 address (URL parsing has already written it without "::" ambiguity or dotted quads). */
function ipv6Groups(address: string): number[] {
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function ipv6Text(groups: number[]): string {
  return new URL(`http://[${groups.map((group) => group.toString(16)).join(":")}]`).hostname.slice(1, -1);
}

/**
 * The address in canonical form: an IPv4-mapped IPv6 address as IPv4, IPv6 compressed and
 * in lower case (RFC 5952), any zone dropped. Anything else is returned as it came.
 */
function canonicalIp(address: string): string {
  const bare = address.replace(/%.*$/, "");
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return ipv6Text(groups);
}

/** Who a limit counts: an IPv4 address, or an IPv6 address's /64 (written `2001:db8:1:2::/64`). */
export function clientGroup(address: string): string {
  const canonical = canonicalIp(address);
  if (!isIPv6(canonical)) return canonical;
  return `${ipv6Text([...ipv6Groups(canonical).slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** An address or a network of TRUSTED_PROXIES. */
export type ProxyRange = { address: string; prefix: number; family: "ipv4" | "ipv6" };

/**
 * TRUSTED_PROXIES: IP addresses or CIDR ranges ("10.0.0.5", "10.1.0.0/16", "fd00::/8"),
 * separated by commas or spaces. Throws, naming the first entry that is neither.
 */
export function parseProxyRanges(text: string): ProxyRange[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const [address = "", prefix, extra] = entry.split("/");
      const family = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : null;
      const bits = family === "ipv4" ? 32 : 128;
      const length = prefix === undefined ? bits : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
      if (!family || extra !== undefined || !(length <= bits)) throw new Error(`"${entry}" is not an IP address or a CIDR range`);
      return { address, prefix: length, family };
    });
}

/** A proxy on the same host. */
const LOOPBACK: ProxyRange[] = [
  { address: "127.0.0.0", prefix: 8, family: "ipv4" },
  { address: "::1", prefix: 128, family: "ipv6" },
];

/** Whether the TCP peer is a proxy whose forwarded headers the site believes. */
export type TrustedProxy = (peerAddress: string | undefined) => boolean;

/**
 * The one answer to "is this peer a trusted proxy?", for the client address and the scheme
 * alike. Without TRUST_PROXY, no peer is. With it, loopback (a proxy on the same host) and
 * TRUSTED_PROXIES are; anyone else who reaches the port could write X-Forwarded-* themselves.
 */
export function trustedProxy(trustProxy: boolean, ranges: readonly ProxyRange[] = []): TrustedProxy {
  if (!trustProxy) return () => false;
  const proxies = new BlockList();
  for (const { address, prefix, family } of [...LOOPBACK, ...ranges]) proxies.addSubnet(address, prefix, family);
  return (peerAddress) => {
    if (!peerAddress) return false;
    const address = canonicalIp(peerAddress);
    return isIP(address) !== 0 && proxies.check(address, isIPv4(address) ? "ipv4" : "ipv6");
  };
}

/**
 * The visitor's address, in canonical form: the TCP peer, or, when the peer is a trusted
 * proxy, the address it appended to X-Forwarded-For (the right-most entry: the ones to its
 * left come from the client and can be forged). The peer when that entry is not an address.
 */
export function clientAddress(req: IncomingMessage, trusted: TrustedProxy): string {
  const peer = req.socket.remoteAddress ?? "0.0.0.0";
  if (!trusted(peer)) return canonicalIp(peer);
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",").map((part) => part.trim()).filter(Boolean);
  const last = forwarded.at(-1);
  return canonicalIp(last && isIP(last.replace(/%.*$/, "")) ? last : peer);
}
