import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("PREVIEW_ORIGINS", () => {
  it("defaults to the promoter demo origin in demo mode, and to none in production", () => {
    expect(loadConfig({ DEMO_PORT: "5000" }).previewOrigins).toEqual([
      "http://127.0.0.1:5000",
      "http://localhost:5000",
    ]);
    expect(loadConfig({ NODE_ENV: "production", SERVER_SECRET: "s".repeat(32) }).previewOrigins).toEqual([]);
  });

  it("reads a comma-separated list of origins", () => {
    const config = loadConfig({ PREVIEW_ORIGINS: "https://admin.example.com/, http://localhost:3000" });
    expect(config.previewOrigins).toEqual(["https://admin.example.com", "http://localhost:3000"]);
  });

  it("stops the start on something that is not an origin", () => {
    expect(() => loadConfig({ PREVIEW_ORIGINS: "https://admin.example.com/tool" })).toThrow(
      /PREVIEW_ORIGINS/,
    );
  });
});
