import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { latestCode, uniqueEmail } from "./outbox.js";

// Issue 6, the social pieces of <campaign-follow> on the real server: Spotify connect through the OAuth
// popup (the local test provider stands in for Spotify in demo mode) and the messenger action (the local
// test plugin stands in for Facebook's send-to-messenger plugin).

const API = "/api/v1/cn";
const PRESALE = "p/demo-presale";
// The competition asks for names and date of birth: the fields a Spotify connect prefills.
const COMPETITION = "c/demo-competition";

const axe = async (page: Page) => {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
};

interface RegisteredFan {
  campaignOid: string;
  headers: Record<string, string>;
}

interface FanPacket {
  stats: { totalPoints: number; followPoints: number; connectPoints: number };
  completedActions: { target: string; validated: boolean }[];
}

/** Registers a fan through the API (registration.spec.ts covers the form); the page gets its token. */
async function registerFan(page: Page, request: APIRequestContext, uri = PRESALE): Promise<RegisteredFan> {
  const lookup = await request.get(`${API}/campaign-uri?uri=${encodeURIComponent(uri)}`);
  const { campaign } = (await lookup.json()) as { campaign: { oid: string } };
  const email = uniqueEmail("social");
  const account = await request.post(`${API}/campaign-account`, {
    data: {
      campaignOid: campaign.oid,
      registrationType: "email",
      emailAddress: email,
      firstName: "Ada",
      lastName: "Lovelace",
      postcode: "3000",
      dob: "10/12/1990",
    },
  });
  expect(account.status()).toBe(201);
  const headers = { "x-auth-token": account.headers()["x-auth-token"]! };
  const fan = await request.post(`${API}/campaign-fan`, {
    headers,
    data: { uri, registrationType: "email" },
  });
  expect(fan.status(), await fan.text()).toBeLessThan(300);
  if (fan.status() === 202) {
    const verify = await request.post(`${API}/fan-email-verify`, {
      headers,
      data: { campaignOid: campaign.oid, emailAddress: email, shortCode: await latestCode(request, email) },
    });
    expect(verify.status(), await verify.text()).toBe(201);
  }
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [`campaign-auth:${origin}${API}`, headers["x-auth-token"]],
  );
  return { campaignOid: campaign.oid, headers };
}

async function serverFan(request: APIRequestContext, fan: RegisteredFan): Promise<FanPacket> {
  const answer = await request.get(`${API}/campaign-fan/${fan.campaignOid}`, { headers: fan.headers });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as FanPacket;
}

/** Remembers every window.open call's features (the popup's size) and keeps the service tabs away. */
const watchWindowOpen = (page: Page) =>
  page.addInitScript(() => {
    const open = window.open.bind(window);
    const calls: string[][] = [];
    Object.assign(window, { openCalls: calls });
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push([String(url ?? ""), target ?? "", features ?? ""]);
      // Only the OAuth popup opens for real; the services' own pages cannot be reached here.
      return target === "campaign-spotify-connect" ? open(url, target, features) : null;
    };
  });

const openCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { openCalls: string[][] }).openCalls);

/** Shows one element on a page of the site's origin (where the hosted page's social config is embedded). */
async function showElement(page: Page, tag: string, uri: string) {
  await page.evaluate(
    async ([tag, uri]) => {
      const main = document.createElement("main");
      const heading = document.createElement("h1");
      heading.textContent = tag!;
      const element = document.createElement(tag!);
      element.setAttribute("campaign", uri!);
      element.setAttribute("api-base", `${location.origin}/api/v1/cn`);
      main.append(heading, element);
      document.body.replaceChildren(main);
      await import(`${location.origin}/elements/${tag}.js`);
    },
    [tag, uri],
  );
}

/** Consents on the test provider's page in the popup, which then closes itself. */
async function consentInPopup(page: Page, click: () => Promise<void>) {
  const popupOpened = page.waitForEvent("popup");
  await click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/__oauth-test\/spotify\/authorize\?/);
  const size = await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Agree" }).click();
  await closed;
  return size;
}

