import { afterEach, describe, expect, it, vi } from "vitest";
import { logLookupError, MIDDLEWARE_ERRORS, requireCampaign, runStage } from "./middleware.js";

afterEach(() => vi.restoreAllMocks());

describe("given the site middleware", () => {
  it("a failing authenticate stage logs its text and answers the fallback", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await runStage("authenticate", () => Promise.reject(new Error("offline")), "visitor");
    expect(answer).toBe("visitor");
    expect(log).toHaveBeenCalledWith(
      "Something wrong while doing authenticate middleware",
      expect.any(Error),
    );
  });

  it("a failing integration stage logs its text and answers the fallback", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await runStage(
      "integration",
      () => {
        throw new Error("stream");
      },
      undefined,
    );
    expect(answer).toBeUndefined();
    expect(log).toHaveBeenCalledWith("Something wrong while doing integration middleware", expect.any(Error));
  });

  it("a stage that works answers its own value and logs nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await runStage("authenticate", async () => "fan", "visitor")).toBe("fan");
    expect(log).not.toHaveBeenCalled();
  });

  it("authenticate without a campaign throws the spec's text", () => {
    expect(() => requireCampaign(undefined)).toThrow("authenticate shall be called after you have campaign");
    expect(requireCampaign({ oid: "c1" })).toEqual({ oid: "c1" });
  });

  it("failed lookups log 'Error with campaign at {path}' and 'Error with tour at {path}'", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    logLookupError("campaign", "/p/nope/");
    logLookupError("tour", "/t/nope", new Error("404"));
    expect(log).toHaveBeenNthCalledWith(1, "Error with campaign at /p/nope/");
    expect(log).toHaveBeenNthCalledWith(2, "Error with tour at /t/nope", expect.any(Error));
    expect(MIDDLEWARE_ERRORS.campaign("/x/")).toBe("Error with campaign at /x/");
  });
});
