import { isIP } from "node:net";

/**
 * The one address check of every server-side connection (image URLs, webhook deliveries): the
 * IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890 and its updates) in full, plus
 * multicast, the deprecated site-local range and all IPv6 space outside global unicast (2000::/3).
 * An entry is blocked whether or not the registry calls it globally reachable: AS112 sinks, AMT
 * relays and anycast services are never a customer's image host or webhook receiver. Forms that
 * carry an IPv4 address inside an IPv6 one (mapped, translated, compatible, NAT64, 6to4) are
 * judged by the IPv4 address they reach. Registry snapshot: 2025 (RFC 9602, 9637, 9780).
 */

type Entry = [prefix: string, bits: number, reason: string];

const V4_REGISTRY: Entry[] = [
  ["0.0.0.0", 8, "this-network"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "cgnat"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "ietf-protocol"],
  ["192.0.2.0", 24, "documentation"],
  ["192.31.196.0", 24, "as112"],
  ["192.52.193.0", 24, "amt"],
  ["192.88.99.0", 24, "6to4-relay"],
  ["192.168.0.0", 16, "private"],
  ["192.175.48.0", 24, "as112"],
  ["198.18.0.0", 15, "benchmarking"],
  ["198.51.100.0", 24, "documentation"],
  ["203.0.113.0", 24, "documentation"],
  ["224.0.0.0", 4, "multicast"],
  ["255.255.255.255", 32, "broadcast"],
  ["240.0.0.0", 4, "reserved"],
];

/**
 * IPv6 ranges that embed an IPv4 address: [prefix, bits, bit offset of the IPv4 address, the
 * reason when that address is public, or null to allow it]. Mapped, NAT64 and 6to4 addresses
 * reach the IPv4 address inside; translated and compatible ones are not routed on the internet.
 */
const V6_EMBEDDING: [prefix: string, bits: number, v4At: number, unrouted: string | null][] = [
  ["::ffff:0:0", 96, 96, null],
  ["::ffff:0:0:0", 96, 96, "ipv4-translated"],
  ["64:ff9b::", 96, 96, null],
  ["2002::", 16, 16, null],
  ["::", 96, 96, "ipv4-compatible"],
];

const V6_REGISTRY: Entry[] = [
  ["::", 128, "unspecified"],
  ["::1", 128, "loopback"],
  ["64:ff9b:1::", 48, "nat64-local"],
  ["100::", 64, "discard"],
  ["100:0:0:1::", 64, "dummy"],
  ["2001::", 32, "teredo"],
  ["2001::", 23, "ietf-protocol"],
  ["2001:db8::", 32, "documentation"],
  ["2620:4f:8000::", 48, "as112"],
  ["3fff::", 20, "documentation"],
  ["5f00::", 16, "segment-routing"],
  ["fc00::", 7, "unique-local"],
  ["fe80::", 10, "link-local"],
  ["fec0::", 10, "site-local"],
  ["ff00::", 8, "multicast"],
];

function parseV4(ip: string): bigint | null {
  const parts = ip.split(".");
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256n + BigInt(part);
  }
  return value;
}

/** The 128-bit value, with `::` expanded, a trailing dotted IPv4 folded in and a zone dropped. */
function parseV6(ip: string): bigint | null {
  let text = ip.split("%")[0] ?? "";
  const dotted = text.match(/:(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) {
    const value = parseV4(dotted[1]);
    if (value === null) return null;
    text = `${text.slice(0, -dotted[1].length)}${(value >> 16n).toString(16)}:${(value & 0xffffn).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  let value = 0n;
  for (const g of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
    value = (value << 16n) | BigInt(Number.parseInt(g, 16));
  }
  return value;
}

const within = (value: bigint, width: number, base: bigint, bits: number) =>
  value >> BigInt(width - bits) === base >> BigInt(width - bits);

const compile = (entries: Entry[], parse: (ip: string) => bigint | null) =>
  entries.map(([prefix, bits, reason]) => ({ base: parse(prefix) as bigint, bits, reason }));

const V4 = compile(V4_REGISTRY, parseV4);
const V6 = compile(V6_REGISTRY, parseV6);
const EMBEDDING = V6_EMBEDDING.map(([prefix, bits, v4At, unrouted]) => ({
  base: parseV6(prefix) as bigint,
  bits,
  v4At,
  unrouted,
}));
const GLOBAL_UNICAST = parseV6("2000::") as bigint;

function v4Reason(value: bigint): string | null {
  return V4.find((e) => within(value, 32, e.base, e.bits))?.reason ?? null;
}

function v6Reason(value: bigint): string | null {
  // The registry's exact entries (::, ::1) come before the IPv4-compatible form they sit in.
  const listed = V6.find((e) => within(value, 128, e.base, e.bits));
  if (listed && listed.bits === 128) return listed.reason;
  const embedding = EMBEDDING.find((e) => within(value, 128, e.base, e.bits));
  if (embedding) return v4Reason((value >> BigInt(96 - embedding.v4At)) & 0xffffffffn) ?? embedding.unrouted;
  if (listed) return listed.reason;
  return within(value, 128, GLOBAL_UNICAST, 3) ? null : "reserved";
}

/**
 * Why an address must not be connected to (loopback, private, link-local and the cloud metadata
 * address, CGNAT, documentation, multicast, …), or null when it is a public unicast address.
 */
export function blockedAddressReason(ip: string): string | null {
  const bare = ip.split("%")[0] ?? "";
  const family = isIP(bare);
  const value = family === 4 ? parseV4(bare) : family === 6 ? parseV6(bare) : null;
  if (value === null) return "invalid";
  return family === 4 ? v4Reason(value) : v6Reason(value);
}
