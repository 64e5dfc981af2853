import { expect, type Page, test } from "@playwright/test";
import { loadCatalogue } from "../sdk/i18n/i18n.js";
import { LANGUAGES } from "../sdk/i18n/languages.js";
import { enUs } from "../sdk/i18n/locales/en-us.js";

// Every en-us text without placeholders, long enough to be a sentence or a label of its own.
const leaves = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Object.values(value as Record<string, unknown>).flatMap(leaves);
const english = [...new Set(leaves(enUs))].filter((text) => !text.includes("{{") && text.length > 4);

/** The text nodes of the page, shadow roots included. */
const visibleText = (page: Page) =>
  page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Node) => {
      for (const node of Array.from(root.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
        if (node instanceof Element) {
          if (node.shadowRoot) walk(node.shadowRoot);
          if (!["SCRIPT", "STYLE"].includes(node.tagName)) walk(node);
        }
      }
    };
    walk(document.body);
    return parts.map((part) => part.trim()).filter(Boolean);
  });

for (const lang of LANGUAGES.filter((l) => l !== "en-us")) {
  test(`the presale journey in ${lang} shows no en-us text of ours`, async ({ page }) => {
    // A text spelt the same in both languages is not a leftover (the catalogue test allows none today).
    const same = new Set(leaves(await loadCatalogue(lang)));
    for (const path of ["/p/demo-presale/", "/p/demo-presale/register"]) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.locator("[lang]").last()).toBeAttached();
      await page.waitForFunction(() => document.querySelector("#app *:defined"));
      await page.waitForTimeout(300);
      const text = await visibleText(page);
      // Whole text nodes: the campaign's own texts (promoter content) may be in any language.
      const leftovers = english.filter((phrase) => text.includes(phrase) && !same.has(phrase));
      expect(leftovers, `${path} in ${lang}`).toEqual([]);
    }
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  });
}
