import { describe, expect, test } from "bun:test";
import { blockedAddressReason } from "../../src/services/fetch/address.ts";

describe("blockedAddressReason", () => {
  const blocked: [string, string][] = [
    ["0.0.0.0", "this-network"],
    ["0.1.2.3", "this-network"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.1", "cgnat"],
    ["100.127.255.254", "cgnat"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["169.254.169.254", "link-local"],
    ["169.254.0.1", "link-local"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.0.0.8", "ietf-protocol"],
    ["192.0.2.10", "documentation"],
    ["192.88.99.1", "6to4-relay"],
    ["192.168.1.1", "private"],
    ["198.18.0.1", "benchmarking"],
    ["198.19.255.1", "benchmarking"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.7", "documentation"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:169.254.169.254", "link-local"],
    ["::ffff:10.1.2.3", "private"],
    ["::127.0.0.1", "loopback"],
    ["::10.0.0.1", "private"],
    ["64:ff9b::127.0.0.1", "loopback"],
    ["64:ff9b::a9fe:a9fe", "link-local"],
    ["64:ff9b:1::1", "nat64-local"],
    ["100::1", "discard"],
    ["2001::1", "teredo"],
    ["2001:db8::1", "documentation"],
    ["2002:7f00:1::1", "loopback"],
    ["2002:c0a8:101::1", "private"],
    ["fc00::1", "unique-local"],
    ["fd12:3456:789a::1", "unique-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf::1", "link-local"],
    ["fec0::1", "site-local"],
    ["ff02::1", "multicast"],
    ["ff05::1:3", "multicast"],
    ["192.31.196.1", "as112"],
    ["192.52.193.9", "amt"],
    ["192.175.48.6", "as112"],
    ["::ffff:0:7f00:1", "loopback"],
    ["::ffff:0:a9fe:a9fe", "link-local"],
    ["::ffff:0:808:808", "ipv4-translated"],
    ["::808:808", "ipv4-compatible"],
    ["100:0:0:1::1", "dummy"],
    ["2001:1::1", "ietf-protocol"],
    ["2001:2::5", "ietf-protocol"],
    ["2001:20::1", "ietf-protocol"],
    ["2620:4f:8000::1", "as112"],
    ["3fff::1", "documentation"],
    ["5f00::1", "segment-routing"],
    ["::2", "this-network"],
    ["400::1", "reserved"],
    ["4000::1", "reserved"],
    ["not-an-ip", "invalid"],
    ["999.1.1.1", "invalid"],
  ];
  for (const [ip, reason] of blocked) {
    test(`${ip} is blocked as ${reason}`, () => {
      expect(blockedAddressReason(ip)).toBe(reason);
    });
  }

  const allowed = [
    "8.8.8.8",
    "1.1.1.1",
    "100.63.255.255",
    "100.128.0.1",
    "172.15.255.255",
    "172.32.0.1",
    "169.253.255.255",
    "192.169.0.1",
    "11.0.0.1",
    "2606:4700:4700::1111",
    "2a00:1450:4001:81b::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
  ];
  for (const ip of allowed) {
    test(`${ip} is a public address`, () => {
      expect(blockedAddressReason(ip)).toBeNull();
    });
  }
});
