import { eventDateNow, formatEventDay, formatEventTime } from "../../sdk/i18n/zoned-dates.js";
import { useTranslation } from "./translation-context.js";
import { useAsync } from "./use-async.js";

/**
 * A date in the event's zone and the element's language, once the date locale loaded: 'time' reads
 * 'ddd, MMM Do, h:mm A (z)', 'day' reads 'dddd, MMM Do' (engagement §9).
 */
export function useEventDate(
  date: string | undefined,
  timeZone: string | undefined,
  kind: "time" | "day",
): string | undefined {
  const { language } = useTranslation();
  // At once where the formatter is loaded already (the server's render: preloadEventDates), else once it is.
  const now = date ? eventDateNow(date, timeZone, language, kind) : undefined;
  const later = useAsync(() => {
    if (!date) return Promise.resolve(undefined);
    return kind === "time"
      ? formatEventTime(date, timeZone, language)
      : formatEventDay(date, timeZone, language);
  }, [date, timeZone, kind, language]);
  return later ?? now;
}
