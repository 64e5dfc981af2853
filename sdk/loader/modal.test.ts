// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { labelsFor } from "./labels.js";
import { openRegisterModal } from "./modal.js";

const SITE = "https://site.example";

function open(lang?: string) {
  const element = document.createElement("div");
  if (lang) element.dataset.lang = lang;
  const onClose = vi.fn();
  openRegisterModal(SITE, "p/demo-presale", labelsFor(element), lang, onClose, () => undefined);
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-campaign-modal]")!;
  return {
    dialog,
    frame: dialog.querySelector("iframe")!,
    close: dialog.querySelector("button")!,
    onClose,
  };
}

describe("the register modal's words", () => {
  beforeEach(() => {
    // happy-dom reports that it does not load frame pages; the frame's URL is what is checked here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  afterEach(() => {
    document.querySelector<HTMLButtonElement>("dialog[data-campaign-modal] button")?.click();
    document.documentElement.lang = "";
  });

  describe("given a widget in French", () => {
    it("labels the dialog, its frame and its close button in French and asks the page in French", () => {
      const { dialog, frame, close } = open("fr");
      expect(dialog.lang).toBe("fr");
      expect(dialog.dir).toBe("ltr");
      expect(dialog.ariaLabel).toBe("Inscription");
      expect(frame.title).toBe("Inscription");
      expect(close.ariaLabel).toBe("Fermer");
      expect(new URL(frame.src).searchParams.get("lang")).toBe("fr");
    });
  });

  describe("given an Arabic page and a widget without a language", () => {
    it("reads right to left in Arabic and leaves the page's language to the campaign", () => {
      document.documentElement.lang = "ar";
      const { dialog, frame, close } = open();
      expect(dialog.dir).toBe("rtl");
      expect(dialog.ariaLabel).toBe("التسجيل");
      expect(close.ariaLabel).toBe("إغلاق");
      expect(new URL(frame.src).searchParams.has("lang")).toBe(false);
    });
  });
});
