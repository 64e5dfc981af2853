import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { eventTimeZone } from "../../sdk/flow/welcome-content.js";
import { useT } from "../runtime/translation-context.js";
import { useEventDate } from "../runtime/use-event-date.js";

/** engagement §2 key dates: when registrations close and when fans are notified, in the event's zone. */
export function KeyDates({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const zone = eventTimeZone(campaign);
  const closes = useEventDate(campaign.endDate, zone, "time");
  const notify = useEventDate(campaign.notifyDate, zone, "day");
  if (!campaign.endDate && !campaign.notifyDate) return null;
  return (
    <section className="section" aria-labelledby="welcome-key-dates" part="section key-dates">
      <h2 id="welcome-key-dates">{t("welcome.keyDates")}</h2>
      <dl className="facts">
        {closes && (
          <div>
            <dt>{t("welcome.closes")}</dt>
            <dd>{closes}</dd>
          </div>
        )}
        {notify && (
          <div data-key="notify">
            <dt>{t("welcome.notifyDate")}</dt>
            <dd>{notify}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
