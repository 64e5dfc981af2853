import { describe, expect, it } from "vitest";
import { CAMPAIGN_TYPES } from "../api/schemas/common.js";
import { createI18n, loadCatalogue } from "./i18n.js";
import { LANGUAGES, pickLanguage, toLanguage } from "./languages.js";
import { enUs } from "./locales/en-us.js";

const leaves = (value: unknown, prefix = ""): Array<[string, string]> =>
  typeof value === "string"
    ? [[prefix, value]]
    : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
        leaves(v, prefix ? `${prefix}.${k}` : k),
      );

describe("the catalogues", () => {
  const english = new Map(leaves(enUs));

  it.each(LANGUAGES.filter((l) => l !== "en-us"))(
    "%s translates every key and leaves no English",
    async (lang) => {
      const catalogue = new Map(leaves(await loadCatalogue(lang)));
      expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of catalogue) {
        // No allow-list: a text spelt as in en-us cannot be told from one left untranslated.
        expect(text, key).not.toBe(english.get(key));
        expect(text.trim(), key).not.toBe("");
      }
    },
  );

  it("has the campaign-ended message of every campaign type (core-journey §8)", async () => {
    expect(Object.keys(enUs.ended).sort()).toEqual([...CAMPAIGN_TYPES].sort());
    expect(enUs.ended.presale).toBe("Presale registrations have ended");
  });

  it("keeps interpolation placeholders in every language", async () => {
    for (const lang of LANGUAGES) {
      const catalogue = new Map(leaves(await loadCatalogue(lang)));
      for (const [key, text] of english) {
        const placeholders = text.match(/\{\{\w+\}\}/g) ?? [];
        for (const p of placeholders) expect(catalogue.get(key), `${lang} ${key}`).toContain(p);
      }
    }
  });
});

describe("language choice", () => {
  it("prefers the element's lang, then the campaign's, then en-us", () => {
    expect(pickLanguage("fr", "ar")).toBe("fr");
    expect(pickLanguage(undefined, "ar")).toBe("ar");
    expect(pickLanguage("xx", undefined)).toBe("en-us");
    expect(toLanguage("en-US")).toBe("en-us");
    expect(toLanguage("AR")).toBe("ar");
    expect(toLanguage("de-CH")).toBe("de");
  });

  it("translates through a private instance", async () => {
    const ar = await createI18n("ar");
    const en = await createI18n("en-us");
    expect(ar.t("errors.notFound")).toBe("تعذر العثور على هذه الصفحة");
    expect(ar.dir()).toBe("rtl");
    expect(en.t("errors.campaignAt", { path: "/p/x/" })).toBe("Error with campaign at /p/x/");
  });
});
