import { expect, test } from "@playwright/test";
import { LANGUAGES } from "../sdk/i18n/languages.js";
import { loadCatalogue } from "../sdk/i18n/translate.js";
import { english, leaves, visibleText } from "./english.js";

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
