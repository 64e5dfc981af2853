import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { HttpError, parseOr400 } from "./validate.js";

describe("parseOr400", () => {
  const schema = z.object({ campaign: z.object({ uri: z.string().check(z.minLength(3)) }) });

  it("returns the parsed value", () => {
    expect(parseOr400(schema, { campaign: { uri: "p/x" } }, "body")).toEqual({ campaign: { uri: "p/x" } });
  });

  it("throws a 400 naming the field", () => {
    let error: unknown;
    try {
      parseOr400(schema, { campaign: { uri: 4 } }, "body");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 400, field: "campaign.uri" });
    expect((error as Error).message).toMatch(/Invalid body field "campaign.uri"/);
  });
});
