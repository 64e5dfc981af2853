import { dateFormatter, dateLocale } from "./dates.js";
import { kept } from "./kept.js";
import type { Language } from "./languages.js";

/** engagement §9 'ddd, MMM Do, h:mm A (z)' in date-fns tokens; the zone name is appended. */
export const EVENT_TIME_FORMAT = "EEE, MMM do, h:mm a";
/** engagement §9 'dddd, MMM Do'. */
export const EVENT_DAY_FORMAT = "EEEE, MMM do";
// Other languages keep the day before the month (engagement §1: fr and ar put the day first).
const OTHER_TIME_FORMAT = "EEE d MMM, HH:mm";
// Arabic reads the 12-hour clock with its own marks (ص/م) and separates with the Arabic comma.
const ARABIC_TIME_FORMAT = "EEE d MMM، h:mm a";
const OTHER_DAY_FORMAT = "EEEE d MMMM";

// Making an Intl.DateTimeFormat costs about 1 ms on a phone, and a welcome page formats a handful of dates at
// each render (measured: 176 ms of main-thread work at 4x CPU before these were kept).
const zoneChecks = new Map<string, boolean>();
const isValidZone = (timeZone: string): boolean =>
  kept(zoneChecks, timeZone, () => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone });
      return true;
    } catch {
      return false;
    }
  });

/**
 * `date` as seen in `timeZone` (a TZDate: date-fns formats its fields in that zone), so an event shows its
 * own time whatever the viewer's zone. Rebuilding the wall-clock time as a local Date instead failed in
 * the viewer's daylight-saving gap: a 02:30 event read 3:30 to a viewer in New York on the night clocks
 * spring forward. Loaded with the formatter (asynchronously), like the date-fns locales.
 */
export async function inZone(date: Date, timeZone: string | undefined): Promise<Date> {
  if (!timeZone || !isValidZone(timeZone)) return date;
  const { TZDateMini } = await import("@date-fns/tz/date/mini");
  return new TZDateMini(date.getTime(), timeZone);
}

// English regions whose short names cover most zones (AEDT, GMT, IST...); a zone none of them names shows
// as an offset ("GMT+3"), like the moment-timezone abbreviations of the 'z' token.
const ABBREVIATION_LOCALES = ["en-US", "en-AU", "en-GB", "en-NZ", "en-IN", "en-CA"];

const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();
const zoneNameFormat = (locale: string, timeZone: string | undefined): Intl.DateTimeFormat =>
  kept(
    zoneNameFormats,
    `${locale} ${timeZone ?? ""}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" }),
  );

/** The zone's short name at `date`: "AEDT", "PST", else "GMT+3". */
export function zoneAbbreviation(date: Date, timeZone: string | undefined): string {
  const zone = timeZone && isValidZone(timeZone) ? timeZone : undefined;
  const nameIn = (locale: string) =>
    zoneNameFormat(locale, zone)
      .formatToParts(date)
      .find((p) => p.type === "timeZoneName")?.value ?? "";
  const names = ABBREVIATION_LOCALES.map(nameIn);
  return names.find((name) => name && !/^(GMT|UTC)[+-]/.test(name)) ?? names[0] ?? "";
}

type Formatter = Awaited<ReturnType<typeof dateFormatter>>;
type Locale = Awaited<ReturnType<typeof dateLocale>>;
type ZonedDate = typeof import("@date-fns/tz/date/mini").TZDateMini;

/** What preloadEventDates has loaded: the formatter, the zoned date and each language's locale. */
const loaded: { format?: Formatter; zoned?: ZonedDate; locales: Map<Language, Locale> } = {
  locales: new Map(),
};

/**
 * Loads what formatting an event date in `language` needs, so eventDateNow can answer at once: the server
 * awaits it before rendering a first screen (issue 22), whose dates are then in the HTML.
 */
export async function preloadEventDates(language: Language): Promise<void> {
  const [format, locale, { TZDateMini }] = await Promise.all([
    dateFormatter(),
    dateLocale(language),
    import("@date-fns/tz/date/mini"),
  ]);
  loaded.format = format;
  loaded.zoned = TZDateMini;
  loaded.locales.set(language, locale);
}

/** formatEventTime or formatEventDay at once, or undefined while their code is not loaded yet. */
export function eventDateNow(
  date: Date | string,
  timeZone: string | undefined,
  language: Language,
  kind: "time" | "day",
): string | undefined {
  const { format, zoned } = loaded;
  const locale = loaded.locales.get(language);
  if (!format || !zoned || !locale) return undefined;
  const instant = new Date(date);
  const inItsZone = timeZone && isValidZone(timeZone) ? new zoned(instant.getTime(), timeZone) : instant;
  if (kind === "day")
    return format(inItsZone, language === "en-us" ? EVENT_DAY_FORMAT : OTHER_DAY_FORMAT, { locale });
  const pattern =
    language === "en-us" ? EVENT_TIME_FORMAT : language === "ar" ? ARABIC_TIME_FORMAT : OTHER_TIME_FORMAT;
  return `${format(inItsZone, pattern, { locale })} (${zoneAbbreviation(instant, timeZone)})`;
}

/** An event time in its own zone, 'ddd, MMM Do, h:mm A (z)': "Sat, Jan 23rd, 7:30 PM (AEDT)". */
export async function formatEventTime(
  date: Date | string,
  timeZone: string | undefined,
  language: Language,
): Promise<string> {
  await preloadEventDates(language);
  return eventDateNow(date, timeZone, language, "time") ?? "";
}

/** A day in the event's zone, 'dddd, MMM Do': "Saturday, Jan 23rd". */
export async function formatEventDay(
  date: Date | string,
  timeZone: string | undefined,
  language: Language,
): Promise<string> {
  await preloadEventDates(language);
  return eventDateNow(date, timeZone, language, "day") ?? "";
}
