import { defineConfig } from "vitest/config";
import { preactAliases } from "./scripts/preact-aliases.mjs";

// Unit and server tests. Browser tests (real Chromium) live in e2e/ and run through Playwright.
export default defineConfig({
  // The server renders first screens with the elements through preact/compat, as it is built (issue 22).
  resolve: {
    alias: preactAliases.map(({ find, replacement }) => ({
      find: new RegExp(`^${find}$`),
      replacement,
    })),
  },
  test: {
    include: ["{sdk,elements,site,demo,scripts,console}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores: PGlite instances are memory-hungry, keep parallelism modest.
    maxWorkers: 2,
  },
});
