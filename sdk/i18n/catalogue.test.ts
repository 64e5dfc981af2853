import { describe, expect, it } from "vitest";
import { CAMPAIGN_TYPES } from "../api/schemas/common.js";
import { createI18n } from "./i18n.js";
import { LANGUAGES, pickLanguage, toLanguage } from "./languages.js";
import { enUs } from "./locales/en-us.js";
import { PLURAL_FORMS, pluralFormOf } from "./plurals.js";
import { loadCatalogue } from "./translate.js";

const pluralBase = (key: string): string => {
  const form = pluralFormOf(key);
  return form ? key.slice(0, -form.length - 1) : key;
};

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
      // Counted texts have the forms of each language's plural rules (checked below), so compare bases.
      const bases = (keys: Iterable<string>) => [...new Set([...keys].map(pluralBase))].sort();
      expect(bases(catalogue.keys())).toEqual(bases(english.keys()));
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
        // A plural form other than `_other` may say its number in words ("دقيقة واحدة", one minute).
        const wordy = pluralFormOf(key) !== undefined && pluralFormOf(key) !== "other";
        const placeholders = (text.match(/\{\{[^}]+\}\}/g) ?? []).filter(
          (p) => !(wordy && p.startsWith("{{count")),
        );
        for (const p of placeholders) expect(catalogue.get(key), `${lang} ${key}`).toContain(p);
      }
    }
  });

  // Issue 20: "1 minutes", and Arabic always in its 3–10 form, came from `count === 1` choices.
  it.each(LANGUAGES)(
    "%s has exactly the plural forms its Intl.PluralRules has, for every counted text",
    async (lang) => {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const keys = leaves(await loadCatalogue(lang)).map(([key]) => key);
      const counted = [...new Set(keys.filter((key) => pluralFormOf(key)).map(pluralBase))];
      expect(counted.length).toBeGreaterThanOrEqual(3);
      for (const base of counted) {
        const forms = PLURAL_FORMS.filter((form) => keys.includes(`${base}_${form}`));
        expect(forms.sort(), `${lang} ${base}`).toEqual([...needed].sort());
      }
    },
  );

  it("counts with the form each language's rules pick, numbers grouped", async () => {
    const ar = await createI18n("ar");
    expect([0, 1, 2, 3, 11, 100].map((count) => ar.t("common.points", { count }))).toEqual([
      "0 نقطة",
      "1 نقطة",
      "2 نقطتان",
      "3 نقاط",
      "11 نقطة",
      "100 نقطة",
    ]);
    expect(ar.t("verification.tooManyAttempts", { count: 2 })).toBe(
      "محاولات تحقق كثيرة جدًا. يرجى الانتظار دقيقتين قبل المحاولة مرة أخرى.",
    );
    const en = await createI18n("en-us", [enUs]);
    expect(en.t("verification.tooManyAttempts", { count: 1 })).toBe(
      "Too many verification attempts. Please wait 1 minute before trying again.",
    );
    expect(en.t("common.points", { count: 1234 })).toBe("1,234 pts");
    expect((await createI18n("de")).t("common.points", { count: 1234 })).toBe("1.234 Pkte.");
    expect((await createI18n("fr")).t("common.points", { count: 0 })).toBe("0 point");
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
