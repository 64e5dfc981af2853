import { describe, expect, it } from "vitest";
import { replay, transition } from "./machine.js";
import {
  registrationMachine as machine,
  type RegistrationContext,
  type RegistrationOptions,
  type RegistrationSnapshot,
  type RegistrationState,
} from "./registration.js";
import {
  accountAnswer,
  errorAnswer,
  failedAnswer,
  fanAnswer,
  successAnswer,
  verificationAnswer,
} from "./test-answers.js";

const options: RegistrationOptions = {
  livestreamGatekeeper: false,
  isLiveNow: false,
  paymentRequired: false,
  needsGatekeeperValidation: false,
  autoOptIn: false,
  buttonInForm: false,
  emailFieldName: "Email Address",
};
const at = (state: RegistrationState, context: Partial<RegistrationContext> = {}): RegistrationSnapshot => ({
  state,
  context: {
    options,
    registrationType: "email",
    hasActionBar: true,
    emailChecked: false,
    emailExists: false,
    verificationRequired: false,
    ...context,
  },
});
const values = { emailAddress: "ada@example.com", firstName: "Ada" };
const submitted = (snapshot: RegistrationSnapshot) =>
  replay(machine, snapshot, [
    { type: "FORM_SUBMITTED", values },
    { type: "ACCOUNT_ANSWERED", answer: accountAnswer() },
  ]);

describe("given the registration-type picker", () => {
  const picker = at("registrationType", { registrationType: undefined, hasActionBar: false });

  it("sets the type, the email step and the action bar when a method is selected", () => {
    const next = transition(machine, picker, { type: "METHOD_SELECTED", method: "spotify" });
    expect(next.state).toBe("email");
    expect(next.context).toMatchObject({ registrationType: "spotify", hasActionBar: true });
  });

  it("goes straight to the form for a mobile number, which has no email to check", () => {
    expect(transition(machine, picker, { type: "METHOD_SELECTED", method: "mobile" }).state).toBe("form");
  });
});

describe("given the email check", () => {
  it("moves a valid email to the form: status valid, checked, copied into the form values", () => {
    const next = transition(machine, at("email"), {
      type: "EMAIL_SUBMITTED",
      emailAddress: " ada@example.com ",
    });
    expect(next.state).toBe("form");
    expect(next.context).toMatchObject({
      emailAddress: "ada@example.com",
      emailStatus: "valid",
      emailChecked: true,
    });
    expect(next.effects).toEqual([{ type: "prefillForm", values: { emailAddress: "ada@example.com" } }]);
  });

  it("marks an invalid email invalid and stays", () => {
    const next = transition(machine, at("email"), {
      type: "EMAIL_SUBMITTED",
      emailAddress: "ada+tag@example.com",
    });
    expect(next.state).toBe("email");
    expect(next.context.emailStatus).toBe("invalid");
    expect(next.context.emailError).toEqual({ code: "invalid", values: { fieldName: "Email Address" } });
    expect(next.effects).toEqual([]);
  });
});

describe("when the email-check field loses focus", () => {
  it("shows the message at once and stays on the step", () => {
    const next = transition(machine, at("email"), { type: "EMAIL_BLURRED", emailAddress: "not an email" });
    expect(next.state).toBe("email");
    expect(next.context.emailError).toEqual({ code: "wrongFormat", values: { fieldName: "Email Address" } });
    expect(next.effects).toEqual([]);
  });

  it("clears the message once the address is valid, without checking it yet", () => {
    const wrong = transition(machine, at("email"), { type: "EMAIL_BLURRED", emailAddress: "x" });
    const next = transition(machine, wrong, { type: "EMAIL_BLURRED", emailAddress: " ada@example.com " });
    expect(next.context.emailError).toBeUndefined();
    expect(next.context.emailChecked).toBe(false);
  });
});

