// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages.js";
import { ar } from "../i18n/locales/ar.js";
import { de } from "../i18n/locales/de.js";
import { enUs } from "../i18n/locales/en-us.js";
import { es } from "../i18n/locales/es.js";
import { fr } from "../i18n/locales/fr.js";
import { nl } from "../i18n/locales/nl.js";
import { labelsFor, loaderLanguage } from "./labels.js";

const CATALOGUES = { "en-us": enUs, ar, es, fr, de, nl };

function widget(lang?: string): HTMLElement {
  const element = document.createElement("div");
  if (lang !== undefined) element.dataset.lang = lang;
  return element;
}

describe("the loader's labels", () => {
  afterEach(() => {
    document.documentElement.lang = "";
    document.documentElement.removeAttribute("dir");
  });

  it.each(LANGUAGES)("in %s are the catalogue's words", (lang) => {
    const labels = labelsFor(widget(lang));
    expect(labels.lang).toBe(lang === "en-us" ? "en" : lang);
    expect(labels.register).toBe(CATALOGUES[lang].register.title);
    expect(labels.close).toBe(CATALOGUES[lang].invite.close);
  });

  describe("given a widget that names its language", () => {
    it("uses it, in any casing or region spelling, over the page's", () => {
      document.documentElement.lang = "de";
      expect(labelsFor(widget("FR-ca")).lang).toBe("fr");
      expect(labelsFor(widget("nl_BE")).lang).toBe("nl");
      expect(labelsFor(widget("en-GB")).lang).toBe("en");
    });

    it("reads right to left for Arabic, whatever the page's direction", () => {
      document.documentElement.dir = "ltr";
      expect(labelsFor(widget("ar"))).toMatchObject({ dir: "rtl", register: "التسجيل", close: "إغلاق" });
      document.documentElement.dir = "rtl";
      expect(labelsFor(widget("fr")).dir).toBe("ltr");
    });
  });

  describe("given a widget without a language of the table", () => {
    it("uses the page's <html lang>, else English", () => {
      document.documentElement.lang = "es-MX";
      expect(labelsFor(widget()).lang).toBe("es");
      expect(labelsFor(widget("klingon")).lang).toBe("es");
      document.documentElement.lang = "ja";
      expect(labelsFor(widget()).lang).toBe("en");
      expect(labelsFor(widget("constructor")).register).toBe("Register");
    });

    it("follows the page's dir, else the language's", () => {
      document.documentElement.lang = "ar";
      expect(labelsFor(widget()).dir).toBe("rtl");
      document.documentElement.lang = "he";
      document.documentElement.dir = "rtl";
      expect(labelsFor(widget())).toMatchObject({ lang: "en", dir: "rtl" });
    });
  });

  it("answers no language for anything outside the table", () => {
    for (const value of [undefined, "", " ", "toString", "__proto__", "constructor", "e", "english"]) {
      expect(loaderLanguage(value)).toBeUndefined();
    }
  });
});