test.describe("Spotify connect", () => {
  test("a fan consents in a 500x450 popup: the artist is followed and the action completed", async ({
    page,
    request,
  }) => {
    await watchWindowOpen(page);
    const fan = await registerFan(page, request);
    const before = (await serverFan(request, fan)).stats;
    await page.goto(`/${PRESALE}/follow`);
    const band = page.getByRole("region", { name: "The Velvet Comets" });
    const spotify = band.getByRole("button", { name: /The Velvet Comets on Spotify/ });
    await expect(spotify).toContainText("+10 pts");

    const size = await consentInPopup(page, () => spotify.click());
    expect(size).toEqual({ width: 500, height: 450 });
    const popupCall = (await openCalls(page)).find(([, target]) => target === "campaign-spotify-connect");
    expect(popupCall?.[2]).toBe("width=500,height=450");

    await expect(band.locator('li[data-status="done"]').filter({ hasText: "Spotify" })).toContainText(
      "Followed",
    );
    await expect
      .poll(async () => (await serverFan(request, fan)).stats.followPoints)
      .toBe(before.followPoints + 10);
    const done = (await serverFan(request, fan)).completedActions;
    expect(done).toContainEqual(
      expect.objectContaining({ target: "spotify:artist:0dEmoVelvetComets01", validated: true }),
    );
    // The follow call of engagement §7 reached the (stand-in) Spotify API.
    const calls = (await (await request.get("/__oauth-test/spotify/calls")).json()) as {
      calls: { path: string; query: string }[];
    };
    expect(calls.calls).toContainEqual({
      method: "PUT",
      path: "/v1/me/following",
      query: "?type=artist&ids=0dEmoVelvetComets01",
    });
    await axe(page);
  });

  test("connecting before registering prefills the register form, and the follow counts once registered", async ({
    page,
    request,
  }) => {
    await watchWindowOpen(page);
    await page.goto(`/${COMPETITION}/`);
    await showElement(page, "campaign-follow", COMPETITION);
    const spotify = page.getByRole("button", { name: /The Velvet Comets on Spotify/ });
    await consentInPopup(page, () => spotify.click());
    await expect(page.locator('li[data-status="done"]').filter({ hasText: "Spotify" })).toContainText(
      "Followed",
    );

    await showElement(page, "campaign-register", COMPETITION);
    await expect(page.getByLabel("First Name")).toHaveValue("Robin");
    await expect(page.getByLabel("Last Name")).toHaveValue("Van der Berg");
    await expect(page.getByLabel("Date of Birth")).toHaveValue("23/07/1994");

    // Once registered (here through the API), the follow is recorded with its points.
    const fan = await registerFan(page, request, COMPETITION);
    await page.goto(`/${COMPETITION}/`);
    await showElement(page, "campaign-follow", COMPETITION);
    await expect
      .poll(async () => (await serverFan(request, fan)).completedActions.map((a) => a.target))
      .toContain("spotify:artist:0dEmoVelvetComets01");
    expect((await serverFan(request, fan)).stats.followPoints).toBe(10);
    await expect(page.locator('li[data-status="done"]').filter({ hasText: "Spotify" })).toContainText(
      "Followed",
    );
  });

  test("cancelling in the popup leaves the action to do", async ({ page, request }) => {
    await watchWindowOpen(page);
    const fan = await registerFan(page, request);
    await page.goto(`/${PRESALE}/follow`);
    const band = page.getByRole("region", { name: "The Velvet Comets" });
    const popupOpened = page.waitForEvent("popup");
    await band.getByRole("button", { name: /The Velvet Comets on Spotify/ }).click();
    const popup = await popupOpened;
    await popup.getByRole("button", { name: "Cancel" }).click();
    await expect(band.locator("li").filter({ hasText: "Spotify" })).not.toHaveAttribute("data-status", /.+/);
    expect((await serverFan(request, fan)).completedActions.map((a) => a.target)).not.toContain(
      "spotify:artist:0dEmoVelvetComets01",
    );
  });
});

