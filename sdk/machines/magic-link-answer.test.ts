import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors.js";
import { linkFailedKey, type MagicLinkAnswer, statusCodeOf } from "./magic-link-answer.js";

const refused = (status: 400 | 404): MagicLinkAnswer => ({
  status,
  data: { message: "No", statusCode: status },
});
const failed = (statusCode: number): MagicLinkAnswer => ({
  status: "failed",
  error: new ApiError("Failed", statusCode),
});

describe("a magic-link request that sent no link", () => {
  it("could not generate it when the server failed or was not reached", () => {
    for (const statusCode of [0, 500, 502, 503, 504]) {
      expect(linkFailedKey(failed(statusCode))).toBe("magicLink.generateFailed");
    }
  });

  it("could not create a new one when refused", () => {
    expect(linkFailedKey(refused(400))).toBe("magicLink.createFailed");
    expect(linkFailedKey(refused(404))).toBe("magicLink.createFailed");
    expect(linkFailedKey(failed(403))).toBe("magicLink.createFailed");
  });

  it("reports the declared status, or the failure's", () => {
    expect(statusCodeOf(refused(404))).toBe(404);
    expect(statusCodeOf(failed(503))).toBe(503);
  });
});
