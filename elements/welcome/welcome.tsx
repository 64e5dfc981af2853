import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { getApiClient } from "../../sdk/api/client-registry.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { Fan } from "../../sdk/api/schemas/fan.js";
import type { CampaignLookup } from "../../sdk/campaign/lookup-campaign.js";
import { campaignFlow, isFreeFlow, stepAfter } from "../../sdk/flow/campaign-flow.js";
import { typeSwitches } from "../../sdk/flow/type-switches.js";
import { DESCRIPTION_COLLAPSE_PX, DESKTOP_QUERY } from "../../sdk/flow/welcome-content.js";
import { type WelcomeTab, welcomeTabs } from "../../sdk/flow/welcome-tabs.js";
import type { Translate } from "../../sdk/i18n/translate.js";
import type { Step } from "../../sdk/routing/parse-route.js";
import type { StreamView } from "../../sdk/stream/stream-view.js";
import type { ProfileVariant } from "../profile/profile-card.js";
import { ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useFan } from "../runtime/use-fan.js";
import { useMediaQuery } from "../runtime/use-media-query.js";
import { whenInDocument } from "../runtime/when-in-document.js";
import { EventInfo } from "./event-info.js";
import { Friends } from "./friends.js";
import { KeyDates } from "./key-dates.js";
import { OverviewCard, StickyBar } from "./overview-card.js";
import { ReadMore } from "./read-more.js";
import { ReferrerBanner } from "./referrer-banner.js";
import { RewardSections } from "./reward-sections.js";
import { StreamHero } from "./stream-hero.js";
import { WelcomeHero } from "./welcome-hero.js";
import { WelcomeTabs } from "./welcome-tabs.js";

export interface CampaignWelcomeProps extends ScreenProps, Pick<StepEvents, "onStepChange"> {}

/**
 * `<campaign-welcome>`: the campaign's welcome page (engagement §2): hero, referrer banner, overview card,
 * then the sections, as tabs up to 768 px wide and one column with a sticky overview bar above it.
 */
export function CampaignWelcome(props: CampaignWelcomeProps) {
  return (
    <ScreenFrame props={props} tag="campaign-welcome" skeleton="landing">
      {({ lookup, campaign, language, translation: { t } }) => (
        <WelcomeScreen props={props} lookup={lookup} campaign={campaign} language={language} t={t} />
      )}
    </ScreenFrame>
  );
}

const loadFanCard = () => import("./fan-card.js");
const FanCard = lazy(loadFanCard);

/** Whether the overview card has scrolled up out of view (the sticky bar's cue). */
function useScrolledPast(target: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!active || !element || typeof IntersectionObserver === "undefined") {
      setPast(false);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    // Off the document (a served page's own render before its takeover) the card has no box, which would
    // read as scrolled past: the bar would flash in as the screen takes over.
    const cancel = whenInDocument(element, () => observer.observe(element));
    return () => {
      cancel();
      observer.disconnect();
    };
  }, [target, active]);
  return past;
}

