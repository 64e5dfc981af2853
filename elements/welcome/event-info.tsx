import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { Meeting } from "../../sdk/api/schemas/campaign-event.js";
import { eventTimeZone, onlineMeeting, ticketPrice } from "../../sdk/flow/welcome-content.js";
import { assetUrl } from "../runtime/asset-url.js";
import { useT, useTranslation } from "../runtime/translation-context.js";
import { useEventDate } from "../runtime/use-event-date.js";

/**
 * engagement §2 event information: the time in the event's own zone, the venue or the online meeting
 * (zoom or other: link, id, password), the ticket price and the event's website.
 */
export function EventInfo({ campaign, apiBase }: { campaign: Campaign; apiBase?: string | undefined }) {
  const { t, language } = useTranslation();
  const event = campaign.event;
  const time = useEventDate(event?.startDate, eventTimeZone(campaign), "time");
  if (!event) return null;
  const meeting = onlineMeeting(campaign);
  const price = ticketPrice(campaign, language);
  const website = assetUrl(event.presentation?.website, apiBase);
  return (
    <section className="section" aria-labelledby="welcome-event" part="section event-info">
      <h2 id="welcome-event">{t("welcome.eventInfo")}</h2>
      {event.name && <p className="event-name">{event.name}</p>}
      <dl className="facts">
        {time && (
          <div data-key="time">
            <dt>{t("welcome.time")}</dt>
            <dd>{time}</dd>
          </div>
        )}
        {meeting ? (
          <MeetingFacts meeting={meeting} apiBase={apiBase} />
        ) : (
          event.location && (
            <div data-key="location">
              <dt>{t("welcome.location")}</dt>
              <dd>{event.location}</dd>
            </div>
          )
        )}
        {price && (
          <div data-key="price">
            <dt>{t("welcome.ticketPrice")}</dt>
            <dd>{price}</dd>
          </div>
        )}
        {website && (
          <div data-key="website">
            <dt>{t("welcome.website")}</dt>
            <dd>
              <a href={website} target="_blank" rel="noopener noreferrer">
                {t("welcome.visitWebsite")}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function MeetingFacts({ meeting, apiBase }: { meeting: Meeting; apiBase?: string | undefined }) {
  const t = useT();
  // Through assetUrl: only http(s) links are followed.
  const url = assetUrl(meeting.url, apiBase);
  return (
    <div data-key="meeting" part="meeting">
      <dt>{t("welcome.onlineEvent")}</dt>
      <dd>
        <p className="meeting-kind">
          {t(meeting.type === "zoom" ? "welcome.zoomMeeting" : "welcome.otherMeeting")}
        </p>
        {url && (
          <p>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t("welcome.joinMeeting")}
            </a>
          </p>
        )}
        {meeting.id && (
          <p>
            {t("welcome.meetingId")}: <span dir="ltr">{meeting.id}</span>
          </p>
        )}
        {meeting.password && (
          <p>
            {t("welcome.meetingPassword")}: <span dir="ltr">{meeting.password}</span>
          </p>
        )}
      </dd>
    </div>
  );
}
