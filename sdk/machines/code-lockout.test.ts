import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.js";
import { LANGUAGES, type Language } from "../i18n/languages.js";
import { formTexts } from "../i18n/locales/en-us/forms.js";
import { registrationTexts } from "../i18n/locales/en-us/registration.js";
import { lockedBy, lockoutTexts, unlocked } from "./code-lockout.js";

const say = async (lang: Language, minutes: number, seconds: number) => {
  const i18n = await createI18n(lang, [formTexts, registrationTexts]);
  const texts = lockoutTexts({
    ...lockedBy({ message: "", statusCode: 429, retry_after: minutes }),
    secondsLeft: seconds,
  })!;
  return [
    i18n.t(texts.message.key, texts.message.values),
    i18n.t(texts.countdown.key, texts.countdown.values),
  ];
};

describe("a code lockout's texts (core-journey §4, §8)", () => {
  it("say the spec's en-us message and 'retry in N seconds'", async () => {
    expect(await say("en-us", 5, 300)).toEqual([
      "Too many verification attempts. Please wait 5 minutes before trying again.",
      "retry in 300 seconds",
    ]);
    expect(await say("en-us", 1, 1)).toEqual([
      "Too many verification attempts. Please wait 1 minute before trying again.",
      "retry in 1 second",
    ]);
  });

  it("are translated in every language, never left in English", async () => {
    const english = await say("en-us", 5, 42);
    for (const lang of LANGUAGES.filter((l) => l !== "en-us")) {
      const [message, countdown] = await say(lang, 5, 42);
      expect(message, lang).not.toBe(english[0]);
      expect(countdown, lang).not.toBe(english[1]);
      expect(countdown, lang).toMatch(/42|٤٢/);
    }
  });

  it("are none while unlocked", () => {
    expect(lockoutTexts(unlocked)).toBeUndefined();
  });
});
