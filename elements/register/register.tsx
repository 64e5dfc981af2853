import { getApiClient } from "../../sdk/api/client-registry.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { EmailLinkParams } from "../../sdk/api/schemas/verification.js";
import { indexPageOf, showsBackArrow } from "../../sdk/flow/index-page.js";
import { formTexts } from "../../sdk/i18n/locales/en-us/forms.js";
import { registrationTexts } from "../../sdk/i18n/locales/en-us/registration.js";
import { skipsRegistrationOptions } from "../../sdk/machines/registration-start.js";
import type { FormValues } from "../../sdk/validation/register-form.js";
import { backToPrevious } from "../layout/back-to-previous.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import { Skeleton } from "../runtime/skeleton.js";
import type { StepEvents } from "../runtime/step-events.js";
import { JourneyEnd } from "./journey-end.js";
import { RegisterScreen } from "./register-screen.js";
import { useKnownAccount } from "./use-known-account.js";

export interface CampaignRegisterProps extends ScreenProps, StepEvents {
  /** A fan's referral code when the visitor came through their link (the hosted site sets it). */
  referralCode?: string;
  /**
   * The address and code of the emailed verification link that opened this page (a property; the
   * hosted site reads them from the URL): checked with POST /fan-email-verify before anything else.
   */
  emailLink?: EmailLinkParams;
}

/** `<campaign-register>`: the whole registration journey of core-journey §4, verification included. */
export function CampaignRegister(props: CampaignRegisterProps) {
  return (
    <ScreenFrame props={props} tag="campaign-register" texts={[formTexts, registrationTexts]}>
      {(screen) => <RegisterStart key={screen.campaign.oid} screen={screen} props={props} />}
    </ScreenFrame>
  );
}

/**
 * What the journey's first state is made of (the registration machine starts once, from the first
 * campaign answer): a new campaignData that changes it starts the journey afresh, while other edits
 * (a preview renaming the campaign) keep what the fan typed.
 */
export const journeyKey = (campaign: Campaign): string =>
  JSON.stringify([
    campaign.oid,
    campaign.type,
    campaign.registrations.providers,
    skipsRegistrationOptions(campaign),
    campaign.settings.gatedSessions,
    campaign.settings.payment?.required === true,
    campaign.registrations.fields.some((f) => f.key === "country" && f.enabled),
  ]);

/**
 * Waits for the visitor's account (a known fan starts further on), then starts the journey; a fan
 * already registered sees where they stand instead (issue 20).
 */
function RegisterStart({ screen, props }: { screen: ScreenContext; props: CampaignRegisterProps }) {
  const client = getApiClient(props.apiBase);
  const { campaign } = screen;
  const known = useKnownAccount(client, screen.lookup, campaign.oid, props.preview);
  const loading = <Skeleton shape="form" label={screen.translation.t("common.loading")} />;
  if (known.status === "checking") return loading;
  if (known.standing?.kind === "registered") {
    return (
      <JourneyEnd
        campaign={campaign}
        apiBase={props.apiBase}
        loading={loading}
        back={
          showsBackArrow("register", indexPageOf(campaign.type))
            ? () => props.onStepChange?.(backToPrevious(campaign, "register", undefined))
            : undefined
        }
        onGo={(to) =>
          props.onStepChange?.({ campaignOid: campaign.oid, from: "register", to, replace: false })
        }
      />
    );
  }
  return (
    <RegisterScreen
      key={`${journeyKey(screen.campaign)}${known.account?.oid ?? ""}`}
      screen={screen}
      props={props}
      known={known}
    />
  );
}

export type { FormValues };
