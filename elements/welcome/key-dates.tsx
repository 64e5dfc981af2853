import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { eventTimeZone } from "../../sdk/flow/welcome-content.js";
import { useT } from "../runtime/translation-context.js";
import { useEventDate } from "../runtime/use-event-date.js";
import { DateRow } from "./date-row.js";

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
        {campaign.endDate && <DateRow label={t("welcome.closes")} date={closes} />}
        {campaign.notifyDate && <DateRow label={t("welcome.notifyDate")} date={notify} dataKey="notify" />}
      </dl>
    </section>
  );
}
