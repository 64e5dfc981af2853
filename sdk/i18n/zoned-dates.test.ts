import { afterEach, describe, expect, it } from "vitest";
import {
  eventDateNow,
  formatEventDay,
  formatEventTime,
  inZone,
  preloadEventDates,
  zoneAbbreviation,
} from "./zoned-dates.js";

// 2027-01-23 08:30 UTC is 19:30 in Melbourne (daylight time, UTC+11) and 11:30 in Riyadh (UTC+3).
const instant = "2027-01-23T08:30:00.000Z";

describe("inZone", () => {
  it("reads the time in the given zone, whatever the machine's zone", async () => {
    const melbourne = await inZone(new Date(instant), "Australia/Melbourne");
    expect([melbourne.getDate(), melbourne.getHours(), melbourne.getMinutes()]).toEqual([23, 19, 30]);
    const honolulu = await inZone(new Date(instant), "Pacific/Honolulu");
    expect([honolulu.getDate(), honolulu.getHours()]).toEqual([22, 22]);
  });
  it("keeps the instant when the zone is absent or unknown", async () => {
    expect((await inZone(new Date(instant), undefined)).getTime()).toBe(new Date(instant).getTime());
    expect((await inZone(new Date(instant), "Mars/Olympus")).getTime()).toBe(new Date(instant).getTime());
  });
});

// 2027-03-13 15:30 UTC is 02:30 on Sunday 14 March in Melbourne (AEDT), the night New York's clocks jump
// from 02:00 to 03:00: a viewer there once saw "3:30 AM (AEDT)".
describe("given a viewer in another zone", () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });
  const gapNight = "2027-03-13T15:30:00.000Z";
  const viewers = ["America/New_York", "Australia/Melbourne", "Asia/Kolkata", "Europe/London", "UTC"];

  it.each(viewers)("shows the event's own time to a viewer in %s", async (viewer) => {
    process.env.TZ = viewer;
    expect(await formatEventTime(gapNight, "Australia/Melbourne", "en-us")).toBe(
      "Sun, Mar 14th, 2:30 AM (AEDT)",
    );
    expect(await formatEventDay(gapNight, "Australia/Melbourne", "en-us")).toBe("Sunday, Mar 14th");
    expect(await formatEventTime(gapNight, "Australia/Melbourne", "de")).toBe("So. 14 März, 02:30 (AEDT)");
  });

  it.each(viewers)("shows a New York event at 02:30 on the night after its own jump (%s)", async (viewer) => {
    process.env.TZ = viewer;
    // 2027-03-15 06:30 UTC is 02:30 EDT on Monday 15 March in New York.
    expect(await formatEventTime("2027-03-15T06:30:00.000Z", "America/New_York", "en-us")).toBe(
      "Mon, Mar 15th, 2:30 AM (EDT)",
    );
  });
});

describe("zoneAbbreviation", () => {
  it("names a zone by its short name where one exists", () => {
    expect(zoneAbbreviation(new Date(instant), "Australia/Melbourne")).toBe("AEDT");
    expect(zoneAbbreviation(new Date("2027-07-01T00:00:00Z"), "Australia/Melbourne")).toBe("AEST");
    expect(zoneAbbreviation(new Date(instant), "America/Los_Angeles")).toBe("PST");
  });
  it("falls back to the offset", () => {
    expect(zoneAbbreviation(new Date(instant), "Asia/Riyadh")).toBe("GMT+3");
  });
});

describe("formatEventTime", () => {
  it("follows 'ddd, MMM Do, h:mm A (z)' in the event's zone (en-us)", async () => {
    expect(await formatEventTime(instant, "Australia/Melbourne", "en-us")).toBe(
      "Sat, Jan 23rd, 7:30 PM (AEDT)",
    );
    expect(await formatEventTime(instant, "America/New_York", "en-us")).toBe("Sat, Jan 23rd, 3:30 AM (EST)");
  });
  it("puts the day before the month in other languages", async () => {
    expect(await formatEventTime(instant, "Australia/Melbourne", "fr")).toBe("sam. 23 janv., 19:30 (AEDT)");
  });
  it("gives Arabic the 12-hour clock with its own marks and the Arabic comma", async () => {
    const morning = await formatEventTime(instant, "America/New_York", "ar");
    const evening = await formatEventTime(instant, "Australia/Melbourne", "ar");
    expect(morning).toMatch(/^\S+ 23 يناير، 3:30 ص \(EST\)$/);
    expect(evening).toMatch(/^\S+ 23 يناير، 7:30 م \(AEDT\)$/);
  });
});

describe("formatEventDay", () => {
  it("follows 'dddd, MMM Do' in the event's zone", async () => {
    expect(await formatEventDay(instant, "Australia/Melbourne", "en-us")).toBe("Saturday, Jan 23rd");
    expect(await formatEventDay(instant, "Pacific/Honolulu", "en-us")).toBe("Friday, Jan 22nd");
  });
});

describe("eventDateNow", () => {
  it("answers nothing before its language is loaded, then what the asynchronous formatters answer", async () => {
    expect(eventDateNow(instant, "Australia/Melbourne", "nl", "time")).toBeUndefined();
    await preloadEventDates("nl");
    for (const [zone, kind] of [
      ["Australia/Melbourne", "time"],
      ["Pacific/Honolulu", "day"],
      [undefined, "time"],
    ] as const) {
      const later = kind === "time" ? formatEventTime : formatEventDay;
      expect(eventDateNow(instant, zone, "nl", kind)).toBe(await later(instant, zone, "nl"));
    }
    expect(eventDateNow(instant, "Australia/Melbourne", "es", "time")).toBeUndefined();
  });
});
