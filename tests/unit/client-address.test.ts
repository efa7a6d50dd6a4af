import { describe, expect, it } from "vitest";
import { addressOfConnection, PEER_ADDRESS_HEADER, clientAddress } from "@/lib/auth/client-address";
import { addressLimitKey, normalizeAddress } from "@/lib/domain/network-address";

describe("the client address of a connection", () => {
  it("is the socket's peer with no trusted proxy, whatever X-Forwarded-For says", () => {
    for (const forwardedFor of [undefined, "203.0.113.7", "203.0.113.7, 10.0.0.1", ["1.2.3.4", "5.6.7.8"]]) {
      expect(addressOfConnection({ peer: "198.51.100.4", forwardedFor, trustedHops: 0 })).toBe(
        "198.51.100.4",
      );
    }
  });

  it("is the hop the trusted proxies vouch for, counted from the right", () => {
    const forwardedFor = "spoofed-by-client, 203.0.113.7, 10.0.0.2";
    expect(addressOfConnection({ peer: "10.0.0.3", forwardedFor, trustedHops: 1 })).toBe("10.0.0.2");
    expect(addressOfConnection({ peer: "10.0.0.3", forwardedFor, trustedHops: 2 })).toBe("203.0.113.7");
  });

  it("cannot be moved by what a client writes left of the proxy's entry", () => {
    const seen = new Set(
      ["a", "b, c", "1.1.1.1, 2.2.2.2", ""].map((spoof) =>
        addressOfConnection({ peer: "10.0.0.3", forwardedFor: `${spoof}, 203.0.113.7`, trustedHops: 1 }),
      ),
    );
    expect([...seen]).toStrictEqual(["203.0.113.7"]);
  });

  it("takes the leftmost hop there is when fewer proxies were passed than configured", () => {
    expect(addressOfConnection({ peer: "198.51.100.4", forwardedFor: undefined, trustedHops: 1 })).toBe(
      "198.51.100.4",
    );
    expect(addressOfConnection({ peer: "10.0.0.3", forwardedFor: "203.0.113.7", trustedHops: 3 })).toBe(
      "203.0.113.7",
    );
  });

  it("shows an IPv4 peer of a dual-stack socket as plain IPv4, and bounds the length", () => {
    expect(addressOfConnection({ peer: "::ffff:127.0.0.1", forwardedFor: undefined, trustedHops: 0 })).toBe(
      "127.0.0.1",
    );
    expect(addressOfConnection({ peer: "::1", forwardedFor: undefined, trustedHops: 0 })).toBe("::1");
    expect(addressOfConnection({ peer: undefined, forwardedFor: undefined, trustedHops: 0 })).toBe("unknown");
    expect(addressOfConnection({ peer: "10.0.0.3", forwardedFor: "x".repeat(65), trustedHops: 1 })).toBe(
      "unknown",
    );
  });
});

describe("clientAddress", () => {
  it("starts from the peer server.mjs writes; X-Forwarded-For alone is no address", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.7" }))).toBe("unknown");
    expect(clientAddress(new Headers({ [PEER_ADDRESS_HEADER]: "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientAddress({ [PEER_ADDRESS_HEADER]: ["198.51.100.5"] })).toBe("198.51.100.5");
    // The server writes one address; a list there was not written by it.
    expect(clientAddress(new Headers({ [PEER_ADDRESS_HEADER]: "203.0.113.7, 10.0.0.1" }))).toBe("unknown");
  });
});

describe("one spelling per address", () => {
  const viaPeer = (peer: string) => addressOfConnection({ peer, forwardedFor: undefined, trustedHops: 0 });
  const viaProxy = (hop: string) =>
    addressOfConnection({ peer: "10.0.0.3", forwardedFor: `spoof, ${hop}`, trustedHops: 1 });
  const viaHeader = (value: string) => clientAddress(new Headers({ [PEER_ADDRESS_HEADER]: value }));

  const spellings: Array<[string, string]> = [
    ["2001:DB8::1", "2001:db8::1"],
    ["2001:0db8:0000::1", "2001:db8::1"],
    ["2001:db8:0:0:0:0:0:1", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["[2001:DB8:0000::1]:8080", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::ffff:1.2.3.4", "1.2.3.4"],
    ["::FFFF:102:304", "1.2.3.4"],
    ["1.2.3.4:80", "1.2.3.4"],
    ["1.2.3.4", "1.2.3.4"],
    [" 198.51.100.4 ", "198.51.100.4"],
  ];

  it.each(spellings)(
    "reads %j as %j, from the socket, the proxy's hop or the header",
    (spelled, canonical) => {
      expect([viaPeer(spelled), viaProxy(spelled), viaHeader(spelled)]).toStrictEqual([
        canonical,
        canonical,
        canonical,
      ]);
    },
  );

  const garbage = [
    "garbage",
    "",
    "spoof-7",
    "1.2.3.4.5",
    "256.1.1.1",
    "127.1",
    "0x7f.0.0.1",
    "010.0.0.1",
    "2001:db8::1::2",
    "[2001:db8::1",
    "[2001:db8::1]:",
    "1.2.3.4:http",
    "2001:db8::g",
    "x".repeat(200),
  ];

  it.each(garbage)("takes %j for unknown", (spelled) => {
    expect([viaPeer(spelled), viaProxy(spelled), viaHeader(spelled)]).toStrictEqual([
      "unknown",
      "unknown",
      "unknown",
    ]);
    expect(normalizeAddress(spelled)).toBe("unknown");
  });
});

describe("the key a per-address limit counts under", () => {
  it("is an IPv4 address as it is, however it was spelled", () => {
    for (const spelled of [
      "203.0.113.7",
      "203.0.113.7:5678",
      "::ffff:203.0.113.7",
      "[::ffff:203.0.113.7]:80",
    ]) {
      expect(addressLimitKey(spelled)).toBe("203.0.113.7");
    }
    expect(addressLimitKey("203.0.113.8")).toBe("203.0.113.8");
  });

  it("is an IPv6 address's /64, so one client cannot rotate its way to new allowances", () => {
    const inOne64 = [
      "2001:db8:0:1::1",
      "2001:DB8:0:1::2",
      "2001:0db8:0000:0001:ffff:ffff:ffff:ffff",
      "[2001:db8:0:1:abcd::5]:443",
    ];
    expect(new Set(inOne64.map(addressLimitKey))).toStrictEqual(new Set(["2001:db8:0:1::/64"]));
    expect(addressLimitKey("2001:db8:0:2::1")).toBe("2001:db8:0:2::/64");
    expect(addressLimitKey("2001:db8::1")).toBe("2001:db8::/64");
    expect(addressLimitKey("::1")).toBe("::/64");
  });

  it("is one shared key for everything unreadable, so garbage mints no new allowances", () => {
    expect(new Set(["garbage", "", "spoof-1", "spoof-2", "unknown"].map(addressLimitKey))).toStrictEqual(
      new Set(["unknown"]),
    );
  });
});
