import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

// Secrets handed to clients (auth tokens, magic links, client secrets) are 256 random bits; only their
// SHA-256 is stored, so a copy of the database opens nothing. Short codes are hashed with a keyed HMAC
// because their few bits could otherwise be brute-forced from a leaked hash.

/** A bearer secret: 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a bearer secret. */
export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export function hmacSha256(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text).digest("hex");
}

/** Constant-time comparison of two hex digests (or any two strings). */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `length` characters drawn uniformly from `alphabet` (no modulo bias). */
export function randomCode(alphabet: string, length: number): string {
  let code = "";
  for (let i = 0; i < length; i += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A short, URL-safe random identifier. */
export function randomSlug(length = 8): string {
  return randomCode(BASE62, length);
}

/** A new object id with a readable prefix, e.g. `fan_3kP9…` (128 random bits). */
export function newOid(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString("base64url")}`;
}
