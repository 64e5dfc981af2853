import type { Campaign } from "../api/schemas/campaign.js";
import type { CampaignAccount } from "../api/schemas/campaign-account.js";
import type { RegistrationType } from "../api/schemas/campaign-registrations.js";
import type { GatekeeperStatus } from "../api/schemas/gatekeeper.js";
import type { ValidationType } from "../api/schemas/verification.js";
import { gatedStream, typeSwitches } from "../flow/type-switches.js";
import type { FormValues } from "../validation/register-form.js";
import type { RegistrationOptions, RegistrationSnapshot, RegistrationState } from "./registration.js";

export interface RegistrationStart {
  readonly providers: readonly RegistrationType[];
  /** settings.ui.skipRegistrationOptions, or a type without the register-options select. */
  readonly skipOptions: boolean;
  /** The channel of the action packet the visitor came back with (e.g. from Spotify's consent page). */
  readonly actionPacketChannel?: string;
  /** A visitor whose account is known but who is not yet a fan of this campaign. */
  readonly knownAccount?: { readonly emailAddress?: string; readonly registrationType?: RegistrationType };
  /**
   * The known account's registration waits for the code it was sent (GET /campaign-fan answered 202):
   * the journey resumes at that verification, sending nothing (issue 20: a reload keeps the code screen).
   */
  readonly pendingVerification?: ValidationType;
  readonly options: RegistrationOptions;
}

/**
 * core-journey §4 where registration starts:
 * - a known account whose registration waits for its code resumes at that verification;
 * - a known account starts at form when its email is known, otherwise at email;
 * - with skip-options on, or one method or none, the type is set and the step is form. The spec says
 *   the type is email: with one method that is the method itself (a mobile-only campaign registers by
 *   mobile), with skip-options or none it is email;
 * - a spotify action packet selects the spotify type (and the form);
 * - otherwise the registration-type picker.
 */
export function startRegistration(start: RegistrationStart): RegistrationSnapshot {
  const spotify = start.actionPacketChannel?.split(":")[0] === "spotify";
  const single = start.skipOptions || start.providers.length <= 1;
  const singleType: RegistrationType = start.providers.length === 1 ? start.providers[0]! : "email";
  const known = start.knownAccount;
  const emailAddress = known?.emailAddress?.trim() || undefined;

  let state: RegistrationState;
  let registrationType: RegistrationType | undefined;
  const pending = known ? start.pendingVerification : undefined;
  if (known) {
    state = pending ? "verification" : emailAddress ? "form" : "email";
    registrationType = spotify ? "spotify" : (known.registrationType ?? (single ? singleType : "email"));
  } else if (spotify || single) {
    state = "form";
    registrationType = spotify ? "spotify" : singleType;
  } else {
    state = "registrationType";
  }
  return {
    state,
    context: {
      options: start.options,
      ...(registrationType && { registrationType }),
      hasActionBar: state !== "registrationType" && !start.options.buttonInForm,
      ...(emailAddress && { emailAddress, emailStatus: "valid" as const }),
      emailChecked: emailAddress !== undefined,
      emailExists: false,
      verificationRequired: pending !== undefined,
      ...(pending && { validationType: pending }),
    },
  };
}

export interface RegistrationFacts {
  readonly isLiveNow: boolean;
  readonly gatekeeperStatus: GatekeeperStatus;
  readonly emailFieldName: string;
}

/** The registration options of a campaign (core-journey §2 switches, §4 livestream and payment). */
export function registrationOptionsFor(
  campaign: Pick<Campaign, "type" | "settings">,
  facts: RegistrationFacts,
): RegistrationOptions {
  const switches = typeSwitches(campaign.type);
  const optIn = campaign.settings.autoOptIn;
  return {
    livestreamGatekeeper: gatedStream(campaign),
    isLiveNow: facts.isLiveNow,
    paymentRequired: campaign.settings.payment?.required === true,
    needsGatekeeperValidation: needsGatekeeperValidation(campaign, facts.gatekeeperStatus),
    autoOptIn: switches.autoOptIn && Boolean(optIn?.email || optIn?.sms),
    buttonInForm: switches.buttonInForm,
    emailFieldName: facts.emailFieldName,
  };
}

/** Whether the registration-type picker is skipped (core-journey §2 switch, §4 skip-options setting). */
export const skipsRegistrationOptions = (campaign: Pick<Campaign, "type" | "settings">): boolean =>
  campaign.settings.ui.skipRegistrationOptions || !typeSwitches(campaign.type).registerOptionsSelect;

/** core-journey §4: a gated campaign whose session is not validated sends a new fan for a magic link. */
export const needsGatekeeperValidation = (
  campaign: Pick<Campaign, "settings">,
  status: GatekeeperStatus,
): boolean => campaign.settings.gatedSessions && status !== "validated";

export type KnownAccount = NonNullable<RegistrationStart["knownAccount"]>;

/** The visitor's account as the journey's start takes it (GET /campaign-uri's campaignAccount). */
export const knownAccountOf = (account: CampaignAccount): KnownAccount => ({
  ...(account.emailAddress && { emailAddress: account.emailAddress }),
  ...(account.registrationType && { registrationType: account.registrationType }),
});

/** What a known account already tells the form, so the fan does not type it again. */
export function accountPrefill(account: CampaignAccount): FormValues {
  const { emailAddress, firstName, lastName, dob, gender, postcode, city, state, country, streetAddress } =
    account;
  const values: FormValues = {
    emailAddress,
    firstName,
    lastName,
    dob,
    postcode,
    city,
    state,
    country,
    streetAddress,
    ...(gender !== undefined && { gender }),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as FormValues;
}

/**
 * engagement §7: the channel of a follow done before registering (its target waits in the session,
 * sdk/social/pending-actions.ts), when the campaign takes that channel as a registration type: a
 * Spotify follow makes the registration a Spotify one. Undefined otherwise.
 */
export function actionPacketChannelOf(
  pendingTargets: readonly string[],
  providers: readonly RegistrationType[],
): string | undefined {
  const spotify = pendingTargets.find((target) => target.split(":")[0] === "spotify");
  return spotify && providers.includes("spotify") ? "spotify" : undefined;
}
