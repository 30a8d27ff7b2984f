import { isIP } from "node:net";

type V4Range = [base: number, bits: number, name: string];

const v4 = (a: number, b: number, c: number, d: number) => ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;

/** IPv4 ranges a server-side fetch must never reach (RFC 6890 special-purpose and friends). */
const BLOCKED_V4: V4Range[] = [
  [v4(0, 0, 0, 0), 8, "this-network"],
  [v4(10, 0, 0, 0), 8, "private"],
  [v4(100, 64, 0, 0), 10, "cgnat"],
  [v4(127, 0, 0, 0), 8, "loopback"],
  [v4(169, 254, 0, 0), 16, "link-local"],
  [v4(172, 16, 0, 0), 12, "private"],
  [v4(192, 0, 0, 0), 24, "ietf-protocol"],
  [v4(192, 0, 2, 0), 24, "documentation"],
  [v4(192, 88, 99, 0), 24, "6to4-relay"],
  [v4(192, 168, 0, 0), 16, "private"],
  [v4(198, 18, 0, 0), 15, "benchmarking"],
  [v4(198, 51, 100, 0), 24, "documentation"],
  [v4(203, 0, 113, 0), 24, "documentation"],
  [v4(224, 0, 0, 0), 4, "multicast"],
  [v4(240, 0, 0, 0), 4, "reserved"],
];

function parseV4(ip: string): number | null {
  const parts = ip.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

function v4Reason(value: number): string | null {
  if (value === 0xffffffff) return "broadcast";
  for (const [base, bits, name] of BLOCKED_V4) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if ((value & mask) >>> 0 === base) return name;
  }
  return null;
}

/** Eight 16-bit groups, with `::` expanded and a trailing dotted IPv4 folded in. */
function parseV6(ip: string): number[] | null {
  let text = ip.split("%")[0] ?? "";
  const dotted = text.match(/:(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) {
    const value = parseV4(dotted[1]);
    if (value === null) return null;
    text = `${text.slice(0, -dotted[1].length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  const out: number[] = [];
  for (const g of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
    out.push(Number.parseInt(g, 16));
  }
  return out;
}

function embeddedV4(g: number[], from: number): number {
  return (((g[from] ?? 0) << 16) >>> 0) + (g[from + 1] ?? 0);
}

function v6Reason(g: number[]): string | null {
  const [a = 0, b = 0] = g;
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return "unspecified";
  if (zeroUpTo(7) && g[7] === 1) return "loopback";
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible) reach the IPv4 address inside.
  if (zeroUpTo(5) && g[5] === 0xffff) return v4Reason(embeddedV4(g, 6));
  if (zeroUpTo(6)) return v4Reason(embeddedV4(g, 6)) ?? "ipv4-compatible";
  // NAT64 well-known prefix 64:ff9b::/96 also reaches the IPv4 address inside.
  if (a === 0x64 && b === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4Reason(embeddedV4(g, 6));
  if (a === 0x64 && b === 0xff9b && g[2] === 1) return "nat64-local";
  if (a === 0x0100 && b === 0 && g[2] === 0 && g[3] === 0) return "discard";
  if (a === 0x2001 && b === 0) return "teredo";
  if (a === 0x2001 && b === 0x0db8) return "documentation";
  // 6to4 2002:a.b.c.d::/48 tunnels to the IPv4 address inside.
  if (a === 0x2002) return v4Reason(embeddedV4(g, 1));
  if ((a & 0xfe00) === 0xfc00) return "unique-local";
  if ((a & 0xffc0) === 0xfe80) return "link-local";
  if ((a & 0xffc0) === 0xfec0) return "site-local";
  if ((a & 0xff00) === 0xff00) return "multicast";
  return null;
}

/**
 * Why an address must not be fetched (loopback, private, link-local and the cloud metadata
 * address, CGNAT, multicast, …), or null when it is a public unicast address.
 */
export function blockedAddressReason(ip: string): string | null {
  const family = isIP(ip.split("%")[0] ?? "");
  if (family === 4) {
    const value = parseV4(ip);
    return value === null ? "invalid" : v4Reason(value);
  }
  if (family === 6) {
    const groups = parseV6(ip);
    return groups ? v6Reason(groups) : "invalid";
  }
  return "invalid";
}
