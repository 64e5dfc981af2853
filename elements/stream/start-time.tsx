import { useT } from "../runtime/translation-context.js";
import { useEventDate } from "../runtime/use-event-date.js";

/** When an upcoming stream starts, in the event's zone: 'ddd, MMM Do, h:mm A (z)' (engagement §9). */
export function StartTime({ start, timeZone }: { start: string; timeZone: string | undefined }) {
  const t = useT();
  const time = useEventDate(start, timeZone, "time");
  if (!time) return null;
  return (
    <p className="stream-text" part="start-time">
      {t("stream.startsAt", { time })}
    </p>
  );
}
