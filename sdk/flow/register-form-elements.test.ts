import { describe, expect, it } from "vitest";
import { CampaignPresentationSchema } from "../api/schemas/campaign-presentation.js";
import { CampaignSettingsSchema } from "../api/schemas/campaign-settings.js";
import type { CampaignType } from "../api/schemas/common.js";
import { registerFormElements } from "./register-form-elements.js";

const policy = { url: "/privacy.html", companyName: "Harbour Lights" };
const terms = { assetType: "campaign-terms-and-conditions" as const, url: "/terms.html" };
const campaign = (type: CampaignType, settings: object, presentation: object = {}, resources = [terms]) => ({
  type,
  settings: CampaignSettingsSchema.parse(settings),
  presentation: CampaignPresentationSchema.parse(presentation),
  resources,
});

describe("given subscription preferences are enabled", () => {
  const elements = registerFormElements(
    campaign("presale", { subscriptionPreferenceSettings: { enabled: true }, privacyPolicy: policy }),
  );
  it("shows the preference checkboxes and the company privacy link, without the company checkbox", () => {
    expect(elements.subscriptionPreferences).toBe(true);
    expect(elements.companyPrivacyLink).toBe("/privacy.html");
    expect(elements.agreements).toEqual({ productPolicy: true, companyPolicy: false });
  });
});

describe("given subscription preferences are off", () => {
  it("shows the company checkbox when a policy or terms exist", () => {
    expect(
      registerFormElements(campaign("presale", { privacyPolicy: policy }, {}, [])).agreements.companyPolicy,
    ).toBe(true);
    expect(registerFormElements(campaign("presale", {})).agreements.companyPolicy).toBe(true);
    expect(registerFormElements(campaign("presale", {})).companyPrivacyLink).toBeUndefined();
  });

  it("hides it when neither exists", () => {
    expect(registerFormElements(campaign("presale", {}, {}, [])).agreements.companyPolicy).toBe(false);
  });
});

describe("given an opt-in campaign", () => {
  it("shows no product privacy-policy checkbox", () => {
    expect(registerFormElements(campaign("opt-in", {})).agreements.productPolicy).toBe(false);
  });
});

describe("the register button", () => {
  it("uses the custom call-to-action when set", () => {
    const withCta = campaign("presale", {}, { meta: { register: { customCta: "Get presale access" } } });
    expect(registerFormElements(withCta).customCta).toBe("Get presale access");
    expect(registerFormElements(campaign("presale", {})).customCta).toBeUndefined();
  });
});
