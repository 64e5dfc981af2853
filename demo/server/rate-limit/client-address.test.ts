import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientAddress, limitGroupOf, parseAddress } from "./client-address.js";

/** An IPv6 address written out in full from eight groups. */
const fullIpv6 = (groups: number[]) => groups.map((g) => g.toString(16)).join(":");
const group = fc.integer({ min: 0, max: 0xffff });
const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });

describe("parseAddress", () => {
  it("reads the forms sockets and proxies write: ports, brackets, zones, upper case", () => {
    expect(parseAddress(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(parseAddress("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(parseAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(parseAddress("[2001:db8::1]")).toBe("2001:db8::1");
    expect(parseAddress("fe80::1%eth0")).toBe("fe80::1");
  });

  it("refuses what is not an IP address", () => {
    for (const text of ["", "unknown", "evil.example", "1.2.3", "300.1.1.1", "1.2.3.4, 5.6.7.8", "::g"])
      expect(parseAddress(text)).toBeUndefined();
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address, in both its spellings", () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        const [a = 0, b = 0, c = 0, d = 0] = v4.split(".").map(Number);
        const hex = `::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        expect(parseAddress(`::ffff:${v4}`)).toBe(v4);
        expect(parseAddress(hex)).toBe(v4);
        expect(parseAddress(`[::FFFF:${v4}]:80`)).toBe(v4);
      }),
    );
  });
});

describe("limitGroupOf", () => {
  it("is the IPv4 address itself", () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        expect(limitGroupOf(v4)).toBe(v4);
      }),
    );
  });

  it("puts IPv6 addresses of one /64 in one group, however written, and other /64s apart", () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (prefix, hostA, hostB) => {
        const a = parseAddress(fullIpv6([...prefix, ...hostA]));
        const b = parseAddress(fullIpv6([...prefix, ...hostB]));
        expect(a && b && limitGroupOf(a)).toBe(limitGroupOf(b!));
      }),
    );
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (prefixA, prefixB, host) => {
        fc.pre(prefixA.some((g, i) => g !== prefixB[i]));
        const a = parseAddress(fullIpv6([...prefixA, ...host]))!;
        const b = parseAddress(fullIpv6([...prefixB, ...host]))!;
        expect(limitGroupOf(a)).not.toBe(limitGroupOf(b));
      }),
    );
    expect(limitGroupOf("2001:db8::1")).toBe(limitGroupOf("2001:0db8:0000:0000:ffff:ffff:ffff:ffff"));
    expect(limitGroupOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });

  it("reads every IPv6 form fast-check writes (compressed, with an IPv4 tail)", () => {
    fc.assert(
      fc.property(fc.ipV6(), (v6) => {
        const parsed = parseAddress(v6);
        expect(parsed).toBeDefined();
        expect(limitGroupOf(parsed!)).toMatch(/^([\da-f]{1,4}:){4}:\/64$|^[\d.]+$/);
      }),
    );
  });
});

describe("clientAddress", () => {
  const attackerEntries = fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string()), { maxLength: 5 });

  it("with TRUST_PROXY=0 is the socket peer, whatever X-Forwarded-For says", () => {
    fc.assert(
      fc.property(fc.ipV4(), attackerEntries, (peer, forwarded) => {
        expect(clientAddress(peer, forwarded.join(", "), 0)).toBe(peer);
      }),
    );
  });

  it("with N trusted proxies is the entry the outermost proxy appended, never one the client wrote", () => {
    fc.assert(
      fc.property(
        attackerEntries,
        fc.ipV4(),
        fc.array(fc.ipV4(), { maxLength: 3 }),
        fc.ipV4(),
        (written, client, innerProxies, peer) => {
          // The client wrote `written`; the outer proxy appended the client; each inner proxy the one before.
          const header = [...written, client, ...innerProxies].join(", ");
          expect(clientAddress(peer, header, innerProxies.length + 1)).toBe(client);
        },
      ),
    );
  });

  it("with a list shorter than the trusted hops takes its leftmost entry (all written by our proxies)", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.4", 2)).toBe("198.51.100.4");
  });

  it("falls back to the peer without the header, or when the trusted entry is not an address", () => {
    expect(clientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "198.51.100.4, garbage", 1)).toBe("10.0.0.2");
    expect(clientAddress(undefined, undefined, 0)).toBeUndefined();
  });

  it("reads an IPv4-mapped peer as IPv4", () => {
    expect(clientAddress("::ffff:203.0.113.9", undefined, 0)).toBe("203.0.113.9");
  });
});
