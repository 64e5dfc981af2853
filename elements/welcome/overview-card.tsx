import { forwardRef } from "react";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { eventTimeZone, OVERVIEW_COLLAPSE_PX } from "../../sdk/flow/welcome-content.js";
import { useT } from "../runtime/translation-context.js";
import { useEventDate } from "../runtime/use-event-date.js";
import { DateRow } from "./date-row.js";
import { ReadMore } from "./read-more.js";

export interface OverviewProps {
  campaign: Campaign;
  /** The CTA's label and action; absent when the flow has no step to go to. */
  cta?: { label: string; go: () => void } | undefined;
  /** The description collapses at 100 px here; on mobile it sits in the tabs instead (200 px). */
  showDescription: boolean;
  /** The visitor is a registered fan: 'You're registered' above the CTA (issue 20). */
  registered?: boolean;
}

/** The campaign overview card (engagement §2): name, event and closing dates, CTA, description. */
export const OverviewCard = forwardRef<HTMLElement, OverviewProps>(function OverviewCard(
  { campaign, cta, showDescription, registered },
  ref,
) {
  const t = useT();
  const zone = eventTimeZone(campaign);
  const eventTime = useEventDate(campaign.event?.startDate, zone, "time");
  const closes = useEventDate(campaign.endDate, zone, "time");
  return (
    <section ref={ref} className="overview" aria-labelledby="welcome-title" part="overview">
      <span className="accent" aria-hidden="true" />
      <h1 id="welcome-title" part="title">
        {campaign.name}
      </h1>
      {(campaign.event?.startDate || campaign.endDate) && (
        <dl className="dates" part="dates">
          {campaign.event?.startDate && <DateRow label={t("welcome.eventDate")} date={eventTime} />}
          {campaign.endDate && <DateRow label={t("welcome.closes")} date={closes} />}
        </dl>
      )}
      {showDescription && (
        <ReadMore text={campaign.presentation.description} collapsePx={OVERVIEW_COLLAPSE_PX} />
      )}
      {registered && (
        <p className="registered" part="registered">
          {t("profile.registered")}
        </p>
      )}
      {cta && <CtaButton cta={cta} />}
    </section>
  );
});

export function CtaButton({ cta }: { cta: { label: string; go: () => void } }) {
  return (
    <button type="button" className="cta" onClick={cta.go} part="cta">
      {cta.label}
    </button>
  );
}

/**
 * Desktop: the overview bar that sticks to the top once the overview card scrolled out of view
 * (engagement §2). A zero-height sticky slot, so showing it never moves the page.
 */
export function StickyBar({ campaign, cta }: Pick<OverviewProps, "campaign" | "cta">) {
  const t = useT();
  return (
    <div className="sticky-slot">
      <section className="sticky-bar" aria-label={t("welcome.overview")} part="sticky-bar">
        <p className="sticky-name">{campaign.name}</p>
        {cta && <CtaButton cta={cta} />}
      </section>
    </div>
  );
}
