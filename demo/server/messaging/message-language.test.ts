import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { createHarness, type Harness, uniqueEmail } from "../testing/api-harness.js";

// issue 17: a fan's messages are in the fan's language: the request's accept-language (the elements
// send their lang there), else the campaign's default language; recorded on the fan for later messages.

const ARABIC = "p/demo-arabic";
const PRESALE = "p/demo-presale";
const ARABIC_LETTERS = /[\u0600-\u06ff]/;

forEachDatabase("messages in the fan's language", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });

  /** Account then fan, both with this accept-language (none when undefined). */
  const registerIn = async (
    uri: string,
    acceptLanguage: string | undefined,
    fields: Record<string, unknown>,
  ) => {
    const headers: Record<string, string> = acceptLanguage ? { "accept-language": acceptLanguage } : {};
    const account = await h.call("POST", "/campaign-account", {
      headers,
      body: { campaignOid: h.campaign(uri).oid, registrationType: "email", ...fields },
    });
    expect(account.status).toBe(201);
    const fan = await h.call("POST", "/campaign-fan", {
      headers,
      token: account.token,
      body: { uri, registrationType: "email" },
    });
    expect(fan.status).toBe(202);
    return account.token;
  };
  const recordedLanguage = async (email: string) =>
    (
      await getDb().query<{ language: string }>("SELECT language FROM fans WHERE email_address = $1", [email])
    )[0]?.language;

  describe("given the Arabic campaign (default language ar)", () => {
    it("emails the code in Arabic when the request names no language", async () => {
      const email = uniqueEmail("arabic");
      await registerIn(ARABIC, undefined, {
        emailAddress: email,
        firstName: "Lina",
        lastName: "Haddad",
        country: "sa",
      });
      const [message] = await h.outbox(email);
      expect(message).toMatchObject({ kind: "verification-code", channel: "email" });
      expect(message!.subject).toBe(`رمز التحقق الخاص بك في ${h.campaign(ARABIC).name}`);
      expect(message!.body).toMatch(ARABIC_LETTERS);
      expect(message!.body).toContain(`رمز التحقق الخاص بك هو ${message!.code}.`);
      expect(message!.body).not.toMatch(/\b(your|code is|expires)\b/i);
      expect(await recordedLanguage(email)).toBe("ar");
    });
  });

  describe("given the presale campaign (default language en-us)", () => {
    it("emails the code in French for a French accept-language", async () => {
      const email = uniqueEmail("french");
      await registerIn(PRESALE, "fr-FR,fr;q=0.9,en;q=0.8", {
        emailAddress: email,
        firstName: "Anne",
        lastName: "Leroy",
        postcode: "3000",
      });
      const [message] = await h.outbox(email);
      expect(message!.subject).toBe(`Votre code de vérification pour ${h.campaign(PRESALE).name}`);
      expect(message!.body).toContain(`Votre code de vérification est ${message!.code}.`);
      expect(message!.body).toContain("Il expire dans 30 minutes.");
      expect(await recordedLanguage(email)).toBe("fr");
    });

    it("emails in English when the accept-language names none of the six", async () => {
      const email = uniqueEmail("other");
      await registerIn(PRESALE, "zh-CN,zh;q=0.9", {
        emailAddress: email,
        firstName: "Wei",
        lastName: "Chen",
        postcode: "3000",
      });
      const [message] = await h.outbox(email);
      expect(message!.subject).toBe(`Your verification code for ${h.campaign(PRESALE).name}`);
      expect(await recordedLanguage(email)).toBe("en-us");
    });

    it("writes a resent code in the language of the resend, and records it", async () => {
      const email = uniqueEmail("resend");
      const token = await registerIn(PRESALE, "fr", {
        emailAddress: email,
        firstName: "Jo",
        lastName: "Smit",
        postcode: "3000",
      });
      const resent = await h.call("POST", `/campaign/${h.campaign(PRESALE).oid}/verify-resend`, {
        headers: { "accept-language": "nl" },
        token,
        body: { verificationType: "email" },
      });
      expect(resent.status).toBe(201);
      const [newest] = await h.outbox(email);
      expect(newest!.subject).toBe(`Je verificatiecode voor ${h.campaign(PRESALE).name}`);
      expect(await recordedLanguage(email)).toBe("nl");
    });
  });
});
