import { defineConfig } from "vitest/config";

// Unit and server tests. Browser tests (real Chromium) live in e2e/ and run through Playwright.
export default defineConfig({
  test: {
    include: ["{sdk,elements,site,demo,scripts,console}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores: PGlite instances are memory-hungry, keep parallelism modest.
    maxWorkers: 2,
  },
});