describe("given a livestream that requires the gatekeeper", () => {
  const email = at("email", { options: { ...options, livestreamGatekeeper: true } });
  const requesting = transition(machine, email, { type: "EMAIL_SUBMITTED", emailAddress: "ada@example.com" });

  it("first requests a magic link", () => {
    expect(requesting.state).toBe("email-requesting-link");
    expect(requesting.effects).toEqual([{ type: "requestMagicLink", emailAddress: "ada@example.com" }]);
  });

  it("stores the gatekeeper email and signals the email exists on 201 (the link is sent: none more)", () => {
    const next = transition(machine, requesting, { type: "MAGIC_LINK_ANSWERED", answer: successAnswer() });
    expect(next.state).toBe("email-exists");
    expect(next.context).toMatchObject({ gatekeeperEmail: "ada@example.com", emailExists: true });
    expect(next.effects).toEqual([
      { type: "keepGatekeeperEmail", emailAddress: "ada@example.com", sendLink: false },
      { type: "emailExists", emailAddress: "ada@example.com" },
    ]);
  });

  it("lets the fan whose address exists go back and register another one", () => {
    const exists = transition(machine, requesting, { type: "MAGIC_LINK_ANSWERED", answer: successAnswer() });
    const next = transition(machine, exists, { type: "CHANGE_EMAIL" });
    expect(next.state).toBe("email");
    expect(next.context).toMatchObject({ emailExists: false, emailChecked: false });
    expect(transition(machine, next, { type: "EMAIL_SUBMITTED", emailAddress: "bo@example.com" }).state).toBe(
      "email-requesting-link",
    );
  });

  it("logs any other answer and continues to the form", () => {
    const next = transition(machine, requesting, { type: "MAGIC_LINK_ANSWERED", answer: errorAnswer(401) });
    expect(next.state).toBe("form");
    expect(next.context).toMatchObject({ emailStatus: "valid", emailChecked: true, emailExists: false });
    expect(next.effects[0]).toMatchObject({ type: "log" });
    expect(next.effects[1]).toEqual({ type: "prefillForm", values: { emailAddress: "ada@example.com" } });
  });

  it("does not request a link for an invalid email", () => {
    expect(transition(machine, email, { type: "EMAIL_SUBMITTED", emailAddress: "nope" }).state).toBe("email");
  });
});

describe("when the form is submitted", () => {
  it("creates the account first", () => {
    const next = transition(machine, at("form"), { type: "FORM_SUBMITTED", values });
    expect(next.state).toBe("creating-account");
    expect(next.effects).toEqual([{ type: "createAccount", registrationType: "email", values }]);
  });

  it("then the fan", () => {
    const next = submitted(at("form"));
    expect(next.state).toBe("creating-fan");
    expect(next.effects.at(-1)).toEqual({ type: "createFan", registrationType: "email", values });
  });

  it("goes to the next step on 201", () => {
    const next = transition(machine, submitted(at("form")), { type: "FAN_ANSWERED", answer: fanAnswer() });
    expect(next.state).toBe("complete");
    expect(next.effects).toEqual([{ type: "goToNextStep", replaceRoute: false }]);
  });

  it("goes to verification on 202 and records its type", () => {
    for (const validationType of ["mobile-number", "email-address", "email-code"] as const) {
      const next = transition(machine, submitted(at("form")), {
        type: "FAN_ANSWERED",
        answer: verificationAnswer(validationType),
      });
      expect(next.state).toBe("verification");
      expect(next.context).toMatchObject({ verificationRequired: true, validationType });
    }
  });
});

