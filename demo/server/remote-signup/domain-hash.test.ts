import { describe, expect, it } from "vitest";
import { hmacSha256 } from "../crypto/tokens.js";
import { domainHash, isDomainValid, normaliseDomain } from "./domain-hash.js";

describe("remote-signup domain hashes", () => {
  const promoter = { oid: "prm_1", verifiedDomains: ["Example.com"] };

  it("normalises a domain to its bare host", () => {
    expect(normaliseDomain("https://WWW.Example.com:8443/page?x=1")).toBe("example.com");
    expect(normaliseDomain("127.0.0.1:4174")).toBe("127.0.0.1");
  });

  it("is the documented HMAC of promoter and domain", () => {
    expect(domainHash("s".repeat(32), "prm_1", "www.example.com")).toBe(
      hmacSha256("s".repeat(32), "remote-signup:prm_1:example.com"),
    );
  });

  it("accepts the verified domain with or without www, and nothing else", () => {
    const secret = "s".repeat(32);
    const hash = domainHash(secret, "prm_1", "example.com");
    expect(isDomainValid(secret, promoter, "www.example.com", hash.toUpperCase())).toBe(true);
    expect(isDomainValid(secret, promoter, "example.org", domainHash(secret, "prm_1", "example.org"))).toBe(
      false,
    );
    expect(isDomainValid("t".repeat(32), promoter, "example.com", hash)).toBe(false);
  });
});
