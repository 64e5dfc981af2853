import { mkdirSync, writeFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { API, logIn, registerFanThroughApi } from "../../e2e/fans.js";
import { SEEDED_CAMPAIGNS } from "../../e2e/seeded-campaigns.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { campaignFlow } from "../../sdk/flow/campaign-flow.js";

// issue 20: a screenshot of every screen (the landing page and each step of the flow) of every seeded
// campaign, at a phone's and a desktop's width, in the campaign's language and in Arabic, into gallery/
// (git-ignored) with a manifest that scripts/gallery.mjs turns into gallery/index.html.

const OUT = process.env.GALLERY_DIR ?? "gallery";
const WIDTHS = [390, 1280] as const;
const ALL: readonly string[] = SEEDED_CAMPAIGNS;
/** GALLERY_CAMPAIGNS=p/demo-presale,d/demo-donate shoots only those. */
const CAMPAIGNS = process.env.GALLERY_CAMPAIGNS?.split(",").filter(Boolean) ?? ALL;

interface Shot {
  campaign: string;
  screen: string;
  width: number;
  language: string;
  file: string;
}

/** The screen has its answers: no request under way, nothing busy. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await page.waitForTimeout(300); // fonts and images settle
}

test("every screen of every seeded campaign, 390 and 1280 px, and in Arabic", async ({ page, request }) => {
  mkdirSync(OUT, { recursive: true });
  const shots: Shot[] = [];
  await page.addInitScript(() => {
    window.open = () => null;
  });
  for (const uri of CAMPAIGNS) {
    const answer = await request.get(`${API}/campaign-uri?uri=${uri}`);
    expect(answer.ok(), uri).toBe(true);
    const { campaign } = (await answer.json()) as { campaign: Campaign };
    const fan = await registerFanThroughApi(request, uri, { label: "gallery" }).catch(() => undefined);
    // A campaign the helper cannot register for (payment first, a ballot) is shot as a visitor sees it.
    const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL! });
    const tab = await context.newPage();
    if (fan) await logIn(tab, fan.token);
    for (const screen of ["", ...campaignFlow(campaign)]) {
      for (const language of [campaign.settings.defaultLanguage ?? "en-us", "ar"]) {
        for (const width of WIDTHS) {
          await tab.setViewportSize({ width, height: width < 600 ? 844 : 800 });
          await tab.goto(`/${uri}/${screen}?lang=${language}`);
          await settled(tab);
          const file = `${uri.replace("/", "-")}-${screen || "landing"}-${language}-${width}.png`;
          writeFileSync(`${OUT}/${file}`, await tab.screenshot({ fullPage: true }));
          shots.push({ campaign: uri, screen: screen || "landing", width, language, file });
        }
      }
    }
    await context.close();
  }
  writeFileSync(`${OUT}/shots.json`, JSON.stringify(shots, null, 2));
});
