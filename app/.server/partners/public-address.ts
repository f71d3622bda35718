/**
 * Which IP addresses a feed or photo URL may reach (the SSRF rule, decision 036): public unicast
 * only. Refused: unspecified, loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7), CGNAT
 * (100.64/10), link-local (169.254/16, fe80::/10), multicast, broadcast and the reserved and
 * documentation ranges, and the same inside IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible and
 * NAT64 (64:ff9b::/96) IPv6 addresses. Written out rather than net.BlockList so the mapped forms
 * are certain to be unwrapped.
 */
import { isIPv4, isIPv6 } from "node:net";

type Range = readonly [base: number, bits: number, name: string];

const V4_REFUSED: readonly Range[] = [
  [ip4("0.0.0.0"), 8, "an unspecified address"],
  [ip4("10.0.0.0"), 8, "a private address"],
  [ip4("100.64.0.0"), 10, "a carrier-grade NAT address"],
  [ip4("127.0.0.0"), 8, "a loopback address"],
  [ip4("169.254.0.0"), 16, "a link-local address"],
  [ip4("172.16.0.0"), 12, "a private address"],
  [ip4("192.0.0.0"), 24, "a reserved address"],
  [ip4("192.0.2.0"), 24, "a documentation address"],
  [ip4("192.168.0.0"), 16, "a private address"],
  [ip4("198.18.0.0"), 15, "a benchmarking address"],
  [ip4("198.51.100.0"), 24, "a documentation address"],
  [ip4("203.0.113.0"), 24, "a documentation address"],
  [ip4("224.0.0.0"), 4, "a multicast address"],
  [ip4("240.0.0.0"), 4, "a reserved address"],
];

function ip4(text: string): number {
  return text.split(".").reduce((n, part) => n * 256 + Number(part), 0);
}

function inRange(value: number, [base, bits]: Range): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(value / size) === Math.floor(base / size);
}

function v4Refusal(value: number): string | null {
  return V4_REFUSED.find((range) => inRange(value, range))?.[2] ?? null;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function ip6Groups(text: string): number[] {
  let address = text.split("%")[0].toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) {
    const v = ip4(dotted[1]);
    address = `${address.slice(0, dotted.index)}${(v >>> 16).toString(16)}:${(v & 0xffff).toString(16)}`;
  }
  const [head, tail] = address.includes("::") ? address.split("::") : [address, null];
  const part = (s: string) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  if (tail === null) return front;
  const back = part(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function v6Refusal(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups;
  const embedded = g6 * 65536 + g7;
  const zeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroHead && g5 === 0 && g6 === 0 && g7 === 0) return "an unspecified address";
  if (zeroHead && g5 === 0 && g6 === 0 && g7 === 1) return "a loopback address";
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (the old "compatible" form): the IPv4 rule decides.
  if (zeroHead && (g5 === 0xffff || g5 === 0)) return v4Refusal(embedded) ?? (g5 === 0 ? "a reserved address" : null);
  // 64:ff9b::/96 (NAT64) reaches the embedded IPv4 address.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return v4Refusal(embedded);
  if ((g0 & 0xfe00) === 0xfc00) return "a private address";
  if ((g0 & 0xffc0) === 0xfe80) return "a link-local address";
  if ((g0 & 0xffc0) === 0xfec0) return "a site-local address";
  if ((g0 & 0xff00) === 0xff00) return "a multicast address";
  if (g0 === 0x2001 && g1 === 0x0db8) return "a documentation address";
  return null;
}

/** Why an address may not be fetched ("a loopback address"), or null for a public one. */
export function addressRefusal(address: string): string | null {
  if (isIPv4(address)) return v4Refusal(ip4(address));
  if (isIPv6(address)) return v6Refusal(ip6Groups(address));
  return "not an IP address";
}

export const isPublicAddress = (address: string) => addressRefusal(address) === null;
