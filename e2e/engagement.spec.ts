import type { APIRequestContext, Page } from "@playwright/test";
import { axe } from "./axe.js";
import { expect, test } from "./csp.js";
import { API, type ApiFan, logIn, registerFanThroughApi } from "./fans.js";
import { latestCode, uniqueEmail } from "./outbox.js";

// Issue 6 on the real server: follow, share and invite raise the fan's points; a friend registering
// through the fan's link counts as a referral; the rewards screen shows the profile and tier cards.

const URI = "p/demo-presale";

interface FanPacket {
  stats: { totalPoints: number; followPoints: number; sharePoints: number; referredCount: number };
  shortUrls: Record<string, string>;
  completedActions: { target: string }[];
}

/** A verified presale fan whose token the page has. */
async function registerFan(page: Page, request: APIRequestContext): Promise<ApiFan> {
  const fan = await registerFanThroughApi(request, URI, { label: "engagement" });
  await logIn(page, fan.token);
  return fan;
}

async function serverFan(request: APIRequestContext, fan: ApiFan): Promise<FanPacket> {
  const answer = await request.get(`${API}/campaign-fan/${fan.campaignOid}`, { headers: fan.headers });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as FanPacket;
}

/** The services open in new tabs; the tests stay on the campaign. */
const keepPopupsAway = (page: Page) =>
  page.addInitScript(() => {
    window.open = () => null;
  });

/** Shows <campaign-rewards> on a page of the site's origin, where the fan's token is kept. */
async function showRewards(page: Page) {
  await page.goto(`/${URI}/`);
  await page.evaluate(
    async (apiBase) => {
      document.title = "Rewards";
      const main = document.createElement("main");
      const heading = document.createElement("h1");
      heading.textContent = "Rewards";
      const rewards = document.createElement("campaign-rewards");
      rewards.setAttribute("campaign", "p/demo-presale");
      rewards.setAttribute("api-base", apiBase);
      main.append(heading, rewards);
      document.body.replaceChildren(main);
      await import(`${location.origin}/elements/campaign-rewards.js`);
    },
    `${new URL(page.url()).origin}${API}`,
  );
}

test.describe("given a fan of g/demo-giveaway, which sets no share points", () => {
  test("the share screen shows the 5 pts the server awards for a share", async ({ page, request }) => {
    await keepPopupsAway(page);
    const fan = await registerFanThroughApi(request, "g/demo-giveaway", { label: "share-points" });
    await logIn(page, fan.token);
    await page.goto("/g/demo-giveaway/share");
    await expect(page.getByText("Earn 5 pts for every share")).toBeVisible();
    await page.getByRole("button", { name: "Share on LinkedIn" }).click();
    await expect(page.getByText("Shared")).toBeVisible();
    expect((await serverFan(request, fan)).stats.sharePoints).toBe(5);
    await axe(page);
  });
});