describe("when account creation fails", () => {
  it("returns to the form with the submit-error snackbar and logs 'Failed to create user'", () => {
    const creating = transition(machine, at("form"), { type: "FORM_SUBMITTED", values });
    const next = transition(machine, creating, { type: "ACCOUNT_ANSWERED", answer: failedAnswer(500) });
    expect(next.state).toBe("form");
    expect(next.context.error).toEqual({ key: "registration.submitFailed" });
    expect(next.effects).toEqual([
      { type: "log", message: "Failed to create user" },
      { type: "notify", message: { key: "registration.submitFailed" } },
    ]);
  });

  it("shows the server's reason on 409 (a mobile number already registered, registrations ended)", () => {
    const reason = "Presale registrations have ended";
    const next = replay(machine, at("form"), [
      { type: "FORM_SUBMITTED", values },
      { type: "ACCOUNT_ANSWERED", answer: errorAnswer(409, { result: reason }) },
    ]);
    expect(next.state).toBe("form");
    expect(next.effects).toContainEqual({ type: "notify", message: { text: reason } });
  });

  it("says the email is already registered on a 409 without a reason", () => {
    const creating = transition(machine, at("form"), { type: "FORM_SUBMITTED", values });
    expect(
      transition(machine, creating, { type: "ACCOUNT_ANSWERED", answer: errorAnswer(409) }).context.error,
    ).toEqual({
      key: "registration.alreadyRegistered",
    });
  });
});

describe("when fan creation fails", () => {
  const creatingFan = submitted(at("form"));
  it("shows the server's result", () => {
    const next = transition(machine, creatingFan, {
      type: "FAN_ANSWERED",
      answer: errorAnswer(400, { result: "Registrations are closed" }),
    });
    expect(next.state).toBe("form");
    expect(next.context.error).toEqual({ text: "Registrations are closed" });
  });

  it("says the fan account does not exist on 401", () => {
    expect(
      transition(machine, creatingFan, { type: "FAN_ANSWERED", answer: errorAnswer(401) }).context.error,
    ).toEqual({
      key: "registration.fanAccountMissing",
    });
  });

  it("shows the server's reason on 409, e.g. a mobile number already registered", () => {
    const reason = "This mobile number has already registered. Please try again with a different account.";
    expect(
      transition(machine, creatingFan, { type: "FAN_ANSWERED", answer: errorAnswer(409, { result: reason }) })
        .context.error,
    ).toEqual({ text: reason });
    expect(
      transition(machine, creatingFan, { type: "FAN_ANSWERED", answer: errorAnswer(409) }).context.error,
    ).toEqual({
      key: "registration.alreadyRegistered",
    });
  });

  it("keeps the submit error for a 202 without a verification type (a contract breach: failed, 502)", () => {
    expect(transition(machine, creatingFan, { type: "FAN_ANSWERED", answer: failedAnswer(502) }).state).toBe(
      "form",
    );
  });
});

describe("given a live gated livestream without payment, not yet validated", () => {
  const live = { ...options, livestreamGatekeeper: true, isLiveNow: true, needsGatekeeperValidation: true };
  it("goes to magic-link with the gatekeeper email set, to send the link at once (issue 20)", () => {
    const next = transition(machine, submitted(at("form", { options: live })), {
      type: "FAN_ANSWERED",
      answer: fanAnswer(),
    });
    expect(next.state).toBe("magic-link");
    expect(next.context.gatekeeperEmail).toBe("ada@example.com");
    expect(next.effects).toEqual([
      { type: "keepGatekeeperEmail", emailAddress: "ada@example.com", sendLink: true },
      { type: "goToMagicLink", gatekeeperEmail: "ada@example.com" },
    ]);
  });

  it("goes to the next step when the session check answers validated before the fan submits", () => {
    const form = transition(machine, at("form", { options: live }), {
      type: "GATEKEEPER_CHECKED",
      needsValidation: false,
    });
    expect(form.context.options.needsGatekeeperValidation).toBe(false);
    expect(transition(machine, submitted(form), { type: "FAN_ANSWERED", answer: fanAnswer() }).state).toBe(
      "complete",
    );
  });

  it("goes to the next step once the session is validated", () => {
    const validated = { ...live, needsGatekeeperValidation: false };
    expect(
      transition(machine, submitted(at("form", { options: validated })), {
        type: "FAN_ANSWERED",
        answer: fanAnswer(),
      }).state,
    ).toBe("complete");
  });
});

