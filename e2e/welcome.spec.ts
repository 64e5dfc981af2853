import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { formatEventDay, formatEventTime } from "../sdk/i18n/zoned-dates.js";
import { axe } from "./axe.js";
import { API, type ApiFan, logIn, registerFanThroughApi, tokenOf } from "./fans.js";
import { latestCode, uniqueEmail } from "./outbox.js";
import { openWithTakeoverHeld, untilOwnRender, visit } from "./served-screen.js";

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

const LIVE = "l/demo-livestream";

/** A fan's referral slug (the path of its copy short URL). */
const slugOf = (fan: ApiFan) => new URL(fan.shortUrl).pathname.replace(/^\/|\/$/g, "");

/** The newest magic link of the livestream emailed to an address (dev outbox). */
async function latestMagicLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await answer.json()) as { messages: { kind: string; link?: string }[] };
      link = messages.find((m) => m.kind === "magic-link" && m.link)?.link;
      return link;
    })
    .toBeTruthy();
  return link!;
}

/**
 * Records, in the page, when the profile card's standing slider appears and when it starts to fill
 * (MutationObserver callbacks run right after each render, so the times are the renders' own).
 */
const watchStandingSlider = (page: Page) =>
  page.addInitScript(() => {
    const times: { appeared?: number; filled?: number } = {};
    Object.assign(window, { standingTimes: times });
    const check = () => {
      const meter = document.querySelector("campaign-welcome")?.shadowRoot?.querySelector("[part=standing]");
      if (!meter) return;
      times.appeared ??= performance.now();
      if (meter.getAttribute("data-value") !== "0") times.filled ??= performance.now();
    };
    const observing = new WeakSet<Node>();
    const observe = (root: Node) => {
      if (observing.has(root)) return;
      observing.add(root);
      new MutationObserver(() => {
        const shadow = document.querySelector("campaign-welcome")?.shadowRoot;
        if (shadow) observe(shadow);
        check();
      }).observe(root, { subtree: true, childList: true, attributes: true });
    };
    observe(document);
  });

