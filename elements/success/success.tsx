import { campaignFlow, isFreeFlow } from "../../sdk/flow/campaign-flow.js";
import { backToMainPage, successStyleOf } from "../../sdk/flow/success-page.js";
import { journeyTexts } from "../../sdk/i18n/locales/en-us/journey.js";
import { pageStreamStorage } from "../../sdk/stream/stream-storage.js";
import { backToPrevious } from "../layout/back-to-previous.js";
import { CampaignHero } from "../layout/campaign-hero.js";
import { Snackbar } from "../layout/snackbar.js";
import { stepHeader } from "../layout/step-header.js";
import { StepLayout } from "../layout/step-layout.js";
import { ImproveButton } from "../profile/improve-button.js";
import { ProfileCard } from "../profile/profile-card.js";
import { assetUrl } from "../runtime/asset-url.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import { Skeleton } from "../runtime/skeleton.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useFan } from "../runtime/use-fan.js";
import { useNotifyDay } from "../runtime/use-notify-day.js";

export interface CampaignSuccessProps extends ScreenProps, Pick<StepEvents, "onStepChange"> {}

/** `<campaign-success>`: classic (image, title, message, custom button) or score-board by type (core-journey §2). */
export function CampaignSuccess(props: CampaignSuccessProps) {
  return (
    <ScreenFrame props={props} tag="campaign-success" skeleton="board" texts={journeyTexts}>
      {(screen) => <SuccessScreen screen={screen} props={props} />}
    </ScreenFrame>
  );
}

function SuccessScreen({ screen, props }: { screen: ScreenContext; props: CampaignSuccessProps }) {
  const { campaign, translation, language } = screen;
  const { t } = translation;
  const fanState = useFan(campaign.oid, props.apiBase);
  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  const notifyDay = useNotifyDay(campaign, language);
  const custom = campaign.presentation.meta?.register?.customSuccessPage;
  // engagement §2: the livestream short URL for a fan holding a stream session token (a magic link).
  const back = backToMainPage(
    campaign.type,
    fan,
    pageStreamStorage().readSessionToken(campaign.oid) !== undefined,
  );
  const button =
    custom?.buttonEnabled &&
    custom.buttonText &&
    custom.buttonUrl &&
    assetUrl(custom.buttonUrl, props.apiBase);

  if (successStyleOf(campaign.type) === "classic") {
    return (
      <StepLayout title={t("success.title")} showHeader={false} showBack={false}>
        <section className="success classic" part="card">
          <CampaignHero
            image={campaign.resources.find((r) => r.assetType === "campaign-image")}
            apiBase={props.apiBase}
            alt={t("welcome.heroAlt", { name: campaign.name })}
            focus={campaign.presentation.heroFocus}
          />
          <h1 className="sub-title">{t("success.title")}</h1>
          <p>{custom?.message ?? t("success.message")}</p>
          {button && (
            <a className="button" href={button} part="cta">
              {custom?.buttonText}
            </a>
          )}
        </section>
      </StepLayout>
    );
  }
  const free = isFreeFlow(campaignFlow(campaign));
  return (
    <StepLayout
      title={t("success.title")}
      {...stepHeader(campaign, "success", () =>
        props.onStepChange?.(backToPrevious(campaign, "success", fan)),
      )}
    >
      <Snackbar message={{ text: t("success.snackbar"), tone: "success" }} />
      <section className="success score-board" part="card">
        <h2 className="sub-title">{campaign.name}</h2>
        {notifyDay && <p>{t("success.notifyOn", { date: notifyDay })}</p>}
        {custom?.message && <p>{custom.message}</p>}
        {/* core-journey §2: the profile card unless the flow is free. */}
        {fan && !free && <ProfileCard fan={fan} free={false} />}
        {fanState.status === "unknown" && !free && <Skeleton shape="profile" label={t("common.loading")} />}
        {fan && (
          <ImproveButton
            campaign={campaign}
            from="success"
            onGo={(to) =>
              props.onStepChange?.({ campaignOid: campaign.oid, from: "success", to, replace: false })
            }
          />
        )}
        {back && (
          <a className="link-button" href={back.url} part="back-link">
            {t(back.label)}
          </a>
        )}
      </section>
    </StepLayout>
  );
}
