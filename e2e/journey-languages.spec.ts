import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { createI18n } from "../sdk/i18n/i18n.js";
import { directionOf, LANGUAGES, type Language } from "../sdk/i18n/languages.js";
import { enUs } from "../sdk/i18n/locales/en-us.js";
import { BRAND_NAMES } from "../sdk/social/channel-names.js";
import { englishLeftovers, leaves } from "./english.js";
import { API } from "./fans.js";
import { latestCode, uniqueEmail } from "./outbox.js";

// core-journey §1 languages over the whole default journey of p/demo-presale, as one fan in each
// language walks it on the hosted site with ?lang= (kept from step to step): landing, register, verify
// with the emailed code, share, follow, invite, success, then the fan's welcome page. On each screen:
// the page's and the element's lang and dir, a heading of that language's catalogue, and no en-us text
// of ours (languages.spec.ts covers the landing and register pages as a visitor).

const URI = "p/demo-presale";
const FAN = { firstName: "Ada", lastName: "Lovelace", postcode: "3000" };

/** The campaign's own texts (promoter content, shown as written in every language), line by line. */
async function campaignTexts(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get(`${API}/campaign-uri?uri=${encodeURIComponent(URI)}`);
  expect(answer.status()).toBe(200);
  return leaves(await answer.json()).flatMap((text) => text.split(/\n+/).map((line) => line.trim()));
}

/** The services open in new tabs; the test stays on the campaign. */
const keepPopupsAway = (page: Page) =>
  page.addInitScript(() => {
    window.open = () => null;
  });

test.describe("given the whole presale journey in each language", () => {
  for (const lang of LANGUAGES) {
    test(`a fan walks it in ${lang}, every screen in ${lang}`, async ({ page, request }) => {
      test.slow(); // eight screens and a verification email
      await keepPopupsAway(page);
      const { t } = await createI18n(lang, [enUs]);
      const email = uniqueEmail(`journey-${lang}`);
      const notOurs = [
        ...(await campaignTexts(request)),
        ...Object.values(BRAND_NAMES),
        ...Object.values(FAN),
        `${FAN.firstName} ${FAN.lastName}`,
        email,
      ];
      const dir = directionOf(lang as Language);

      /** The screen `tag` shows in `lang` with its heading (and `ready`) and no en-us text of ours. */
      const screen = async (tag: string, heading: string, ready: Locator[] = []) => {
        const element = page.locator(`#app > ${tag}`);
        await expect(element).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        const wrapper = element.locator(".wrapper").first();
        await expect(wrapper).toHaveAttribute("lang", lang);
        await expect(wrapper).toHaveAttribute("dir", dir);
        for (const locator of ready) await expect(locator).toBeVisible();
        await page.waitForTimeout(300); // what loads after the heading (the fan's points)
        if (lang !== "en-us")
          expect(await englishLeftovers(page, lang, { notOurs }), `${tag} in ${lang}`).toEqual([]);
      };

      await page.goto(`/${URI}/?lang=${lang}`);
      await screen("campaign-welcome", t("welcome.keyDates"));
      await page.getByRole("button", { name: "Get presale access" }).click();

      await expect(page).toHaveURL(new RegExp(`/${URI}/register\\?lang=${lang}$`));
      await screen("campaign-register", t("register.title"));
      await page.getByRole("textbox", { name: t("fields.emailAddress"), exact: true }).fill(email);
      await page.getByRole("textbox", { name: t("fields.firstName"), exact: true }).fill(FAN.firstName);
      await page.getByRole("textbox", { name: t("fields.lastName"), exact: true }).fill(FAN.lastName);
      await page.getByRole("textbox", { name: t("fields.postcode"), exact: true }).fill(FAN.postcode);
      await page.getByRole("checkbox", { name: t("register.subscribeEmail"), exact: true }).check();
      await page.getByLabel(t("register.productPolicy")).check();
      await page.getByRole("button", { name: "Get presale access" }).click();

      await screen("campaign-register", t("verify.emailCodeTitle"));
      await page.getByLabel(t("verify.codeLabel")).fill(await latestCode(request, email));
      await page.getByRole("button", { name: t("verify.send"), exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/${URI}/share\\?lang=${lang}$`));
      await screen("campaign-share", t("share.heading"));
      const facebook = page.getByRole("button", { name: t("share.on", { channel: "Facebook" }) });
      await facebook.click();
      await expect(page.getByText(t("share.shared"))).toBeVisible();
      await screen("campaign-share", t("share.heading"));
      await page.getByRole("button", { name: t("layout.continue") }).click();

      await expect(page).toHaveURL(new RegExp(`/${URI}/follow\\?lang=${lang}$`));
      await screen("campaign-follow", t("follow.heading"));
      // engagement §2: a generic channel's name is a word of the language, a brand's name stays.
      const newsletter = t("follow.on", { name: "Tour newsletter", service: t("channels.email") });
      await expect(page.getByRole("button", { name: newsletter })).toBeVisible();
      const comets = t("follow.on", { name: "The Velvet Comets", service: "Spotify" });
      await expect(page.getByRole("button", { name: comets })).toBeVisible();
      await page.getByRole("button", { name: t("layout.continue") }).click();

      await expect(page).toHaveURL(new RegExp(`/${URI}/invite\\?lang=${lang}$`));
      await screen("campaign-invite", t("invite.heading"));
      const byEmail = t("invite.via", { channel: t("channels.email") });
      await expect(page.getByRole("button", { name: byEmail })).toBeVisible();
      await expect(page.getByLabel(t("invite.linkLabel"))).toBeVisible();
      await page.getByRole("button", { name: t("layout.continue") }).click();

      await expect(page).toHaveURL(new RegExp(`/${URI}/success\\?lang=${lang}$`));
      const profile = page.getByText(`${FAN.firstName} ${FAN.lastName}`, { exact: true });
      const improve = page.getByRole("button", { name: t("profile.improve"), exact: true });
      await screen("campaign-success", t("success.title"), [profile, improve]);

      // The fan's own welcome page: the campaign's landing, now with the fan's profile.
      await page.goto(`/${URI}/?lang=${lang}`);
      await screen("campaign-welcome", t("welcome.keyDates"), [profile, improve]);
    });
  }
});
