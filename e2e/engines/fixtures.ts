import { existsSync, writeFileSync } from "node:fs";
import { test as base } from "@playwright/test";
import type { EngineDriver } from "./engine-driver.js";
import { FIREFOX, FirefoxService } from "./firefox-driver.js";
import { MINIBROWSER, WEBKIT_DRIVER, WebKitService } from "./webkit-driver.js";

// The `engine` fixture: a fresh session of the project's engine (playwright.config.ts: the projects
// "webkit-gtk" and "firefox-esr"), on the same server the Chromium tests use. Missing engines fail under CI
// (.ci/run installs them) and skip elsewhere, saying which package to install.

export type EngineName = "webkit" | "firefox";

interface Service {
  session(): Promise<EngineDriver>;
  stop(): void | Promise<void>;
}

const installed: Record<EngineName, () => string | undefined> = {
  webkit: () =>
    existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER)
      ? undefined
      : "WebKitGTK is not installed (apt-get install webkit2gtk-driver xvfb)",
  firefox: () =>
    existsSync(FIREFOX) ? undefined : "Firefox ESR is not installed (apt-get install firefox-esr)",
};

export const test = base.extend<
  { engine: EngineDriver },
  { engineName: EngineName; engineService: Service | undefined }
>({
  engineName: ["webkit", { option: true, scope: "worker" }],
  engineService: [
    async ({ engineName }, use) => {
      const missing = installed[engineName]();
      if (missing && process.env.CI) throw new Error(missing);
      if (missing) {
        await use(undefined);
        return;
      }
      const service = engineName === "webkit" ? await WebKitService.start() : await FirefoxService.start();
      await use(service);
      await service.stop();
    },
    { scope: "worker" },
  ],
  engine: async ({ engineService, engineName }, use, testInfo) => {
    testInfo.skip(!engineService, installed[engineName]());
    // MiniBrowser under Xvfb types key by key and may need its session asked twice (webkit-driver.ts).
    if (engineName === "webkit") testInfo.slow();
    const driver = await (engineService as Service).session();
    await use(driver);
    if (testInfo.status !== testInfo.expectedStatus) {
      const path = testInfo.outputPath("engine-screenshot.png");
      writeFileSync(path, await driver.screenshot());
      await testInfo.attach("screenshot", { path, contentType: "image/png" });
    }
    await driver.close();
  },
});

export { expect } from "@playwright/test";
