import { describe, expect, it } from "vitest";
import { addressRefusal, isPublicAddress } from "./public-address";

describe("isPublicAddress", () => {
  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "142.250.183.14",
    "100.63.255.255",
    "100.128.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "192.169.0.1",
    "169.253.255.255",
    "223.255.255.254",
    "2606:4700:4700::1111",
    "2404:6800:4009:80b::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
  ])("lets %s through", (address) => {
    expect(addressRefusal(address)).toBeNull();
  });

  it.each([
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "carrier-grade"],
    ["100.127.255.255", "carrier-grade"],
    ["169.254.169.254", "link-local"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "reserved"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.10", "documentation"],
    ["198.18.0.5", "benchmarking"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["fc00::1", "private"],
    ["fd12:3456:789a::1", "private"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf:ffff::1", "link-local"],
    ["fec0::1", "site-local"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "documentation"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.1.2.3", "private"],
    ["::FFFF:169.254.169.254", "link-local"],
    ["::ffff:a9fe:a9fe", "link-local"],
    ["::127.0.0.1", "loopback"],
    ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::192.168.0.1", "private"],
  ])("refuses %s (%s)", (address, why) => {
    expect(isPublicAddress(address)).toBe(false);
    expect(addressRefusal(address)).toContain(why);
  });

  it("refuses what is not an address", () => {
    expect(addressRefusal("localhost")).toBe("not an IP address");
    expect(addressRefusal("")).toBe("not an IP address");
  });
});
