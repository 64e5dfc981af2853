import { describe, expect, it } from "vitest";
import { hmacSha256 } from "../crypto/tokens.js";
import { isPreviewTokenValid, issuePreviewToken, PREVIEW_TOKEN_MAX_SECONDS } from "./preview-token.js";

const SECRET = "s".repeat(32);
const NOW = Date.parse("2031-03-14T09:30:00.000Z");

describe("preview tokens", () => {
  it("is the documented pv1.{expires}.{HMAC of preview:{expires}}", () => {
    const token = issuePreviewToken(SECRET, NOW, 60);
    const expires = NOW / 1000 + 60;
    expect(token).toBe(`pv1.${expires}.${hmacSha256(SECRET, `preview:${expires}`)}`);
    expect(isPreviewTokenValid(SECRET, token, NOW)).toBe(true);
  });

  it("refuses another secret, a changed expiry, an expired token and one too far ahead", () => {
    const token = issuePreviewToken(SECRET, NOW, 60);
    expect(isPreviewTokenValid("t".repeat(32), token, NOW)).toBe(false);
    const [, expires, signature] = token.split(".");
    expect(isPreviewTokenValid(SECRET, `pv1.${Number(expires) + 1}.${signature}`, NOW)).toBe(false);
    expect(isPreviewTokenValid(SECRET, token, NOW + 61_000)).toBe(false);
    const far = issuePreviewToken(SECRET, NOW, PREVIEW_TOKEN_MAX_SECONDS + 60);
    expect(isPreviewTokenValid(SECRET, far, NOW)).toBe(false);
  });

  it("refuses what is not a token", () => {
    for (const value of [undefined, "", "pv1.1.abc", 42, `pv2.1.${"0".repeat(64)}`]) {
      expect(isPreviewTokenValid(SECRET, value, NOW)).toBe(false);
    }
  });
});
