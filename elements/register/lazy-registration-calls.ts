import type { CallFailure } from "../../sdk/api/answer-call.js";
import type { ApiClient } from "../../sdk/api/client.js";
import { normaliseError } from "../../sdk/api/errors.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { RegisterCalls } from "../registration/registration-calls.js";

/**
 * The register screen's calls, their module loaded as the screen mounts rather than with it: the
 * registration packets, their schemas and the call table stay out of the element's first load (it is
 * at its size budget), and the first call is made long after the fan started typing. A module that
 * cannot load answers like a call that could not be made.
 */
export function lazyRegisterCalls(
  client: ApiClient,
  campaign: Campaign,
  referralCode?: string,
): RegisterCalls {
  const loaded = import("../registration/registration-calls.js").then((m) =>
    m.registerCalls(client, campaign, referralCode),
  );
  // Handled by each call; a screen that makes none must not report a stray rejection.
  loaded.catch(() => undefined);
  const failed = (error: unknown): CallFailure => ({ status: "failed", error: normaliseError(error) });
  return {
    createAccount: (type, values) => loaded.then((calls) => calls.createAccount(type, values), failed),
    createFan: (type, values) => loaded.then((calls) => calls.createFan(type, values), failed),
    requestMagicLink: (emailAddress) => loaded.then((calls) => calls.requestMagicLink(emailAddress), failed),
    resend: (verificationType) => loaded.then((calls) => calls.resend(verificationType), failed),
    verifySms: (shortCode) => loaded.then((calls) => calls.verifySms(shortCode), failed),
    verifyEmailCode: (emailAddress, shortCode) =>
      loaded.then((calls) => calls.verifyEmailCode(emailAddress, shortCode), failed),
    autoOptIn: () =>
      loaded.then(
        (calls) => calls.autoOptIn(),
        () => undefined,
      ),
  };
}
