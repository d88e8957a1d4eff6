import { describe, expect, it } from "vitest";
import { addressVerdict, isIpLiteral, isNetwork } from "./camera-address.rules.ts";

describe("addressVerdict", () => {
  it("allows the private and public ranges cameras live in", () => {
    for (const address of [
      "192.168.1.64",
      "10.0.0.8",
      "172.16.4.2",
      "203.0.113.9",
      "2001:db8::10",
      "fd12::5",
    ])
      expect(addressVerdict({ address })).toBe("allowed");
  });

  it("refuses loopback, link-local, cloud metadata, unspecified and multicast", () => {
    expect(addressVerdict({ address: "127.0.0.1" })).toBe("loopback");
    expect(addressVerdict({ address: "127.8.9.10" })).toBe("loopback");
    expect(addressVerdict({ address: "::1" })).toBe("loopback");
    expect(addressVerdict({ address: "[::1]" })).toBe("loopback");
    expect(addressVerdict({ address: "::ffff:127.0.0.1" })).toBe("loopback");
    expect(addressVerdict({ address: "169.254.10.1" })).toBe("link-local");
    expect(addressVerdict({ address: "fe80::1%eth0" })).toBe("link-local");
    expect(addressVerdict({ address: "169.254.169.254" })).toBe("metadata");
    expect(addressVerdict({ address: "fd00:ec2::254" })).toBe("metadata");
    expect(addressVerdict({ address: "100.100.100.200" })).toBe("metadata");
    expect(addressVerdict({ address: "0.0.0.0" })).toBe("unspecified");
    expect(addressVerdict({ address: "::" })).toBe("unspecified");
    expect(addressVerdict({ address: "239.1.1.1" })).toBe("multicast");
    expect(addressVerdict({ address: "255.255.255.255" })).toBe("multicast");
    expect(addressVerdict({ address: "cam.local" })).toBe("invalid");
  });

  it("lifts a refusal only for the networks the instance allows", () => {
    const allowedNetworks = ["127.0.0.1/32", "fe80::/10", "not a network"];
    expect(addressVerdict({ address: "127.0.0.1", allowedNetworks })).toBe("allowed");
    expect(addressVerdict({ address: "127.0.0.2", allowedNetworks })).toBe("loopback");
    expect(addressVerdict({ address: "fe80::9", allowedNetworks })).toBe("allowed");
    expect(addressVerdict({ address: "169.254.169.254", allowedNetworks: ["169.254.169.254"] })).toBe(
      "allowed",
    );
  });

  it("tells literals and networks apart", () => {
    expect(isIpLiteral("[2001:db8::1]")).toBe(true);
    expect(isIpLiteral("camera.example.fr")).toBe(false);
    expect(isNetwork("127.0.0.0/8")).toBe(true);
    expect(isNetwork("::1")).toBe(true);
    expect(isNetwork("127.0.0.0/33")).toBe(false);
  });
});

describe("IPv6 addresses that carry an IPv4 address", () => {
  it("are judged by the IPv4 address they carry", () => {
    for (const address of [
      "::127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:0:7f00:1",
      "64:ff9b::7f00:1",
      "64:ff9b:1::7f00:1",
      "2002:7f00:1::",
      "2001:0:4136:e378:8000:63bf:80ff:fffe",
      "fe80::5efe:7f00:1",
      "2001:db8::5efe:127.0.0.1",
    ])
      expect(addressVerdict({ address }), address).not.toBe("allowed");
    expect(addressVerdict({ address: "64:ff9b::a9fe:a9fe" })).toBe("metadata");
    expect(addressVerdict({ address: "2002:a9fe:a9fe::1" })).toBe("metadata");
    expect(addressVerdict({ address: "2001:db8::5efe:127.0.0.1" })).toBe("loopback");
  });

  it("stay allowed when the IPv4 address they carry is", () => {
    expect(addressVerdict({ address: "64:ff9b::c0a8:140" })).toBe("allowed");
    expect(addressVerdict({ address: "2002:c0a8:140::1" })).toBe("allowed");
    expect(addressVerdict({ address: "::1" })).toBe("loopback");
    expect(addressVerdict({ address: "64:ff9b::7f00:2", allowedNetworks: ["127.0.0.2/32"] })).toBe("allowed");
  });
});
