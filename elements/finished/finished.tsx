import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { getApiClient } from "../../sdk/api/client-registry.js";
import { formTexts } from "../../sdk/i18n/locales/en-us/forms.js";
import { journeyTexts } from "../../sdk/i18n/locales/en-us/journey.js";
import { CampaignHero } from "../layout/campaign-hero.js";
import { StepLayout } from "../layout/step-layout.js";
import { AlternativeForm } from "../registration/alternative-form.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useFan } from "../runtime/use-fan.js";
import { useNotifyDay } from "../runtime/use-notify-day.js";

export interface CampaignFinishedProps extends ScreenProps, StepEvents {}

/** `<campaign-finished>`: the campaign has ended (engagement §2 finished page). */
export function CampaignFinished(props: CampaignFinishedProps) {
  return (
    <ScreenFrame props={props} tag="campaign-finished" skeleton="board" texts={[formTexts, journeyTexts]}>
      {(screen) => <FinishedPage screen={screen} props={props} />}
    </ScreenFrame>
  );
}

/**
 * The ended sign-up when ended-intent is on, else the finished page. The sign-up's call-to-action (share
 * or register, engagement §2) leads to the finished page here: both steps are closed once the campaign
 * ended, and the site would only bring the fan back to this step.
 */
function FinishedPage({ screen, props }: { screen: ScreenContext; props: CampaignFinishedProps }) {
  const [signingUp, setSigningUp] = useState(() => showsEndedSignUp(screen.campaign));
  return signingUp ? (
    <EndedSignUp screen={screen} props={props} onDone={() => setSigningUp(false)} />
  ) : (
    <FinishedScreen screen={screen} props={props} focusOnMount={showsEndedSignUp(screen.campaign)} />
  );
}

/** Only a signed-in fan sees their card: a chunk of its own, fetched while the fan is asked for. */
const loadProfileCard = () => import("../profile/profile-card.js");
const ProfileCard = lazy(() => loadProfileCard().then((m) => ({ default: m.ProfileCard })));

const showsEndedSignUp = (campaign: ScreenContext["campaign"]) =>
  campaign.settings.endedIntent &&
  campaign.endDate !== undefined &&
  Date.parse(campaign.endDate) <= Date.now();

function FinishedScreen({
  screen,
  props,
  focusOnMount = false,
}: {
  screen: ScreenContext;
  props: CampaignFinishedProps;
  /** Shown in place of the ended sign-up: focus moves to it, not to the page's start. */
  focusOnMount?: boolean;
}) {
  const { campaign, translation, language } = screen;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const { t } = translation;
  const fanState = useFan(campaign.oid, props.apiBase);
  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  useEffect(() => {
    if (getApiClient(props.apiBase).tokens.get()) void loadProfileCard();
  }, [props.apiBase]);
  const notifyDay = useNotifyDay(campaign, language);
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
        <CampaignHero
          image={campaign.resources.find((r) => r.assetType === "campaign-image")}
          apiBase={props.apiBase}
          alt={t("welcome.heroAlt", { name: campaign.name })}
          focus={campaign.presentation.heroFocus}
        />
        <h2 className="sub-title" ref={heading} tabIndex={-1}>
          {campaign.name}
        </h2>
        {fan && (
          <Suspense fallback={null}>
            <ProfileCard fan={fan} free={false} variant="finished" />
          </Suspense>
        )}
        {/* core-journey §8: the campaign-ended message of its type. */}
        <p className="note">
          <strong>{t(`ended.${campaign.type}`)}</strong>
        </p>
        <p className="note">{note}</p>
      </section>
    </StepLayout>
  );
}

/** engagement §2: with ended-intent on, the finished step shows the ended sign-up instead of the plain page. */
function EndedSignUp({
  screen,
  props,
  onDone,
}: {
  screen: ScreenContext;
  props: CampaignFinishedProps;
  /** The success step's call-to-action. */
  onDone: () => void;
}) {
  const { campaign, translation, language } = screen;
  const titleId = useId();
  return (
    <StepLayout title={translation.t("finished.title")} showHeader showBack={false}>
      <section part="card" aria-labelledby={titleId}>
        <CampaignHero
          image={campaign.resources.find((r) => r.assetType === "campaign-image")}
          apiBase={props.apiBase}
          alt={translation.t("welcome.heroAlt", { name: campaign.name })}
          focus={campaign.presentation.heroFocus}
        />
        <AlternativeForm
          campaign={campaign}
          kind="ended"
          language={language}
          apiBase={props.apiBase}
          titleId={titleId}
          onFinished={() => {}}
          onClose={() => {}}
          onNavigate={onDone}
          onRegistered={(fanOid) => props.onRegistered?.({ campaignOid: campaign.oid, fanOid })}
          onError={(message) => props.onError?.({ campaignOid: campaign.oid, message })}
        />
      </section>
    </StepLayout>
  );
}
