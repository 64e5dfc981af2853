import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { SITE_PORT } from "../../playwright.config.js";
import { serveFolder } from "./serve-package.js";

// Issue 21: custom-elements.json against the built package's elements in a real engine: every tag it
// names is defined by its module, and its attributes are exactly what the element observes. The package's
// autoloader defines a tag when it appears.

const packageDir = resolve("packages/elements");
const origin = "http://package-host.test";
const api = `http://127.0.0.1:${SITE_PORT}/api/v1/cn`;

interface Declaration {
  tagName: string;
  attributes: { name: string }[];
}
const manifest = JSON.parse(readFileSync(resolve(packageDir, "custom-elements.json"), "utf8")) as {
  modules: { path: string; declarations: Declaration[] }[];
};

test.beforeEach(async ({ page }) => {
  await serveFolder(page, origin, packageDir, {
    "/": "<!doctype html><html lang=en><title>host</title><body></body></html>",
  });
  await page.goto(`${origin}/`);
});

test("every element of the manifest is defined by its module and observes exactly its attributes", async ({
  page,
}) => {
  const modules = manifest.modules.map((m) => ({ path: m.path, tag: m.declarations[0]?.tagName ?? "" }));
  const observed = await page.evaluate(async (list) => {
    const found: Record<string, string[] | null> = {};
    for (const { path, tag } of list) {
      await import(`/${path}`);
      const element = customElements.get(tag) as
        | (CustomElementConstructor & { observedAttributes?: string[] })
        | undefined;
      found[tag] = element ? [...(element.observedAttributes ?? [])].sort() : null;
    }
    return found;
  }, modules);
  for (const module of manifest.modules) {
    for (const declaration of module.declarations) {
      expect(observed[declaration.tagName], declaration.tagName).toEqual(
        declaration.attributes.map((a) => a.name).sort(),
      );
    }
  }
});

test("the package's autoloader defines a tag when it appears", async ({ page }) => {
  await page.evaluate(async (base) => {
    const autoloader = "/dist/autoloader.js";
    await import(autoloader);
    document.body.insertAdjacentHTML(
      "beforeend",
      `<campaign-rewards id="rw" campaign="p/demo-presale" api-base="${base}"></campaign-rewards>`,
    );
  }, api);
  await expect.poll(() => page.evaluate(() => Boolean(customElements.get("campaign-rewards")))).toBe(true);
  await expect(page.locator("#rw .wrapper")).toBeVisible();
});
