import { describe, expect, it } from "vitest";
import { DEMO_SERVER_SECRET, loadConfig } from "./config.js";

describe("PREVIEW_ORIGINS", () => {
  it("defaults to the promoter demo origin in demo mode, and to none in production", () => {
    expect(loadConfig({ DEMO: "1", DEMO_PORT: "5000" }).previewOrigins).toEqual([
      "http://127.0.0.1:5000",
      "http://localhost:5000",
    ]);
    expect(loadConfig({ SERVER_SECRET: "s".repeat(32) }).previewOrigins).toEqual([]);
  });

  it("reads a comma-separated list of origins", () => {
    const config = loadConfig({
      DEMO: "1",
      PREVIEW_ORIGINS: "https://admin.example.com/, http://localhost:3000",
    });
    expect(config.previewOrigins).toEqual(["https://admin.example.com", "http://localhost:3000"]);
  });

  it("stops the start on something that is not an origin", () => {
    expect(() => loadConfig({ DEMO: "1", PREVIEW_ORIGINS: "https://admin.example.com/tool" })).toThrow(
      /PREVIEW_ORIGINS/,
    );
  });
});

describe("IMAGE_HOSTS", () => {
  it("is none by default, and reads hosts, with ports, in any case", () => {
    expect(loadConfig({ DEMO: "1" }).imageHosts).toEqual([]);
    expect(
      loadConfig({ DEMO: "1", IMAGE_HOSTS: " Images.Example.com, cdn.example.net:8443 ," }).imageHosts,
    ).toEqual(["images.example.com", "cdn.example.net:8443"]);
  });

  it("stops the start on something that is not a host", () => {
    for (const IMAGE_HOSTS of ["https://images.example.com", "images.example.com/photos", "a b"]) {
      expect(() => loadConfig({ DEMO: "1", IMAGE_HOSTS }), IMAGE_HOSTS).toThrow(/IMAGE_HOSTS/);
    }
  });
});

describe("demo mode is an explicit choice (CONTRACT.md 'Demo mode and production')", () => {
  const secret = "s".repeat(32);

  it("is on with DEMO=1 only: without it the server is production, whatever NODE_ENV says", () => {
    expect(loadConfig({ DEMO: "1" }).demoMode).toBe(true);
    for (const NODE_ENV of [undefined, "development", "test", "production"]) {
      expect(loadConfig({ NODE_ENV, SERVER_SECRET: secret }).demoMode, `NODE_ENV=${NODE_ENV}`).toBe(false);
      expect(loadConfig({ NODE_ENV, DEMO: "0", SERVER_SECRET: secret }).demoMode).toBe(false);
    }
  });

  it("stays off with NODE_ENV=production even when DEMO=1 asks for it (NODE_ENV can only turn it off)", () => {
    expect(loadConfig({ DEMO: "1", NODE_ENV: "production", SERVER_SECRET: secret }).demoMode).toBe(false);
    expect(() => loadConfig({ DEMO: "1", NODE_ENV: "production" })).toThrow(/SERVER_SECRET/);
  });

  it("refuses to start production without SERVER_SECRET, with a message saying what to do", () => {
    expect(() => loadConfig({})).toThrow(/SERVER_SECRET is required in production/);
    expect(() => loadConfig({ NODE_ENV: "development", DATABASE_URL: "postgres://x@h/db" })).toThrow(
      /SERVER_SECRET/,
    );
    expect(loadConfig({ SERVER_SECRET: secret }).serverSecret).toBe(secret);
  });

  it("defaults SERVER_SECRET in demo mode only", () => {
    expect(loadConfig({ DEMO: "1" }).serverSecret).toBe(DEMO_SERVER_SECRET);
    expect(loadConfig({ DEMO: "1", SERVER_SECRET: secret }).serverSecret).toBe(secret);
  });

  it("stops the start on a DEMO value it does not know", () => {
    expect(() => loadConfig({ DEMO: "yes please", SERVER_SECRET: secret })).toThrow(/DEMO/);
  });
});

describe("slow-client limits (docs/security.md 'The server itself')", () => {
  it("default to 10 s for headers, 30 s for a whole request and 128 connections per client address", () => {
    const config = loadConfig({ DEMO: "1" });
    expect([
      config.HTTP_HEADERS_TIMEOUT_MS,
      config.HTTP_REQUEST_TIMEOUT_MS,
      config.MAX_CONNECTIONS_PER_CLIENT,
    ]).toEqual([10_000, 30_000, 128]);
    const set = loadConfig({
      DEMO: "1",
      HTTP_HEADERS_TIMEOUT_MS: "2000",
      HTTP_REQUEST_TIMEOUT_MS: "5000",
      MAX_CONNECTIONS_PER_CLIENT: "0",
    });
    expect([
      set.HTTP_HEADERS_TIMEOUT_MS,
      set.HTTP_REQUEST_TIMEOUT_MS,
      set.MAX_CONNECTIONS_PER_CLIENT,
    ]).toEqual([2000, 5000, 0]);
    expect(() => loadConfig({ DEMO: "1", HTTP_HEADERS_TIMEOUT_MS: "5" })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });
});
