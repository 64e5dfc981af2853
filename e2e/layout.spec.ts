import type { Page } from "@playwright/test";
import type { Campaign } from "../sdk/api/schemas/campaign.js";
import { campaignFlow } from "../sdk/flow/campaign-flow.js";
import { axe } from "./axe.js";
import { expect, test } from "./csp.js";
import { API, logIn, registerFanThroughApi } from "./fans.js";
import { serveRewritten } from "./long-texts.js";
import { overflowsAtWidths } from "./overflow.js";
import { SEEDED_CAMPAIGNS } from "./seeded-campaigns.js";

// Issue 20: nothing runs off the screen. The follow page with the Messenger plugin and a done action,
// then every screen of every seeded campaign with the long-text fixture, each at five widths (one page
// resized in place): the page must not scroll sideways, and no element or control may pass the edge.

const PRESALE = "p/demo-presale";

test.describe("given the follow page on a phone", () => {
  test("the Messenger plugin and a ✓ Followed keep every card of the group inside the screen", async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await logIn(page, (await registerFanThroughApi(request, PRESALE, { label: "follow-layout" })).token);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/${PRESALE}/follow`);
    const venue = page.getByRole("region", { name: "Harbour Lights Touring" });
    await expect(
      venue.getByRole("button", { name: "Subscribe in Messenger (test plugin)" }),
      "the plugin's own button",
    ).toBeVisible();
    const band = page.getByRole("region", { name: "The Velvet Comets" });
    await band.getByRole("button", { name: /on Instagram/ }).click();
    await expect(band.getByText("✓ Followed")).toBeVisible();
    await venue.getByRole("button", { name: /on Facebook/ }).click();
    await expect(venue.getByText("✓ Followed")).toBeVisible();

    expect(await overflowsAtWidths(page, [320, 360, 390])).toEqual([]);
    await axe(page, "the follow page with done actions");
  });
});

/** The seeded campaigns, each walked on its landing page and every step of its flow. */
const CAMPAIGNS = SEEDED_CAMPAIGNS;

/** The screen has its answers: no request under way, nothing busy or loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expect(page.getByText("Loading…", { exact: true })).toHaveCount(0);
  await expect(page.locator("#app :is([part], h1, h2, button)").first()).toBeVisible();
}

async function registeredIfPossible(
  page: Page,
  request: Parameters<typeof registerFanThroughApi>[0],
  uri: string,
) {
  try {
    const fan = await registerFanThroughApi(request, uri, { label: "long-texts" });
    await logIn(page, fan.token);
  } catch {
    // A campaign whose registration needs more than the helper gives (payment, a ballot) is walked as a
    // visitor: its steps show what a visitor sees.
  }
}

test.describe("given long promoter and fan texts (80 characters, emoji, Arabic, no spaces)", () => {
  for (const uri of CAMPAIGNS) {
    test(`${uri}: every screen holds its width at 320, 360, 390, 768 and 1280 px`, async ({
      page,
      request,
    }) => {
      const answer = await request.get(`${API}/campaign-uri?uri=${uri}`);
      expect(answer.ok(), uri).toBe(true);
      const { campaign } = (await answer.json()) as { campaign: Campaign };
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await serveRewritten(page);
      await registeredIfPossible(page, request, uri);
      const found: string[] = [];
      for (const path of ["", ...campaignFlow(campaign)]) {
        await page.setViewportSize({ width: 390, height: 800 });
        await page.goto(`/${uri}/${path}`);
        await settled(page);
        found.push(...(await overflowsAtWidths(page)).map((text) => `/${uri}/${path} at ${text}`));
      }
      expect(found).toEqual([]);
    });
  }

  test("the tour list holds its width", async ({ page }) => {
    await serveRewritten(page);
    await page.goto("/t/demo-tour");
    await settled(page);
    expect(await overflowsAtWidths(page)).toEqual([]);
  });
});
