import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { formatEventDay, formatEventTime } from "../sdk/i18n/zoned-dates.js";
import { axe } from "./axe.js";
import { API, logIn, registerFanThroughApi } from "./fans.js";

// <campaign-welcome> on the real server (engagement §2): overview, key dates, rewards, event information
// in the event's zone, the mobile tabs for visitors and fans, the sticky bar, read more, the video hero.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface CampaignAnswer {
  oid: string;
  name: string;
  endDate?: string;
  notifyDate?: string;
  event?: { startDate?: string; timeZone?: string };
}

async function campaignOf(request: APIRequestContext, uri: string): Promise<CampaignAnswer> {
  const answer = await request.get(`${API}/campaign-uri?uri=${encodeURIComponent(uri)}`);
  return ((await answer.json()) as { campaign: CampaignAnswer }).campaign;
}

const welcome = (page: Page) => page.locator("campaign-welcome");
const tabNames = (page: Page) => welcome(page).getByRole("tab").allTextContents();

/** A verified presale fan; `referralCode` makes it a friend of that fan. */
const registerFan = (request: APIRequestContext, firstName: string, referralCode?: string) =>
  registerFanThroughApi(request, "p/demo-presale", {
    firstName,
    label: "welcome",
    ...(referralCode && { referralCode }),
  });

