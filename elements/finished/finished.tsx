import { StepLayout } from "../layout/step-layout.js";
import { ProfileCard } from "../profile/profile-card.js";
import { assetUrl } from "../runtime/asset-url.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import { useFan } from "../runtime/use-fan.js";
import { useNotifyDay } from "../runtime/use-notify-day.js";

export interface CampaignFinishedProps extends ScreenProps {}

/** `<campaign-finished>`: the campaign has ended (engagement §2 finished page). */
export function CampaignFinished(props: CampaignFinishedProps) {
  return (
    <ScreenFrame props={props} tag="campaign-finished">
      {(screen) => <FinishedScreen screen={screen} props={props} />}
    </ScreenFrame>
  );
}

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
        {fan && <ProfileCard fan={fan} free={false} />}
        <p className="note">{note}</p>
      </section>
    </StepLayout>
  );
}