/** Follows and connects everything the campaign offers, so the fan stands near the top (a slider to see). */
async function earnPoints(request: APIRequestContext, fan: ApiFan, uri: string): Promise<void> {
  const lookup = await request.get(`${API}/campaign-uri?uri=${encodeURIComponent(uri)}`);
  const { campaign } = (await lookup.json()) as {
    campaign: {
      socialActions: { socialAccounts: { actions: { type: string; channel: string; target: string }[] }[] };
    };
  };
  for (const { type, channel, target } of campaign.socialActions.socialAccounts.flatMap((a) => a.actions)) {
    if (type !== "follow" && type !== "connect") continue;
    const answer = await request.post(`${API}/campaign-action2`, {
      headers: fan.headers,
      data: { campaignOid: fan.campaignOid, type, channel, target },
    });
    expect(answer.status()).toBe(201);
  }
}

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
    await visit(page, "/p/demo-presale/");
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
    await visit(page, "/p/demo-presale/");
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
    await visit(page, "/p/demo-presale/");
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
    await visit(page, "/p/demo-presale/");
    await welcome(page)
      .locator("[part~=overview]")
      .getByRole("button", { name: "Get presale access" })
      .click();
    await expect(page).toHaveURL(/\/p\/demo-presale\/register$/);
    await expect(page.locator("campaign-register")).toBeVisible();
  });

  test("the keyboard reaches the read-more toggle, the CTA and the event's website", async ({ page }) => {
    await visit(page, "/p/demo-presale/");
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
    await visit(page, "/c/demo-competition/");
    const rewards = welcome(page).locator("[part~=rewards]");
    await expect(rewards.getByRole("heading", { name: "Three ways to win" })).toBeVisible();
    await expect(rewards.getByRole("heading", { name: "Prizes" })).toBeVisible();
    await expect(rewards.locator("[part=tier]")).toHaveCount(3);
    await expect(rewards.getByText("VIP weekend for two")).toBeVisible();
    // Per-type switch: no welcome header for a competition.
    await expect(welcome(page).locator("[part=header]")).toHaveCount(0);
  });

  test("r/demo-rsvp shows the venue and r/demo-rsvp-online the meeting details", async ({ page }) => {
    await visit(page, "/r/demo-rsvp/");
    const venue = welcome(page).locator("[part~=event-info]");
    await expect(venue.locator("[data-key=location] dd")).toHaveText(
      "The Corner Hotel, 57 Swan Street, Richmond VIC 3121",
    );
    await expect(welcome(page).locator("[part=header]")).toBeVisible();

    await visit(page, "/r/demo-rsvp-online/");
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
    await visit(page, "/g/demo-giveaway/");
    const hero = welcome(page).locator("[part=hero]").filter({ visible: true });
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

  test("a fan's card shows points, position and the standing slider, which starts after 500 ms", async ({
    page,
    request,
  }) => {
    await watchStandingSlider(page);
    const fan = await registerFan(request, "Ada");
    await earnPoints(request, fan, "p/demo-presale");
    await logIn(page, fan.token);
    await visit(page, "/p/demo-presale/");
    const card = welcome(page).locator("[part=profile-card]");
    await expect(card).toHaveAttribute("data-variant", "full");
    await expect(card.getByText("Ada Lovelace")).toBeVisible();
    await expect(card.getByText("Position")).toBeVisible();
    // engagement §4: the card is headed with the fan's percentile.
    await expect(card.getByRole("heading", { name: /^You're in the (top|bottom) \d+%/ })).toBeVisible();
    const meter = card.getByRole("meter", { name: "Your standing" });
    await expect(meter).toHaveAttribute("aria-valuetext", /^You're in the (top|bottom) \d+%/);
    const value = await meter.getAttribute("value");
    // The bar fills to the meter's value.
    await expect(card.locator("[part=standing]")).toHaveAttribute("data-value", value!);
    expect(Number(value)).toBeGreaterThan(0);
    const times = await page.evaluate(
      () => (window as unknown as { standingTimes: { appeared: number; filled: number } }).standingTimes,
    );
    expect(times.filled - times.appeared).toBeGreaterThanOrEqual(490);
    await axe(page);
  });

  test("on the served page, the slider's 500 ms count from when the card shows, however late the takeover", async ({
    page,
    request,
  }) => {
    await watchStandingSlider(page);
    const fan = await registerFan(request, "Ada");
    await earnPoints(request, fan, "p/demo-presale");
    await logIn(page, fan.token);
    // The element renders its card off the document; a press on the served screen then holds the swap back
    // (elements/runtime/served-screen.ts), the way a fan's slow tap does.
    const releaseTakeover = await openWithTakeoverHeld(page, "/p/demo-presale/");
    const box = await welcome(page).getByRole("heading", { level: 1 }).first().boundingBox();
    if (!box) throw new Error("the served heading has no box");
    await page.mouse.move(box.x + 4, box.y + box.height / 2);
    await page.mouse.down();
    await releaseTakeover();
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => /served-screen-/.test(entry.name)),
    );
    // Longer than the slider's delay: a count begun off the document would be over before the card shows.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 700)));
    await expect(page.locator("campaign-welcome[data-first-screen]")).toHaveCount(1);
    await page.mouse.up();
    await untilOwnRender(page);
    const standing = welcome(page).locator("[part=standing]");
    await expect(standing).not.toHaveAttribute("data-value", "0");
    const times = await page.evaluate(
      () => (window as unknown as { standingTimes: { appeared: number; filled: number } }).standingTimes,
    );
    expect(times.filled - times.appeared).toBeGreaterThanOrEqual(490);
  });

  test("'Improve your position' takes a registered fan to the share step (the flow has share)", async ({
    page,
    request,
  }) => {
    const fan = await registerFan(request, "Ada");
    await logIn(page, fan.token);
    await visit(page, "/p/demo-presale/");
    await welcome(page).getByRole("button", { name: "Improve your position" }).click();
    await expect(page).toHaveURL(/\/p\/demo-presale\/share$/);
  });

  test("a visitor has no card and no improve button", async ({ page }) => {
    await visit(page, "/p/demo-presale/");
    await expect(welcome(page).locator("[part~=overview]")).toBeVisible();
    await expect(welcome(page).locator("[part=profile-card]")).toHaveCount(0);
    await expect(welcome(page).getByRole("button", { name: "Improve your position" })).toHaveCount(0);
  });

  test("tier cards show a prize's image, a ticket's value, a tier with neither, and the fan's tier without headers", async ({
    page,
    request,
  }) => {
    const fan = await registerFan(request, "Ada");
    await logIn(page, fan.token);
    await visit(page, "/p/demo-presale/");
    await expect(welcome(page).locator("[part=profile-card]")).toBeVisible();
    const currentTier = await page.evaluate(
      async ([api, oid, token]) => {
        const answer = await fetch(`${api}/campaign-fan/${oid}`, { headers: { "x-auth-token": token! } });
        return ((await answer.json()) as { stats: { currentTier?: number } }).stats.currentTier;
      },
      [API, fan.campaignOid, fan.token],
    );
    expect(currentTier).toBeDefined();
    // The presale's own lookup with other tiers and headers off, given as the element's campaignData.
    await page.evaluate(
      async ([api]) => {
        const lookup = await (await fetch(`${api}/campaign-uri?uri=p/demo-presale`)).json();
        lookup.campaign.settings.prizes = { renderTierHeaders: false };
        lookup.campaign.rewards.tiers = [
          {
            tierIndex: 0,
            numberOfWinners: 10,
            prize: {
              details: { prizeName: "Meet the band", resource: { url: "/assets/demo/prize-vip.svg" } },
            },
          },
          {
            tierIndex: 1,
            numberOfWinners: 250,
            ticket: { details: { ticketName: "Early window", ticketValue: "A$129.90", ticketTypes: [] } },
          },
          { tierIndex: 2, isRemainingWinners: true },
        ];
        const element = document.createElement("campaign-welcome");
        Object.assign(element, { campaignData: lookup });
        element.setAttribute("campaign", "p/demo-presale");
        const main = document.createElement("main");
        main.append(element);
        document.body.replaceChildren(main);
      },
      [API],
    );
    const rewards = welcome(page).locator("[part~=rewards]");
    await expect(rewards.locator("[part=tier]")).toHaveCount(3);
    const image = rewards.locator("[part=tier-image]");
    await expect(image).toHaveCount(1);
    await expect(image).toHaveAttribute("src", /\/assets\/demo\/prize-vip\.svg$/);
    expect(await image.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    await expect(rewards.getByText("Early window · A$129.90")).toBeVisible();
    // Headers off: no titles, but the fan's tier is still marked.
    await expect(rewards.getByText("Top point scorer(s)")).toHaveCount(0);
    const mine = rewards.locator("[part=tier][data-current=true]");
    await expect(mine).toHaveCount(1);
    await expect(mine.locator("[part=tier-current]")).toHaveText("your tier");
    expect(
      await rewards.locator("[part=tier]").evaluateAll((all) => all.map((t) => t.matches("[data-current]"))),
    ).toEqual([0, 1, 2].map((index) => index === currentTier));
    await axe(page);
  });

  test("a free campaign's card (m/demo-optin) shows the success snackbar and the name, not points", async ({
    page,
    request,
  }) => {
    const fan = await registerFanThroughApi(request, "m/demo-optin", { firstName: "Ada", label: "free" });
    await logIn(page, fan.token);
    await visit(page, "/m/demo-optin/");
    await page.evaluate(async () => {
      const element = document.createElement("campaign-welcome");
      element.setAttribute("campaign", "m/demo-optin");
      const main = document.createElement("main");
      main.append(element);
      document.body.replaceChildren(main);
      await import(`${location.origin}/elements/campaign-welcome.js`);
    });
    const card = welcome(page).locator("[part=profile-card]");
    await expect(card.getByRole("status")).toHaveText("You have registered successfully");
    await expect(card.getByText("Ada Lovelace")).toBeVisible();
    await expect(card.getByText(/pts?$/)).toHaveCount(0);
    await expect(card.getByRole("meter")).toHaveCount(0);
    await expect(welcome(page).getByRole("button", { name: "Improve your position" })).toHaveCount(0);
    await axe(page);
  });

  test("l/demo-livestream: a visitor sees the image hero, and the stream's panel below it", async ({
    page,
  }) => {
    await visit(page, `/${LIVE}/`);
    const hero = welcome(page).locator("img[part=hero]").filter({ visible: true });
    await expect(hero).toBeVisible();
    const panel = welcome(page).locator("campaign-stream[data-role=panel]");
    await expect(panel.getByText("Register to watch the live stream.")).toBeVisible();
    const [heroBox, panelBox] = [await hero.boundingBox(), await panel.boundingBox()];
    expect(panelBox!.y).toBeGreaterThanOrEqual(heroBox!.y + heroBox!.height - 1);
    await axe(page);
  });

  test("axe finds nothing on the Arabic welcome page, laid out right-to-left", async ({ page }) => {
    await visit(page, "/p/demo-arabic/");
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
    await visit(page, "/p/demo-presale/");
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
    await visit(page, "/c/demo-competition/");
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
    await visit(page, "/r/demo-rsvp-online/");
    await expect.poll(() => tabNames(page)).toEqual(["Registration", "Event information"]);
    await welcome(page).getByRole("tab", { name: "Event information" }).click();
    await expect(welcome(page).getByRole("tabpanel").getByText("Zoom meeting")).toBeVisible();
  });

  test("a fan sees rewards and event tabs; with a friend registered, the friends tab too", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const fan = await registerFan(request, "Ada");
    await logIn(page, fan.token);
    await visit(page, "/p/demo-presale/");
    await expect.poll(() => tabNames(page)).toEqual(["Rewards", "Event information"]);
    const panel = welcome(page).getByRole("tabpanel");
    // The compact card where space is short, with the improve button.
    await expect(panel.locator("[part=profile-card]")).toHaveAttribute("data-variant", "compact");
    await expect(panel.getByRole("button", { name: "Improve your position" })).toBeVisible();
    await expect(panel.locator("[part=tier]")).toHaveCount(3);
    await axe(page);

    // Without a registration tab, the event tab carries the description and the key dates.
    await welcome(page).getByRole("tab", { name: "Event information" }).click();
    await expect(panel.locator("[part=description]")).toContainText("Register for first access to tickets");
    await expect(panel.getByRole("heading", { name: "Key dates" })).toBeVisible();
    await expect(panel.locator("[part~=event-info]")).toBeVisible();
    await axe(page);

    // A friend opens the fan's link in another browser and registers there, through the form (on a
    // desktop: a phone's scroll while filling the form may rightly open the exit-intent pop-up).
    const friend = await browser.newContext({ baseURL: test.info().project.use.baseURL!, viewport: DESKTOP });
    try {
      const friendPage = await friend.newPage();
      await visit(friendPage, fan.shortUrl);
      await expect(welcome(friendPage).locator("[part=referrer]")).toHaveText("Ada Lovelace invited you");
      await axe(friendPage);
      await welcome(friendPage).getByRole("button", { name: "Get presale access" }).click();
      const email = uniqueEmail("friend");
      await friendPage.getByLabel("Email Address").fill(email);
      await friendPage.getByLabel("First Name").fill("Grace");
      await friendPage.getByLabel("Last Name").fill("Lovelace");
      await friendPage.getByLabel("Zip/Post code").fill("3000");
      await friendPage.getByLabel("Email", { exact: true }).check();
      await friendPage.getByLabel("I agree to the privacy policy").check();
      await friendPage.getByRole("button", { name: "Get presale access" }).click();
      await friendPage.getByLabel("Verification code").fill(await latestCode(friend.request, email));
      await friendPage.getByRole("button", { name: "Send", exact: true }).click();
      await expect(friendPage).toHaveURL(/\/share$/);
    } finally {
      await friend.close();
    }

    await page.reload();
    await untilOwnRender(page);
    await expect.poll(() => tabNames(page)).toEqual(["Rewards", "Friends", "Event information"]);
    await welcome(page).getByRole("tab", { name: "Friends" }).click();
    await expect(welcome(page).getByRole("tabpanel").getByText("Grace Lovelace")).toBeVisible();
    await axe(page);
  });

  test("c/demo-competition: a fan with a friend sees the Competition and Friends tabs", async ({
    page,
    request,
  }) => {
    const dob = { dob: "10/12/1990" };
    const fan = await registerFanThroughApi(request, "c/demo-competition", {
      firstName: "Ada",
      label: "cmp",
      fields: dob,
    });
    await registerFanThroughApi(request, "c/demo-competition", {
      firstName: "Grace",
      label: "cmp-friend",
      referralCode: slugOf(fan),
      fields: dob,
    });
    await logIn(page, fan.token);
    await visit(page, "/c/demo-competition/");
    await expect.poll(() => tabNames(page)).toEqual(["Competition", "Friends"]);
    await welcome(page).getByRole("tab", { name: "Friends" }).click();
    await expect(welcome(page).getByRole("tabpanel").getByText("Grace Lovelace")).toBeVisible();
    await axe(page);
  });

  test("r/demo-rsvp: a fan has no Rewards tab; the event tab has the description, key dates and venue", async ({
    page,
    request,
  }) => {
    const fan = await registerFanThroughApi(request, "r/demo-rsvp", { firstName: "Ada", label: "rsvp" });
    await logIn(page, fan.token);
    await visit(page, "/r/demo-rsvp/");
    await expect.poll(() => tabNames(page)).toEqual(["Event information"]);
    const panel = welcome(page).getByRole("tabpanel");
    await expect(panel.locator("[part=description]")).toContainText("Hear the new album before release");
    await expect(panel.getByRole("heading", { name: "Key dates" })).toBeVisible();
    await expect(panel.locator("[data-key=location] dd")).toHaveText(
      "The Corner Hotel, 57 Swan Street, Richmond VIC 3121",
    );
    await expect(welcome(page).locator("[part=profile-card]")).toHaveCount(0);
    await axe(page);
  });

  test("l/demo-livestream: while the player shows, a fan with a friend sees Rewards and Friends", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const fan = await registerFanThroughApi(request, LIVE, { firstName: "Ada", label: "watcher" });
    await registerFanThroughApi(request, LIVE, {
      firstName: "Grace",
      label: "watcher-friend",
      referralCode: slugOf(fan),
    });
    const asked = await request.post(`${API}/campaign-fan/${fan.campaignOid}/email-session-link`, {
      headers: fan.headers,
      data: {},
    });
    expect(asked.status()).toBe(201);
    const link = await latestMagicLink(request, fan.emailAddress);
    await logIn(page, fan.token);
    await page.goto(link);
    const stream = welcome(page).locator("campaign-stream");
    await expect(stream.locator("iframe[part=player]")).toHaveAttribute("src", /youtube\.com\/embed\//);
    // The player is the hero: no image above it.
    await expect(stream).toHaveAttribute("data-role", "hero");
    await expect(welcome(page).locator("[part=hero]")).toHaveCount(0);
    await expect.poll(() => tabNames(page)).toEqual(["Rewards", "Friends"]);
    await welcome(page).getByRole("tab", { name: "Friends" }).click();
    await expect(welcome(page).getByRole("tabpanel").getByText("Grace Lovelace")).toBeVisible();
    await axe(page);

    // Opening the link signed this device in afresh and ended the fan's older tokens (issue 15).
    const token = await tokenOf(page);
    expect(token).not.toBe(fan.token);
    const before = await request.get(`${API}/campaign-fan/${fan.campaignOid}`, { headers: fan.headers });
    expect(before.status()).toBe(401);

    // engagement §2 success: with the stream's session token, back goes to the fan's livestream link.
    const { shortUrls } = (await (
      await request.get(`${API}/campaign-fan/${fan.campaignOid}`, { headers: { "x-auth-token": token } })
    ).json()) as { shortUrls: Record<string, string> };
    await visit(page, `/${LIVE}/success`);
    const back = page.locator("campaign-success").getByRole("link", { name: "Back to Live Stream Page" });
    await expect(back).toHaveAttribute("href", shortUrls.livestream!);
    // Another device, signed in but without the magic link: the copy link.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
    try {
      const otherPage = await other.newPage();
      await logIn(otherPage, token);
      await otherPage.goto(`/${LIVE}/success`);
      await expect(
        otherPage.locator("campaign-success").getByRole("link", { name: "Back to Live Stream Page" }),
      ).toHaveAttribute("href", shortUrls.copy!);
    } finally {
      await other.close();
    }
  });
});
