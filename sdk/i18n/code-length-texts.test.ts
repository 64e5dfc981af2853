import { describe, expect, it } from "vitest";
import { EMAIL_CODE_LENGTH, SMS_CODE_LENGTH } from "../api/schemas/code-lengths.js";
import { createI18n } from "./i18n.js";
import { LANGUAGES } from "./languages.js";
import { registrationTexts } from "./locales/en-us/registration.js";

describe("the verification texts", () => {
  it("say the code lengths in en-us as the spec writes them", async () => {
    const { t } = await createI18n("en-us", [registrationTexts]);
    expect(t("verify.smsBody", { number: "+61 400" })).toBe("We sent a 5-character code to +61 400.");
    expect(t("verify.emailCodeBody", { email: "a@b.co" })).toBe(
      "Enter the 6-character code we sent to a@b.co.",
    );
  });

  it.each(LANGUAGES)("%s fills in the lengths from the one constant", async (language) => {
    const { t } = await createI18n(language, [registrationTexts]);
    const sms = t("verify.smsBody", { number: "X" });
    const email = t("verify.emailCodeBody", { email: "Y" });
    expect(sms).toContain(String(SMS_CODE_LENGTH));
    expect(email).toContain(String(EMAIL_CODE_LENGTH));
    expect(`${sms}${email}`).not.toContain("{{");
  });
});