test.describe("given l/demo-livestream, which lists its own invite channels", () => {
  test("the invite screen shows them in its order, email added", async ({ page, request }) => {
    const fan = await registerFanThroughApi(request, "l/demo-livestream", { label: "invite-channels" });
    await logIn(page, fan.token);
    await page.goto("/l/demo-livestream/invite");
    await expect(page.getByLabel("Your unique link")).toBeVisible();
    const channels = () =>
      page
        .locator("button[data-channel]")
        .evaluateAll((all) => all.map((b) => b.getAttribute("data-channel")));
    await expect.poll(channels).toEqual(["whatsapp", "messenger", "email"]);
    await axe(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(channels).toEqual(["whatsapp", "messenger", "sms", "email"]);
  });
});

test.describe("given a fan of the presale p/demo-presale", () => {
  test("following and sharing raise the fan's points on the server", async ({ page, request }) => {
    await keepPopupsAway(page);
    const fan = await registerFan(page, request);
    const before = (await serverFan(request, fan)).stats;

    await page.goto(`/${URI}/follow`);
    const band = page.getByRole("region", { name: "The Velvet Comets" });
    await expect(band.getByRole("link", { name: "The Velvet Comets privacy policy" })).toBeVisible();
    const buttons = band.locator("button[data-channel]");
    // engagement §4: instagram, spotify, twitter, youtube, tiktok.
    await expect(buttons).toHaveCount(5);
    expect(await buttons.evaluateAll((all) => all.map((b) => b.getAttribute("data-channel")))).toEqual([
      "instagram",
      "spotify",
      "twitter",
      "youtube",
      "tiktok",
    ]);
    const spotify = band.getByRole("button", { name: /The Velvet Comets on Spotify/ });
    await expect(spotify).toContainText("+10 pts");
    await axe(page);

    await spotify.click();
    await expect(band.getByText("Followed")).toBeVisible();
    await expect
      .poll(async () => (await serverFan(request, fan)).stats.followPoints)
      .toBe(before.followPoints + 10);
    await axe(page);

    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(new RegExp(`/${URI}/invite$`));

    await page.goto(`/${URI}/share`);
    await page.getByRole("button", { name: "Share on Facebook" }).click();
    await expect(page.getByText("Shared")).toBeVisible();
    const after = (await serverFan(request, fan)).stats;
    expect(after.sharePoints).toBe(before.sharePoints + 5);
    expect(after.totalPoints).toBe(before.totalPoints + 15);

    await showRewards(page);
    await expect(page.getByText(`${after.totalPoints} pts`)).toBeVisible();
    await expect(page.getByRole("heading", { name: /^You're in the (top|bottom) \d+%/ })).toBeVisible();
    await expect(page.locator("campaign-rewards [part=tier][data-current=true]")).toHaveCount(1);
    await axe(page);
  });

  test("a friend registers through the fan's link and the fan's points show the referral", async ({
    page,
    request,
    browser,
  }) => {
    await keepPopupsAway(page);
    const fan = await registerFan(page, request);
    const before = await serverFan(request, fan);

    await page.goto(`/${URI}/invite`);
    await expect(page.getByText("Earn 10 pts for every friend who registers")).toBeVisible();
    const link = page.getByLabel("Your unique link");
    await expect(link).toHaveValue(before.shortUrls.copy!);
    await expect(page.getByText("Or", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send on WhatsApp" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Invite via Email" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Invite via SMS" })).toHaveCount(0);
    // engagement §4: the seeded whatsapp invite earns 5, and so does the twitter invite it implies.
    await expect(page.getByRole("button", { name: "Send on WhatsApp" })).toContainText("+5 pts");
    await expect(page.getByRole("button", { name: "Invite via X (Twitter)" })).toContainText("+5 pts");
    await expect(page.getByRole("button", { name: "Invite via Email" })).not.toContainText("pts");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 5000 });
    await axe(page);

    const friend = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
    const friendPage = await friend.newPage();
    await friendPage.goto(before.shortUrls.copy!);
    await friendPage.getByRole("button", { name: "Get presale access" }).click();
    const email = uniqueEmail("friend");
    await friendPage.getByLabel("Email Address").fill(email);
    await friendPage.getByLabel("First Name").fill("Grace");
    await friendPage.getByLabel("Last Name").fill("Hopper");
    await friendPage.getByLabel("Zip/Post code").fill("3000");
    await friendPage.getByLabel("Email", { exact: true }).check();
    await friendPage.getByLabel("I agree to the privacy policy").check();
    await friendPage.getByRole("button", { name: "Get presale access" }).click();
    await friendPage.getByLabel("Verification code").fill(await latestCode(friend.request, email));
    await friendPage.getByRole("button", { name: "Send", exact: true }).click();
    await expect(friendPage).toHaveURL(/\/share$/);
    await friend.close();

    await expect.poll(async () => (await serverFan(request, fan)).stats.referredCount).toBe(1);
    const after = await serverFan(request, fan);
    expect(after.stats.totalPoints).toBeGreaterThan(before.stats.totalPoints);

    await showRewards(page);
    await expect(page.getByText(`${after.stats.totalPoints} pts`)).toBeVisible();
    await axe(page);
  });

  test("messenger comes first: Facebook's send dialog on a desktop, recorded as an invite", async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const opened: string[] = [];
      Object.assign(window, { opened });
      window.open = (url?: string | URL) => {
        opened.push(String(url));
        return null;
      };
    });
    const fan = await registerFan(page, request);
    const { shortUrls } = await serverFan(request, fan);
    await page.goto(`/${URI}/invite`);
    const buttons = page.locator("button[data-channel]");
    await expect(buttons.first()).toHaveAttribute("data-channel", "messenger");
    await page.getByRole("button", { name: "Invite via Messenger" }).click();
    await expect
      .poll(async () => (await serverFan(request, fan)).completedActions.map((a) => a.target))
      .toContain("messenger:invite");
    const [opened] = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    const dialog = new URL(opened!);
    expect(dialog.origin + dialog.pathname).toBe("https://www.facebook.com/dialog/send");
    expect(dialog.searchParams.get("link")).toBe(shortUrls.messenger);
  });

  test("on a phone the invite screen adds instagram, tiktok and sms", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerFan(page, request);
    await page.goto(`/${URI}/invite`);
    await expect(page.getByRole("button", { name: "Invite via SMS" })).toBeVisible();
    expect(
      await page
        .locator("button[data-channel]")
        .evaluateAll((all) => all.map((b) => b.getAttribute("data-channel"))),
    ).toEqual(["messenger", "instagram", "tiktok", "twitter", "email", "whatsapp", "sms"]);
    await axe(page);

    // engagement §2: instagram first shows the link in a modal; confirming copies the message and opens the app.
    await page.evaluate(() => {
      const opened: string[] = [];
      Object.assign(window, { opened });
      window.open = (url?: string | URL) => {
        opened.push(String(url));
        return null;
      };
    });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Invite via Instagram" }).click();
    const modal = page.getByRole("dialog", { name: "Invite on Instagram" });
    await expect(modal.getByLabel("Your unique link")).toHaveValue(/\/\w+\/\?via=instagram$/);
    await axe(page);
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toHaveCount(0);
    await page.getByRole("button", { name: "Invite via Instagram" }).click();
    await page.getByRole("button", { name: "Copy and open Instagram" }).click();
    await expect(modal).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([
      "https://www.instagram.com/",
    ]);

    // engagement §2: on mobile, Messenger's app link.
    await page.getByRole("button", { name: "Invite via Messenger" }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(opened.at(-1)).toMatch(
      /^fb-messenger:\/\/share\?link=http%3A%2F%2F127\.0\.0\.1%3A\d+%2F[\w-]+%2F%3Fvia%3Dmessenger$/,
    );
  });

  test("a share and an invite whose recording fails once are recorded by the retry after 2 s", async ({
    page,
    request,
  }) => {
    await keepPopupsAway(page);
    const fan = await registerFan(page, request);
    // engagement §4: the first campaign-action2 of each target is lost on the network; the retry is not.
    const attempts: string[] = [];
    await page.route(`**${API}/campaign-action2`, (route) => {
      const { target } = route.request().postDataJSON() as { target: string };
      const first = !attempts.includes(target);
      attempts.push(target);
      return first ? route.abort("internetdisconnected") : route.continue();
    });
    const targets = async () => (await serverFan(request, fan)).completedActions.map((a) => a.target);

    await page.goto(`/${URI}/share`);
    await page.getByRole("button", { name: "Share on LinkedIn" }).click();
    await expect(page.getByText("Shared")).toBeVisible();
    expect(await targets()).toContain("linkedin:share");

    await page.goto(`/${URI}/invite`);
    await page.getByRole("button", { name: "Send on WhatsApp" }).click();
    await expect.poll(targets).toContain("whatsapp:invite");
    expect(attempts).toEqual(["linkedin:share", "linkedin:share", "whatsapp:invite", "whatsapp:invite"]);
  });

  test("a visitor sees the tier cards without a profile card", async ({ page }) => {
    await showRewards(page);
    await expect(page.locator("campaign-rewards [part=tier]")).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "Top point scorer(s)" })).toBeVisible();
    await expect(page.locator("campaign-rewards [part=profile-card]")).toHaveCount(0);
    await axe(page);
  });

  test("more info opens a tier's description and tickets; less info closes them", async ({ page }) => {
    await showRewards(page);
    const first = page.locator("campaign-rewards [part=tier]").first();
    const toggle = first.getByRole("button", { name: "More info" });
    const details = first.locator(".tier-details");
    await expect(details).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.press("Enter");
    await expect(details).toBeVisible();
    const less = first.getByRole("button", { name: "Less info" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await axe(page);
    await less.click();
    await expect(details).toBeHidden();
  });
});
