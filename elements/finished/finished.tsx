import { useId } from "react";
import { AlternativeForm } from "../exit-intent/alternative-form.js";
import { StepLayout } from "../layout/step-layout.js";
import { ProfileCard } from "../profile/profile-card.js";
import { assetUrl } from "../runtime/asset-url.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useFan } from "../runtime/use-fan.js";
import { useNotifyDay } from "../runtime/use-notify-day.js";

export interface CampaignFinishedProps extends ScreenProps, StepEvents {}

/** `<campaign-finished>`: the campaign has ended (engagement §2 finished page). */
export function CampaignFinished(props: CampaignFinishedProps) {
  return (
    <ScreenFrame props={props} tag="campaign-finished">
      {(screen) =>
        showsEndedSignUp(screen.campaign) ? (
          <EndedSignUp screen={screen} props={props} />
        ) : (
          <FinishedScreen screen={screen} props={props} />
        )
      }
    </ScreenFrame>
  );
}

const showsEndedSignUp = (campaign: ScreenContext["campaign"]) =>
  campaign.settings.endedIntent &&
  campaign.endDate !== undefined &&
  Date.parse(campaign.endDate) <= Date.now();

function FinishedScreen({ screen, props }: { screen: ScreenContext; props: CampaignFinishedProps }) {
  const { campaign, translation, language } = screen;
  const { t } = translation;
  const fanState = useFan(campaign.oid, props.apiBase);
  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  const notifyDay = useNotifyDay(campaign, language);
  const hero = assetUrl(campaign.resources.find((r) => r.assetType === "campaign-image")?.url, props.apiBase);
  // engagement §2: presale with a notify date and a logged-in fan; competition; the rest.
  const note =
    campaign.type === "presale" && notifyDay && fan
      ? t("finished.presaleNote", { date: notifyDay })
      : campaign.type === "competition"
        ? t("finished.competitionNote")
        : t("finished.note");
  return (
    <StepLayout title={t("finished.title")} showHeader showBack={false}>
      <section part="card">
        {hero && <img className="hero" src={hero} alt={t("welcome.heroAlt", { name: campaign.name })} />}
        <h2 className="sub-title">{campaign.name}</h2>
        {fan && <ProfileCard fan={fan} free={false} variant="finished" />}
        <p className="note">{note}</p>
      </section>
    </StepLayout>
  );
}

/** engagement §2: with ended-intent on, the finished step shows the ended sign-up instead of the plain page. */
function EndedSignUp({ screen, props }: { screen: ScreenContext; props: CampaignFinishedProps }) {
  const { campaign, translation, language } = screen;
  const titleId = useId();
  const hero = assetUrl(campaign.resources.find((r) => r.assetType === "campaign-image")?.url, props.apiBase);
  return (
    <StepLayout title={translation.t("finished.title")} showHeader showBack={false}>
      <section part="card" aria-labelledby={titleId}>
        {hero && (
          <img className="hero" src={hero} alt={translation.t("welcome.heroAlt", { name: campaign.name })} />
        )}
        <AlternativeForm
          campaign={campaign}
          kind="ended"
          language={language}
          apiBase={props.apiBase}
          titleId={titleId}
          onFinished={() => {}}
          onClose={() => {}}
          onNavigate={() => {}}
          onRegistered={(fanOid) => props.onRegistered?.({ campaignOid: campaign.oid, fanOid })}
          onError={(message) => props.onError?.({ campaignOid: campaign.oid, message })}
        />
      </section>
    </StepLayout>
  );
}
