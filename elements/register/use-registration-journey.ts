import { useRef } from "react";
import type { ApiClient } from "../../sdk/api/client.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { CampaignAccount } from "../../sdk/api/schemas/campaign-account.js";
import type { ValidationType } from "../../sdk/api/schemas/verification.js";
import { fanStore } from "../../sdk/fan/fan-store.js";
import { campaignFlow } from "../../sdk/flow/campaign-flow.js";
import { nextStep } from "../../sdk/flow/step-navigation.js";
import type { Feedback } from "../../sdk/machines/feedback.js";
import {
  type RegistrationEvent,
  type RegistrationSnapshot,
  registrationMachine,
} from "../../sdk/machines/registration.js";
import {
  actionPacketChannelOf,
  knownAccountOf,
  needsGatekeeperValidation,
  registrationOptionsFor,
  skipsRegistrationOptions,
  startRegistration,
} from "../../sdk/machines/registration-start.js";
import { sessionGatekeeperEmail } from "../../sdk/registration/gatekeeper-email.js";
import { readPendingTargets } from "../../sdk/social/pending-actions.js";
import type { FormValues } from "../../sdk/validation/register-form.js";
import type { RegisterCalls } from "../registration/registration-calls.js";
import type { StepChangeDetail } from "../runtime/step-events.js";
import { useMachine } from "../runtime/use-machine.js";
import { useGatekeeperStatus } from "./use-gatekeeper-status.js";

export interface RegistrationJourneyHooks {
  client: ApiClient;
  calls: RegisterCalls;
  /** The visitor's account when they are known (a known fan starts further on). */
  account: CampaignAccount | undefined;
  /** The verification the account's registration still waits for (GET /campaign-fan's 202). */
  pendingVerification: ValidationType | undefined;
  emailFieldName: string;
  notify: (feedback: Feedback) => void;
  /** The 'this address is registered' note (the magic link is on its way). */
  onEmailExists: () => void;
  /** Values registration copies into the form (the register-form machine's PREFILL). */
  prefillForm: (values: FormValues) => void;
  onRegistered: (fanOid: string | undefined) => void;
  /** The journey goes on from register to this step. */
  goTo: (to: StepChangeDetail["to"], replace: boolean) => void;
}

export interface RegistrationJourney {
  registration: RegistrationSnapshot;
  send: (event: RegistrationEvent) => void;
  /** The fan the submit registered (for the verified event). */
  fanOid: () => string | undefined;
}

/** The action packet's channel as startRegistration takes it (absent rather than undefined). */
const withChannel = (channel: string | undefined) => (channel ? { actionPacketChannel: channel } : {});

/** The registration machine of core-journey §4 with the calls, storage and navigation it asks for. */
export function useRegistrationJourney(
  campaign: Campaign,
  hooks: RegistrationJourneyHooks,
): RegistrationJourney {
  const { calls, client } = hooks;
  const fanOid = useRef<string>(undefined);
  const [registration, send] = useMachine(
    registrationMachine,
    () =>
      startRegistration({
        providers: campaign.registrations.providers,
        skipOptions: skipsRegistrationOptions(campaign),
        ...(hooks.account && { knownAccount: knownAccountOf(hooks.account) }),
        ...(hooks.pendingVerification && { pendingVerification: hooks.pendingVerification }),
        ...withChannel(
          actionPacketChannelOf(readPendingTargets(campaign.oid), campaign.registrations.providers),
        ),
        options: registrationOptionsFor(campaign, {
          isLiveNow: campaign.event?.startDate ? new Date(campaign.event.startDate) <= new Date() : false,
          // Not checked yet: useGatekeeperStatus below reports the session's status when it knows it.
          gatekeeperStatus: "validating",
          emailFieldName: hooks.emailFieldName,
        }),
      }),
    (effect, dispatch) => {
      switch (effect.type) {
        case "requestMagicLink":
          calls
            .requestMagicLink(effect.emailAddress)
            .then((answer) => dispatch({ type: "MAGIC_LINK_ANSWERED", answer }));
          return;
        case "emailExists":
          hooks.onEmailExists();
          return;
        case "prefillForm":
          hooks.prefillForm(effect.values);
          return;
        case "createAccount":
          calls
            .createAccount(effect.registrationType, effect.values)
            .then((answer) => dispatch({ type: "ACCOUNT_ANSWERED", answer }));
          return;
        case "createFan":
          calls.createFan(effect.registrationType, effect.values).then((answer) => {
            if (answer.status === 201 || answer.status === 202) {
              // A 202 names the verification only: the fan's oid comes with the 201.
              fanOid.current = answer.status === 201 ? answer.data.oid : undefined;
              hooks.onRegistered(fanOid.current);
            }
            if (answer.status === 201) fanStore.load(client, campaign.oid, true);
            dispatch({ type: "FAN_ANSWERED", answer });
          });
          return;
        case "log":
          console.warn(`[campaign-register] ${effect.message}`);
          return;
        case "notify":
          hooks.notify(effect.message);
          return;
        case "autoOptIn":
          calls.autoOptIn();
          return;
        case "goToNextStep": {
          const to = nextStep(campaignFlow(campaign), "register");
          if (to) hooks.goTo(to, effect.replaceRoute);
          return;
        }
        case "goToMagicLink":
          hooks.goTo("magic-link", false);
          return;
        case "keepGatekeeperEmail":
          sessionGatekeeperEmail().write(campaign.oid, effect.emailAddress, { sendLink: effect.sendLink });
          return;
        default:
          return effect satisfies never;
      }
    },
  );
  useGatekeeperStatus(client, campaign, (status) =>
    send({ type: "GATEKEEPER_CHECKED", needsValidation: needsGatekeeperValidation(campaign, status) }),
  );
  return { registration, send, fanOid: () => fanOid.current };
}