/** Tab order from the start of the page: true when `target` receives focus within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el.matches(":focus"))) return true;
  }
  return false;
}

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP, timezoneId: "America/New_York" });

  test("p/demo-presale shows the overview, key dates, three reward tiers and the event in its own zone", async ({
    page,
    request,
  }) => {
    const campaign = await campaignOf(request, "p/demo-presale");
    const zone = campaign.event!.timeZone!;
    expect(zone).toBe("Australia/Melbourne");
    await page.goto("/p/demo-presale/");
    const overview = welcome(page).locator("[part~=overview]");
    await expect(overview.getByRole("heading", { level: 1, name: campaign.name })).toBeVisible();
    await expect(overview.getByRole("button", { name: "Get presale access" })).toBeVisible();

    // The viewer is in New York; the times read Melbourne's (AEDT or AEST).
    const start = await formatEventTime(campaign.event!.startDate!, zone, "en-us");
    expect(start).toMatch(/\(AE[DS]T\)$/);
    const event = welcome(page).locator("[part~=event-info]");
    await expect(event.getByRole("heading", { name: "Event information" })).toBeVisible();
    await expect(event.locator("[data-key=time] dd")).toHaveText(start);
    await expect(event.locator("[data-key=location] dd")).toContainText("Sidney Myer Music Bowl");
    await expect(event.locator("[data-key=price] dd")).toHaveText("From A$89.90");
    const website = event.getByRole("link", { name: "Visit the event website" });
    await expect(website).toHaveAttribute("href", "https://www.velvetcomets.example/aurora");
    await expect(website).toHaveAttribute("target", "_blank");

    const keyDates = welcome(page).locator("[part~=key-dates]");
    await expect(keyDates.getByRole("heading", { name: "Key dates" })).toBeVisible();
    await expect(keyDates.locator("[data-key=notify] dt")).toHaveText("Notification date");
    await expect(keyDates.locator("[data-key=notify] dd")).toHaveText(
      await formatEventDay(campaign.notifyDate!, zone, "en-us"),
    );
    await expect(keyDates).toContainText(await formatEventTime(campaign.endDate!, zone, "en-us"));

    const rewards = welcome(page).locator("[part~=rewards]");
    await expect(rewards.locator("[part=tier]")).toHaveCount(3);
    await expect(rewards.getByRole("heading", { name: "Prizes" })).toBeVisible();
    await expect(rewards.getByRole("heading", { name: "Tickets" })).toBeVisible();
    await expect(rewards.getByText("Top point scorer(s)")).toBeVisible();
    await expect(rewards.getByText("Everyone")).toBeVisible();
    // A ticket tier's types show behind its 'More info' (engagement §4).
    const ticketTier = rewards.locator("[part=tier]").filter({ hasText: "A Reserve" });
    await expect(ticketTier.getByText("A Reserve · A$129.90")).toBeHidden();
    await ticketTier.getByRole("button", { name: "More info" }).click();
    await expect(rewards.getByText("A Reserve · A$129.90")).toBeVisible();
    await expect(rewards.getByText("Includes booking fee").first()).toBeVisible();
    // Desktop shows every section at once: no tabs.
    await expect(welcome(page).getByRole("tab")).toHaveCount(0);
    await axe(page);
  });

  test("the sticky overview bar appears once the overview scrolls out of view", async ({ page }) => {
    await page.goto("/p/demo-presale/");
    const bar = welcome(page).locator("[part=sticky-bar]");
    await expect(welcome(page).locator("[part~=overview]")).toBeVisible();
    await expect(bar).toHaveCount(0);
    await welcome(page).locator("[part~=event-info]").scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("button", { name: "Get presale access" })).toBeInViewport();
    await axe(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
  });

  test("read more opens the overview's description and read less closes it", async ({ page }) => {
    await page.goto("/p/demo-presale/");
    const overview = welcome(page).locator("[part~=overview]");
    const description = overview.locator("[part=description]");
    const toggle = overview.getByRole("button", { name: "Read more" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const collapsed = await description.evaluate((el) => el.getBoundingClientRect().height);
    expect(collapsed).toBeLessThanOrEqual(100);
    await toggle.click();
    const less = overview.getByRole("button", { name: "Read less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    expect(await description.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(100);
    await less.click();
    await expect(overview.getByRole("button", { name: "Read more" })).toBeVisible();
    await expect.poll(() => description.evaluate((el) => el.getBoundingClientRect().height)).toBe(collapsed);
  });

  test("the CTA leads into the flow: the register step", async ({ page }) => {
    await page.goto("/p/demo-presale/");
    await welcome(page)
      .locator("[part~=overview]")
      .getByRole("button", { name: "Get presale access" })
      .click();
    await expect(page).toHaveURL(/\/p\/demo-presale\/register$/);
    await expect(page.locator("campaign-register")).toBeVisible();
  });

  test("the keyboard reaches the read-more toggle, the CTA and the event's website", async ({ page }) => {
    await page.goto("/p/demo-presale/");
    const overview = welcome(page).locator("[part~=overview]");
    await expect(overview).toBeVisible();
    await page.locator("body").focus();
    expect(await tabTo(page, overview.getByRole("button", { name: "Read more" }))).toBe(true);
    await page.keyboard.press("Enter");
    await expect(overview.getByRole("button", { name: "Read less" })).toBeFocused();
    expect(await tabTo(page, overview.getByRole("button", { name: "Get presale access" }))).toBe(true);
    expect(await tabTo(page, welcome(page).getByRole("link", { name: "Visit the event website" }))).toBe(
      true,
    );
  });

  test("c/demo-competition shows its prizes", async ({ page }) => {
    await page.goto("/c/demo-competition/");
    const rewards = welcome(page).locator("[part~=rewards]");
    await expect(rewards.getByRole("heading", { name: "Three ways to win" })).toBeVisible();
    await expect(rewards.getByRole("heading", { name: "Prizes" })).toBeVisible();
    await expect(rewards.locator("[part=tier]")).toHaveCount(3);
    await expect(rewards.getByText("VIP weekend for two")).toBeVisible();
    // Per-type switch: no welcome header for a competition.
    await expect(welcome(page).locator("[part=header]")).toHaveCount(0);
  });

  test("r/demo-rsvp shows the venue and r/demo-rsvp-online the meeting details", async ({ page }) => {
    await page.goto("/r/demo-rsvp/");
    const venue = welcome(page).locator("[part~=event-info]");
    await expect(venue.locator("[data-key=location] dd")).toHaveText(
      "The Corner Hotel, 57 Swan Street, Richmond VIC 3121",
    );
    await expect(welcome(page).locator("[part=header]")).toBeVisible();

    await page.goto("/r/demo-rsvp-online/");
    const online = welcome(page).locator("[part~=event-info]");
    const meeting = online.locator("[part=meeting]");
    await expect(meeting.getByText("Zoom meeting")).toBeVisible();
    await expect(meeting.getByRole("link", { name: "Join the meeting" })).toHaveAttribute(
      "href",
      "https://zoom.us/j/84512345678",
    );
    await expect(meeting).toContainText("Meeting ID: 845 1234 5678");
    await expect(meeting).toContainText("Password: comets");
    await expect(online.locator("[data-key=location]")).toHaveCount(0);
    await expect(welcome(page).locator("[part~=rewards]")).toHaveCount(0);
    await axe(page);
  });

  test("g/demo-giveaway plays its video hero, which hides and resets when it ends", async ({ page }) => {
    await page.goto("/g/demo-giveaway/");
    const hero = welcome(page).locator("[part=hero]");
    const video = hero.locator("video");
    await expect(video).toBeHidden();
    // By keyboard: the play button is in the Tab order.
    await page.locator("body").focus();
    expect(await tabTo(page, hero.getByRole("button", { name: "Play video" }))).toBe(true);
    await page.keyboard.press("Enter");
    await expect(video).toBeVisible();
    await expect(video).toBeFocused();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    // The 2-second teaser plays to its end: the video hides, rewound, and the play button returns.
    await expect(video).toBeHidden({ timeout: 15_000 });
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(0);
    await expect(hero.getByRole("button", { name: "Play video" })).toBeFocused();
    await axe(page);
  });

  test("axe finds nothing on the Arabic welcome page, laid out right-to-left", async ({ page }) => {
    await page.goto("/p/demo-arabic/");
    await expect(welcome(page).locator(".wrapper")).toHaveAttribute("dir", "rtl");
    await expect(welcome(page).getByRole("heading", { name: "مواعيد مهمة" })).toBeVisible();
    await expect(welcome(page).getByRole("heading", { name: "معلومات الفعالية" })).toBeVisible();
    await axe(page);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("a visitor sees the registration and event tabs; the arrow keys move between them", async ({
    page,
  }) => {
    await page.goto("/p/demo-presale/");
    await expect(welcome(page).getByRole("tablist", { name: "Campaign sections" })).toBeVisible();
    await expect.poll(() => tabNames(page)).toEqual(["Registration", "Event information"]);
    await expect(welcome(page).locator("[part=sticky-bar]")).toHaveCount(0);
    const registration = welcome(page).getByRole("tab", { name: "Registration" });
    await expect(registration).toHaveAttribute("aria-selected", "true");
    const panel = welcome(page).getByRole("tabpanel");
    await expect(panel.locator("[part=tier]")).toHaveCount(3);
    await expect(panel.locator("[part~=key-dates]")).toBeVisible();
    await axe(page);

    await page.locator("body").focus();
    expect(await tabTo(page, registration)).toBe(true);
    await page.keyboard.press("ArrowRight");
    const event = welcome(page).getByRole("tab", { name: "Event information" });
    await expect(event).toBeFocused();
    await expect(event).toHaveAttribute("aria-selected", "true");
    await expect(panel.locator("[part~=event-info]")).toBeVisible();
    await page.keyboard.press("Home");
    await expect(registration).toBeFocused();
    await page.keyboard.press("End");
    await expect(event).toBeFocused();
    await axe(page);
  });

  test("the description in the registration tab collapses at 200 px and opens with read more", async ({
    page,
  }) => {
    await page.goto("/c/demo-competition/");
    await expect.poll(() => tabNames(page)).toEqual(["Competition"]);
    const panel = welcome(page).getByRole("tabpanel");
    await expect(panel.locator("[part=description]")).toBeVisible();
    const toggle = panel.getByRole("button", { name: "Read more" });
    const height = () =>
      panel.locator("[part=description]").evaluate((el) => el.getBoundingClientRect().height);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(await height()).toBe(200);
    await toggle.click();
    await expect(panel.getByRole("button", { name: "Read less" })).toHaveAttribute("aria-expanded", "true");
    expect(await height()).toBeGreaterThan(200);
    await expect(panel.getByRole("heading", { name: "Prizes" })).toBeVisible();
  });

  test("r/demo-rsvp-online: a visitor has no rewards tab; the event tab shows the meeting", async ({
    page,
  }) => {
    await page.goto("/r/demo-rsvp-online/");
    await expect.poll(() => tabNames(page)).toEqual(["Registration", "Event information"]);
    await welcome(page).getByRole("tab", { name: "Event information" }).click();
    await expect(welcome(page).getByRole("tabpanel").getByText("Zoom meeting")).toBeVisible();
  });

  test("a fan sees rewards and event tabs; with a friend registered, the friends tab too", async ({
    page,
    request,
    browser,
  }) => {
    const fan = await registerFan(request, "Ada");
    await logIn(page, fan.token);
    await page.goto("/p/demo-presale/");
    await expect.poll(() => tabNames(page)).toEqual(["Rewards", "Event information"]);
    const panel = welcome(page).getByRole("tabpanel");
    await expect(panel.locator("[part=profile-card]")).toBeVisible();
    await expect(panel.locator("[part=tier]")).toHaveCount(3);
    await axe(page);

    // A friend registers through the fan's link; the friend's visit shows the referrer banner.
    const slug = new URL(fan.shortUrl).pathname.replace(/^\/|\/$/g, "");
    const friend = await browser.newContext({ baseURL: test.info().project.use.baseURL!, viewport: PHONE });
    const friendPage = await friend.newPage();
    await friendPage.goto(fan.shortUrl);
    await expect(welcome(friendPage).locator("[part=referrer]")).toHaveText("Ada Lovelace invited you");
    await axe(friendPage);
    await friend.close();
    await registerFan(request, "Grace", slug);

    await page.reload();
    await expect.poll(() => tabNames(page)).toEqual(["Rewards", "Friends", "Event information"]);
    await welcome(page).getByRole("tab", { name: "Friends" }).click();
    await expect(welcome(page).getByRole("tabpanel").getByText("Grace Lovelace")).toBeVisible();
    await axe(page);
  });
});
