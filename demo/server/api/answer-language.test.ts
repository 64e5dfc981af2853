import { beforeAll, describe, expect, it } from "vitest";
import { de } from "../../../sdk/i18n/locales/de.js";
import { enUs } from "../../../sdk/i18n/locales/en-us.js";
import { fr } from "../../../sdk/i18n/locales/fr.js";
import { forEachDatabase } from "../../db/testing.js";
import {
  createHarness,
  type Harness,
  pendingEmailFan,
  register,
  uniqueEmail,
} from "../testing/api-harness.js";
import { fanText } from "./fan-texts.js";

// issue 20: a German page shows German server errors. The server answers a fan's 400, 409 and 429 texts
// in the accept-language the request sent, from the client's own catalogues (no second copy of a text).

const GIVEAWAY = "g/demo-giveaway";
const person = (emailAddress: string) => ({ emailAddress, firstName: "Ann", lastName: "Lee" });

describe("given a catalogue text with a count", () => {
  it("takes the language's plural form (Intl.PluralRules), never a `=== 1` test", () => {
    const text = { key: "verification.tooManyAttempts", values: { count: 1 } } as const;
    expect(fanText(text)).toBe("Too many verification attempts. Please wait 1 minute before trying again.");
    expect(fanText({ ...text, values: { count: 5 } }, "de")).toBe(
      de.verification.tooManyAttempts_other.replace("{{count}}", "5"),
    );
  });
});

forEachDatabase("error texts in the request's language", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });

  const createAccount = (email: string, headers: Record<string, string>) =>
    h.call("POST", "/campaign-account", {
      headers,
      body: { campaignOid: h.campaign(GIVEAWAY).oid, registrationType: "email", ...person(email) },
    });

  describe("when an address already registered tries again from a German page", () => {
    it("answers the 409 in German, its result too", async () => {
      const email = uniqueEmail();
      await register(h, GIVEAWAY, person(email));
      const res = await createAccount(email, { "accept-language": "de" });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        message: de.registration.alreadyRegistered,
        result: de.registration.alreadyRegistered,
        field: "emailAddress",
      });
    });

    it("reads a browser's accept-language with regions and weights", async () => {
      const email = uniqueEmail();
      await register(h, GIVEAWAY, person(email));
      const res = await createAccount(email, { "accept-language": "fr-CH, fr;q=0.9, en;q=0.8" });
      expect(res.body).toMatchObject({ message: fr.registration.alreadyRegistered });
    });

    it("answers in en-us when the request names none of the six languages", async () => {
      const email = uniqueEmail();
      await register(h, GIVEAWAY, person(email));
      const res = await createAccount(email, { "accept-language": "pt-BR" });
      expect(res.body).toMatchObject({ message: enUs.registration.alreadyRegistered });
    });
  });

  describe("when a rule refuses a field", () => {
    it("answers the rule's text with the field's label in the request's language", async () => {
      const res = await h.call("POST", "/campaign-account", {
        headers: { "accept-language": "fr" },
        body: { registrationType: "mobile", mobileNumber: "+6112345678", firstName: "Mo" },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: fr.validation.notValid.replace("{{fieldName}}", fr.fields.mobileNumber),
        field: "mobileNumber",
      });
    });
  });

  describe("when a wrong code is entered on a German page", () => {
    it("answers 'Invalid verification code' in German", async () => {
      const { token, email, code } = await pendingEmailFan(h);
      const wrong = code.startsWith("A") ? `B${code.slice(1)}` : `A${code.slice(1)}`;
      const res = await h.call("POST", "/fan-email-verify", {
        token,
        headers: { "accept-language": "de" },
        body: { campaignOid: h.campaign("p/demo-presale").oid, emailAddress: email, shortCode: wrong },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: de.validation.invalidCode, field: "shortCode" });
    });
  });
});
