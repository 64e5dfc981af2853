import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.js";
import { journeyTexts } from "../i18n/locales/en-us/journey.js";
import { cardFailureText, chargeLine } from "./messages.js";

describe("the charge line of the payment screen (core-journey §2)", () => {
  it("says the card will be charged the amount when something is owed", async () => {
    const i18n = await createI18n("en-us", [journeyTexts]);
    expect(i18n.t(chargeLine(2500), { amount: "AUD $25.00" })).toBe("Your card will be charged AUD $25.00");
  });
  it("says the card will not be charged when nothing is owed", async () => {
    const i18n = await createI18n("en-us", [journeyTexts]);
    expect(i18n.t(chargeLine(0), { amount: "AUD $0.00" })).toBe("Your card will not be charged");
  });
});

describe("a card failure that names no field (core-journey §5, §8)", () => {
  const english = async () => {
    const i18n = await createI18n("en-us", [journeyTexts]);
    return (key: string) => i18n.t(key);
  };

  it("is the decline's reason alone, without its trailing full stop, never joined to the general failure", async () => {
    const t = await english();
    const declined = {
      code: "card_declined",
      declineCode: "generic_decline",
      message: "Your card was declined.",
    };
    expect(cardFailureText(declined, t)).toBe("Your card was declined");
    expect(cardFailureText({ code: "card_declined", declineCode: "insufficient_funds" }, t)).toBe(
      "Your card has insufficient funds",
    );
    // An unknown decline code: the provider's own words (Stripe's are in the fan's language).
    const unknown = {
      code: "card_declined",
      declineCode: "do_not_honor",
      message: "Tu tarjeta fue rechazada. ",
    };
    expect(cardFailureText(unknown, t)).toBe("Tu tarjeta fue rechazada");
  });

  it("is the general failure when the provider gave no specific reason", async () => {
    const t = await english();
    const general = "Payment failed - please check your details or try again later.";
    expect(cardFailureText({}, t)).toBe(general);
    expect(cardFailureText({ code: "processing_error", message: "An error occurred." }, t)).toBe(general);
    expect(cardFailureText({ code: "requires_payment_method" }, t)).toBe(general);
  });
});
