import { describe, expect, it } from "vitest";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { alternativeFormFields } from "./form-steps.js";

const field = (key: string, optional = false, enabled = true) => ({
  key,
  name: `Campaign ${key}`,
  optional,
  enabled,
});
const campaign = (fields: ReturnType<typeof field>[], providers: ("email" | "mobile")[] = ["email"]) =>
  ({ registrations: { providers, fields, customFields: [] } }) as unknown as Pick<Campaign, "registrations">;
const keys = (list: readonly { key: string }[]) => list.map((f) => f.key);
const nameOf = (key: string) => `Default ${key}`;

describe("alternativeFormFields", () => {
  const presale = campaign([
    field("emailAddress"),
    field("firstName"),
    field("lastName"),
    field("mobileNumber", true),
    field("postcode"),
    field("city", false, false),
  ]);

  it("exit: step 1 asks email plus the campaign's required fields; later steps skip them", () => {
    const steps = alternativeFormFields(presale, "exit", nameOf);
    expect(keys(steps["sign-up"])).toEqual(["emailAddress", "firstName", "lastName", "postcode"]);
    expect(keys(steps.profile)).toEqual(["mobileNumber"]);
    expect(keys(steps.bonus)).toEqual(["country", "state", "dob", "gender"]);
    expect(steps["sign-up"].every((f) => !f.optional)).toBe(true);
    expect([...steps.profile, ...steps.bonus].every((f) => f.optional)).toBe(true);
  });

  it("ended: step 1 is the email only (no fan can register), the spec's profile and bonus steps follow", () => {
    const steps = alternativeFormFields(presale, "ended", nameOf);
    expect(keys(steps["sign-up"])).toEqual(["emailAddress"]);
    expect(keys(steps.profile)).toEqual(["firstName", "lastName", "mobileNumber"]);
    expect(keys(steps.bonus)).toEqual(["country", "state", "postcode", "dob", "gender"]);
  });

  it("names: the campaign's name when it has the field, else the default", () => {
    const steps = alternativeFormFields(presale, "ended", nameOf);
    expect(steps.profile.map((f) => f.name)).toEqual([
      "Campaign firstName",
      "Campaign lastName",
      "Campaign mobileNumber",
    ]);
    expect(steps.bonus[0]?.name).toBe("Default country");
  });

  it("a mobile-only campaign registers no fan from the email step", () => {
    const steps = alternativeFormFields(
      campaign([field("mobileNumber"), field("firstName")], ["mobile"]),
      "exit",
      nameOf,
    );
    expect(keys(steps["sign-up"])).toEqual(["emailAddress"]);
  });
});
