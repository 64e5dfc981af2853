import { describe, expect, it } from "vitest";
import { pickEncoding } from "./accept-encoding.js";

describe("pickEncoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["identity", undefined],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br", "br"],
    ["BR;q=1.0", "br"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["gzip;q=0.5, br;q=0.5", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["*", "br"],
    ["*;q=0", undefined],
    ["br;q=0, *", "gzip"],
    ["gzip;q=abc", undefined],
  ])("%s answers %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
