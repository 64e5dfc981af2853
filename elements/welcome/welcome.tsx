import { type RefObject, useEffect, useRef, useState } from "react";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { Fan } from "../../sdk/api/schemas/fan.js";
import type { CampaignLookup } from "../../sdk/campaign/lookup-campaign.js";
import { campaignFlow, isFreeFlow } from "../../sdk/flow/campaign-flow.js";
import { typeSwitches } from "../../sdk/flow/type-switches.js";
import { DESCRIPTION_COLLAPSE_PX, DESKTOP_QUERY } from "../../sdk/flow/welcome-content.js";
import { type WelcomeTab, welcomeTabs } from "../../sdk/flow/welcome-tabs.js";
import type { I18n } from "../../sdk/i18n/i18n.js";
import type { StreamView } from "../../sdk/stream/stream-view.js";
import { ProfileCard } from "../profile/profile-card.js";
import { ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useFan } from "../runtime/use-fan.js";
import { useMediaQuery } from "../runtime/use-media-query.js";
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
    <ScreenFrame props={props} tag="campaign-welcome">
      {({ lookup, campaign, language, translation: { t } }) => (
        <WelcomeScreen props={props} lookup={lookup} campaign={campaign} language={language} t={t} />
      )}
    </ScreenFrame>
  );
}

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
    observer.observe(element);
    return () => observer.disconnect();
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
  t: I18n["t"];
}) {
  const fanState = useFan(campaign.oid, props.apiBase);
  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const overview = useRef<HTMLElement>(null);
  const scrolledPast = useScrolledPast(overview, desktop);
  const flow = campaignFlow(campaign);
  const first = flow[0];
  const cta = first
    ? {
        label: campaign.presentation.meta?.register?.customCta ?? t("register.submit"),
        go: () =>
          props.onStepChange?.({ campaignOid: campaign.oid, from: "landing", to: first, replace: false }),
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
  const sections = (tab: WelcomeTab) => (
    <TabSections tab={tab} campaign={campaign} fan={fan} free={isFreeFlow(flow)} apiBase={props.apiBase} />
  );
  return (
    <article className="welcome" data-layout={desktop ? "desktop" : "mobile"} part="card">
      {desktop && scrolledPast && <StickyBar campaign={campaign} cta={cta} />}
      {typeSwitches(campaign.type).welcomeHeader && campaign.event?.name && (
        <header className="welcome-header" part="header">
          <p>{campaign.event.name}</p>
        </header>
      )}
      {campaign.type === "livestream" ? (
        <StreamHero lookup={lookup} lang={language} apiBase={props.apiBase} onView={setStreamView} />
      ) : (
        <WelcomeHero campaign={campaign} apiBase={props.apiBase} />
      )}
      <div className="body">
        {lookup.referrer && <ReferrerBanner referrer={lookup.referrer} apiBase={props.apiBase} />}
        <OverviewCard ref={overview} campaign={campaign} cta={cta} showDescription={desktop} />
        {desktop ? (
          <>
            {fan && campaign.type !== "rsvp" && <ProfileCard fan={fan} free={isFreeFlow(flow)} />}
            <RewardSections campaign={campaign} fan={fan} />
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

/** What each mobile tab holds. */
function TabSections({
  tab,
  campaign,
  fan,
  free,
  apiBase,
}: {
  tab: WelcomeTab;
  campaign: Campaign;
  fan: Fan | undefined;
  free: boolean;
  apiBase: string | undefined;
}) {
  switch (tab) {
    case "registration":
    case "competition":
      return (
        <>
          <ReadMore text={campaign.presentation.description} collapsePx={DESCRIPTION_COLLAPSE_PX} />
          <RewardSections campaign={campaign} fan={fan} />
          <KeyDates campaign={campaign} />
        </>
      );
    case "rewards":
      return (
        <>
          {fan && <ProfileCard fan={fan} free={free} />}
          <RewardSections campaign={campaign} fan={fan} />
        </>
      );
    case "friends":
      return fan ? <Friends fan={fan} /> : null;
    case "event":
      return <EventInfo campaign={campaign} apiBase={apiBase} />;
  }
}