test.describe("the connect-accounts section", () => {
  test("a fan connects Spotify: connecting, waiting, then connected with its points", async ({
    page,
    request,
  }) => {
    await watchWindowOpen(page);
    const fan = await registerFan(page, request);
    const before = (await serverFan(request, fan)).stats;
    await page.goto(`/${PRESALE}/follow`);
    const section = page.getByRole("region", { name: "Connect your accounts" });
    const button = section.getByRole("button", { name: /Connect Spotify/ });
    await expect(button).toContainText("+10 pts");
    await axe(page);

    const row = section.locator("li").filter({ has: page.getByRole("button", { name: /Connect Spotify/ }) });
    const popupOpened = page.waitForEvent("popup");
    await button.click();
    const popup = await popupOpened;
    await expect(row).toHaveAttribute("data-state", "connecting");
    await expect(row.getByRole("status")).toHaveText("Connecting…");
    await popup.waitForURL(/\/__oauth-test\/spotify\/authorize\?/);

    // The recording is held back, to see the waiting state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/v1/cn/campaign-action2", async (route) => {
      await held;
      await route.continue();
    });
    await popup.getByRole("button", { name: "Agree" }).click();
    await expect(row).toHaveAttribute("data-state", "waiting");
    await expect(row.getByRole("status")).toHaveText("Finishing the connection…");
    release();
    await expect(row).toHaveAttribute("data-state", "connected");
    await expect(row).toContainText("Connected");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect
      .poll(async () => (await serverFan(request, fan)).stats.connectPoints)
      .toBe(before.connectPoints + 10);
    expect((await serverFan(request, fan)).completedActions).toContainEqual(
      expect.objectContaining({ target: "spotify:connect:account", validated: true }),
    );
    await axe(page);
  });
});

test.describe("the messenger action", () => {
  test("shows loading dots, then the plugin; its opt-in completes the action with points", async ({
    page,
    request,
  }) => {
    await watchWindowOpen(page);
    const fan = await registerFan(page, request);
    const before = (await serverFan(request, fan)).stats;
    await page.goto(`/${PRESALE}/follow`);
    const venue = page.getByRole("region", { name: "Harbour Lights Touring" });
    const messenger = venue
      .locator("li")
      .filter({ has: page.locator('[data-channel="facebook:messenger"]') });
    await expect(messenger.getByRole("button", { name: /on Messenger/ })).toContainText("+10 pts");
    // Loading dots until the plugin reports rendered.
    const dots = messenger.getByRole("status", { name: "Loading Messenger" });
    await expect(dots).toHaveText(/^\.{1,3}$/);
    const plugin = messenger.getByRole("button", { name: "Subscribe in Messenger (test plugin)" });
    await expect(plugin).toBeVisible();
    await expect(dots).toHaveCount(0);
    await axe(page);

    // Clicking the action does nothing until it is validating or complete.
    const row = messenger.getByRole("button", { name: /on Messenger/ });
    await expect(row).toHaveAttribute("aria-disabled", "true");
    await row.click({ force: true });
    expect((await openCalls(page)).filter(([url]) => url?.includes("m.me"))).toEqual([]);

    // While the opt-in is being recorded (held back here) the action asks to accept the request in Messenger.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/v1/cn/campaign-action2", async (route) => {
      await held;
      await route.continue();
    });
    await plugin.click();
    await expect(messenger.getByRole("status")).toHaveText(
      "Go to Messenger and accept the request to get your 10 pts",
    );
    await row.click();
    expect((await openCalls(page)).map(([url]) => url)).toContain("https://m.me/100000000000001");
    release();
    await expect(messenger).toHaveAttribute("data-status", "done");
    await expect(messenger).toContainText("Followed");
    await expect
      .poll(async () => (await serverFan(request, fan)).stats.followPoints)
      .toBe(before.followPoints + 10);
    expect((await serverFan(request, fan)).completedActions).toContainEqual(
      expect.objectContaining({ target: "facebook:messenger:page:100000000000001", validated: true }),
    );
    await axe(page);
  });
});
