/**
 * Client addresses: which one a request came from (the TCP peer, or what a trusted proxy
 * says), in one spelling, so that a limit cannot be dodged by writing the same address
 * another way, and grouped as networks hand them out: one IPv6 client usually holds a whole
 * /64, and picks a fresh address in it at will.
 */
import { isIP, isIPv4, isIPv6 } from "node:net";

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

/**
 * The client's address: the TCP peer, or behind a trusted reverse proxy the address
 * that proxy appended to X-Forwarded-For (the right-most entry: entries to its left come
 * from the client and can be forged).
 */
export function resolveClientIp(headers: Headers, peerAddress: string, trustProxy: boolean): string {
  let address = peerAddress;
  if (trustProxy) {
    const forwarded = headers.get("x-forwarded-for")?.split(",").map((part) => part.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last && isIP(last.replace(/%.*$/, ""))) address = last;
  }
  // One spelling per address: "::ffff:1.2.3.4", "2001:DB8::0001" and the like count as one client.
  return canonicalIp(address);
}