describe("given payment is required", () => {
  it("sets the gatekeeper email and the next step follows", () => {
    const paid = {
      ...options,
      paymentRequired: true,
      livestreamGatekeeper: true,
      isLiveNow: true,
      needsGatekeeperValidation: true,
    };
    const next = transition(machine, submitted(at("form", { options: paid })), {
      type: "FAN_ANSWERED",
      answer: fanAnswer(),
    });
    expect(next.state).toBe("complete");
    expect(next.context.gatekeeperEmail).toBe("ada@example.com");
    expect(next.effects).toEqual([
      { type: "keepGatekeeperEmail", emailAddress: "ada@example.com", sendLink: true },
      { type: "goToNextStep", replaceRoute: false },
    ]);
  });
});

describe("given automatic opt-in", () => {
  it("opts the fan in before the next step", () => {
    const optIn = at("verification", {
      options: { ...options, autoOptIn: true },
      emailAddress: "ada@example.com",
    });
    expect(transition(machine, optIn, { type: "VERIFIED", replaceRoute: false }).effects).toEqual([
      { type: "autoOptIn" },
      { type: "goToNextStep", replaceRoute: false },
    ]);
  });
});

describe("given the verification step", () => {
  const verification = at("verification", { verificationRequired: true, validationType: "mobile-number" });

  it("goes on once verified, replacing the route when asked (text message)", () => {
    const next = transition(machine, verification, { type: "VERIFIED", replaceRoute: true });
    expect(next.state).toBe("complete");
    expect(next.context.verificationRequired).toBe(false);
    expect(next.effects).toEqual([{ type: "goToNextStep", replaceRoute: true }]);
  });

  it("returns to the form from the change link, verification no longer required", () => {
    const next = transition(machine, verification, { type: "CHANGE_DETAILS" });
    expect(next.state).toBe("form");
    expect(next.context.verificationRequired).toBe(false);
  });

  it("goes to update-email when the fan edits the email", () => {
    expect(transition(machine, verification, { type: "EDIT_EMAIL" }).state).toBe("update-email");
  });
});

describe("when the page was opened by the emailed link and the code was accepted", () => {
  it.each(["registrationType", "email", "form", "verification"] as const)("goes on from %s", (state) => {
    const next = transition(machine, at(state), { type: "LINK_VERIFIED", emailAddress: "ada@example.com" });
    expect(next.state).toBe("complete");
    expect(next.context.emailAddress).toBe("ada@example.com");
    expect(next.effects).toEqual([{ type: "goToNextStep", replaceRoute: true }]);
  });

  it("is ignored while a call is on its way or once complete", () => {
    for (const state of ["creating-account", "creating-fan", "complete"] as const) {
      expect(transition(machine, at(state), { type: "LINK_VERIFIED", emailAddress: "a@b.co" }).changed).toBe(
        false,
      );
    }
  });

  it("opts the fan in first when the campaign says so", () => {
    const optIn = at("form", { options: { ...options, autoOptIn: true } });
    expect(transition(machine, optIn, { type: "LINK_VERIFIED", emailAddress: "a@b.co" }).effects).toEqual([
      { type: "autoOptIn" },
      { type: "goToNextStep", replaceRoute: true },
    ]);
  });
});

describe("given the update-email step", () => {
  const update = at("update-email", { emailAddress: "ada@example.com" });
  it("returns to verification with the new address", () => {
    const next = transition(machine, update, { type: "EMAIL_UPDATED", emailAddress: "grace@example.com" });
    expect(next.state).toBe("verification");
    expect(next.context.emailAddress).toBe("grace@example.com");
    expect(next.effects).toEqual([{ type: "prefillForm", values: { emailAddress: "grace@example.com" } }]);
  });

  it("returns to verification unchanged when cancelled", () => {
    expect(transition(machine, update, { type: "CANCEL_UPDATE" })).toMatchObject({
      state: "verification",
      context: update.context,
    });
  });
});

describe("while a call is on its way", () => {
  it("ignores a second submit", () => {
    const creating = transition(machine, at("form"), { type: "FORM_SUBMITTED", values });
    expect(transition(machine, creating, { type: "FORM_SUBMITTED", values }).changed).toBe(false);
  });
});
