import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { UNLIMITED_CLIENT_ADDRESS } from "./e2e/client-address-limits.js";
import type { EngineName } from "./e2e/engines/fixtures.js";

// Chromium from the system (CHROMIUM_PATH, then Debian's /usr/bin/chromium); nothing downloads a browser.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

// Test ports differ from `npm start`'s so a running demo never collides with a test run.
export const SITE_PORT = Number(process.env.E2E_PORT ?? 4273);
export const DEMO_PORT = SITE_PORT + 1;

export default defineConfig<object, { engineName: EngineName }>({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // CI is this 2-core machine running two browser workers next to the server: generous ceilings keep
  // slow-but-correct runs green (speed is measured in `npm run bench`, never asserted here).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    browserName: "chromium",
    trace: "retain-on-failure",
    launchOptions: {
      ...(executablePath && { executablePath }),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: /engines\// },
    // Safari's and Firefox's engines from Debian (e2e/engines/): the journeys most fans take.
    { name: "webkit-gtk", testMatch: /engines\/.*\.spec\.ts$/, use: { engineName: "webkit" } },
    { name: "firefox-esr", testMatch: /engines\/.*\.spec\.ts$/, use: { engineName: "firefox" } },
  ],
  webServer: {
    // The real demo server on an in-memory database (built by `npm run build` before the tests).
    command: "node dist/server/main.js",
    url: `http://127.0.0.1:${SITE_PORT}/api/v1/cn/campaign-uri?uri=p/demo-presale`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(SITE_PORT),
      DEMO_PORT: String(DEMO_PORT),
      DATA_DIR: ":memory:",
      DEMO: "1",
      ...UNLIMITED_CLIENT_ADDRESS,
    },
  },
});