function WelcomeScreen({
  props,
  lookup,
  campaign,
  language,
  t,
}: {
  props: CampaignWelcomeProps;
  lookup: CampaignLookup;
  campaign: Campaign;
  language: string;
  t: Translate;
}) {
  const fanState = useFan(campaign.oid, props.apiBase);
  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  // A signed-in fan's card loads while the fan is being asked for, not after.
  useEffect(() => {
    if (getApiClient(props.apiBase).tokens.get()) void loadFanCard();
  }, [props.apiBase]);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const overview = useRef<HTMLElement>(null);
  const scrolledPast = useScrolledPast(overview, desktop);
  const flow = campaignFlow(campaign);
  const first = flow[0];
  const goTo = (to: Step) =>
    props.onStepChange?.({ campaignOid: campaign.oid, from: "landing", to, replace: false });
  // Issue 20: a registered fan is not asked to register again: the CTA goes on to the flow's next step.
  const next = fan ? stepAfter(flow, "register") : first;
  const cta = next
    ? {
        label: fan
          ? t("layout.continue")
          : (campaign.presentation.meta?.register?.customCta ?? t("welcome.register")),
        go: () => goTo(next),
      }
    : undefined;
  // engagement §2: while the live stream player shows, the mobile tabs change (see sdk/flow/welcome-tabs).
  const [streamView, setStreamView] = useState<StreamView>("none");
  const streamShowing = streamView === "player";
  const tabs = welcomeTabs({
    type: campaign.type,
    loggedIn: fan !== undefined,
    hasReferees: (fan?.referees.length ?? 0) > 0,
    streamShowing,
  });
  const free = isFreeFlow(flow);
  // The fan's card with the improve button (engagement §4), where the rewards are; none for rsvp.
  const fanCard = (variant: ProfileVariant) =>
    fan &&
    campaign.type !== "rsvp" && (
      <Suspense fallback={null}>
        <FanCard campaign={campaign} fan={fan} free={free} variant={variant} onGo={goTo} />
      </Suspense>
    );
  const sections = (tab: WelcomeTab) => (
    <TabSections
      tab={tab}
      tabs={tabs}
      campaign={campaign}
      fan={fan}
      fanCard={fanCard("compact")}
      apiBase={props.apiBase}
    />
  );
  const livestream = typeSwitches(campaign.type).stream;
  return (
    <article className="welcome" data-layout={desktop ? "desktop" : "mobile"} part="card">
      {desktop && scrolledPast && <StickyBar campaign={campaign} cta={cta} />}
      {typeSwitches(campaign.type).welcomeHeader && campaign.event?.name && (
        <header className="welcome-header" part="header">
          <p>{campaign.event.name}</p>
        </header>
      )}
      {/* engagement §2: the player takes the hero's place only when it plays; otherwise the video or
          image hero, with the stream's status panel (starting soon, register, expired…) below it. The
          stream element stays in one place in the tree, so switching never restarts its checks. */}
      {(!livestream || !streamShowing) && <WelcomeHero campaign={campaign} apiBase={props.apiBase} />}
      {livestream && (
        <StreamHero
          lookup={lookup}
          lang={language}
          apiBase={props.apiBase}
          onView={setStreamView}
          asHero={streamShowing}
        />
      )}
      <div className="body">
        {lookup.referrer && <ReferrerBanner referrer={lookup.referrer} apiBase={props.apiBase} />}
        <OverviewCard
          ref={overview}
          campaign={campaign}
          cta={cta}
          registered={fan !== undefined}
          showDescription={desktop}
        />
        {desktop ? (
          <>
            {fanCard("full")}
            <RewardSections campaign={campaign} fan={fan} apiBase={props.apiBase} />
            <KeyDates campaign={campaign} />
            <EventInfo campaign={campaign} apiBase={props.apiBase} />
            {fan && <Friends fan={fan} />}
          </>
        ) : (
          <WelcomeTabs tabs={tabs} panel={sections} />
        )}
      </div>
    </article>
  );
}

/**
 * What each mobile tab holds. The description and key dates go with the registration (or competition)
 * tab; a fan has neither, so the event information tab carries them then (engagement §2 sections).
 */
function TabSections({
  tab,
  tabs,
  campaign,
  fan,
  fanCard,
  apiBase,
}: {
  tab: WelcomeTab;
  tabs: readonly WelcomeTab[];
  campaign: Campaign;
  fan: Fan | undefined;
  fanCard: ReactNode;
  apiBase: string | undefined;
}) {
  const about = (
    <>
      <ReadMore text={campaign.presentation.description} collapsePx={DESCRIPTION_COLLAPSE_PX} />
      <KeyDates campaign={campaign} />
    </>
  );
  switch (tab) {
    case "registration":
    case "competition":
      return (
        <>
          <ReadMore text={campaign.presentation.description} collapsePx={DESCRIPTION_COLLAPSE_PX} />
          <RewardSections campaign={campaign} fan={fan} apiBase={apiBase} />
          <KeyDates campaign={campaign} />
        </>
      );
    case "rewards":
      return (
        <>
          {fanCard}
          <RewardSections campaign={campaign} fan={fan} apiBase={apiBase} />
        </>
      );
    case "friends":
      return fan ? <Friends fan={fan} /> : null;
    case "event":
      return (
        <>
          {!tabs.includes("registration") && !tabs.includes("competition") && about}
          <EventInfo campaign={campaign} apiBase={apiBase} />
        </>
      );
  }
}
