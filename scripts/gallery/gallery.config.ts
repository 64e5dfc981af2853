import { defineConfig } from "@playwright/test";
import base from "../../playwright.config.js";

// `npm run gallery` (scripts/gallery.mjs): the browser tests' server and Chromium, one worker, walking
// every screen of every seeded campaign into gallery/ for a reviewer (issue 20). Not part of `npm test`.
export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: "shoot-gallery.ts",
  outputDir: "../../test-results/gallery",
  fullyParallel: false,
  workers: 1,
  timeout: 30 * 60_000,
  // The server runs from the repository's root (its dist/ and .data), not from this folder.
  webServer: { ...(base.webServer as Exclude<typeof base.webServer, unknown[] | undefined>), cwd: "../.." },
});
