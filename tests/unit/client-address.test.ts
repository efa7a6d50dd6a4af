import { describe, expect, it } from "vitest";
import { addressOfConnection, CLIENT_ADDRESS_HEADER, clientAddress } from "@/lib/auth/client-address";

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
  it("reads only the header the server's hook writes, never X-Forwarded-For", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.7" }))).toBe("unknown");
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientAddress({ [CLIENT_ADDRESS_HEADER]: ["198.51.100.5"] })).toBe("198.51.100.5");
  });
});
