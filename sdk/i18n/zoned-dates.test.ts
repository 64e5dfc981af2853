import { describe, expect, it } from "vitest";
import { formatEventDay, formatEventTime, wallClock, zoneAbbreviation } from "./zoned-dates.js";

// 2027-01-23 08:30 UTC is 19:30 in Melbourne (daylight time, UTC+11) and 11:30 in Riyadh (UTC+3).
const instant = "2027-01-23T08:30:00.000Z";

describe("wallClock", () => {
  it("reads the time in the given zone, whatever the machine's zone", () => {
    const melbourne = wallClock(new Date(instant), "Australia/Melbourne");
    expect([melbourne.getDate(), melbourne.getHours(), melbourne.getMinutes()]).toEqual([23, 19, 30]);
    const honolulu = wallClock(new Date(instant), "Pacific/Honolulu");
    expect([honolulu.getDate(), honolulu.getHours()]).toEqual([22, 22]);
  });
  it("keeps the instant when the zone is absent or unknown", () => {
    expect(wallClock(new Date(instant), undefined).getTime()).toBe(new Date(instant).getTime());
    expect(wallClock(new Date(instant), "Mars/Olympus").getTime()).toBe(new Date(instant).getTime());
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
});

describe("formatEventDay", () => {
  it("follows 'dddd, MMM Do' in the event's zone", async () => {
    expect(await formatEventDay(instant, "Australia/Melbourne", "en-us")).toBe("Saturday, Jan 23rd");
    expect(await formatEventDay(instant, "Pacific/Honolulu", "en-us")).toBe("Friday, Jan 22nd");
  });
});
