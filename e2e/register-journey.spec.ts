import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { createI18n } from "../sdk/i18n/i18n.js";
import { enUs } from "../sdk/i18n/locales/en-us.js";
import { axe } from "./axe.js";
import { fillPresaleForm, fillWaitlistForm } from "./forms.js";
import { latestCode, uniqueEmail, uniqueMobile } from "./outbox.js";
import { untilOwnRender, visit } from "./served-screen.js";

// The registration journey as the spec (core-journey §2, §4, §5, §8) describes it to a fan: one field
// per label, a typed date of birth, the mobile rules on what was typed, the magic-link email carried
// over, the back arrow staying on the site, a known fan's form, the server's own reasons, the layout
// on phones and desktops. Each scenario fixes a gap of the registration audit (issue 4).

const el = "campaign-register";
const LIVE = "l/demo-livestream";

interface CampaignEdit {
  providers?: string[];
  description?: string;
  /** Predefined fields to switch on (the promoter's form editor). */
  enable?: string[];
}

/** Replaces the register element's campaign data in place (what a host page or a preview may do). */
async function editCampaign(page: Page, uri: string, edit: CampaignEdit): Promise<void> {
  // Until the element's own render has taken over, the site's script may still set its own campaignData
  // after this one (the served copy is visible before the element is defined).
  await untilOwnRender(page);
  await page.evaluate(
    async ([uri, edit]) => {
      const answer = await fetch(`/api/v1/cn/campaign-uri?uri=${encodeURIComponent(uri)}`);
      const lookup = (await answer.json()) as {
        campaign: {
          registrations: { providers: string[]; fields: { key: string; enabled: boolean }[] };
          presentation: { description?: string };
        };
      };
      if (edit.providers) lookup.campaign.registrations.providers = edit.providers;
      for (const field of lookup.campaign.registrations.fields) {
        if (edit.enable?.includes(field.key)) field.enabled = true;
      }
      if (edit.description) lookup.campaign.presentation.description = edit.description;
      const element = document.querySelector("campaign-register") as HTMLElement & { campaignData: unknown };
      element.campaignData = lookup;
    },
    [uri, edit] as const,
  );
}

test.describe("given the waitlist's mobile number field", () => {
  test("the label names the number input alone, and the rules apply to what was typed", async ({ page }) => {
    await page.goto("/w/demo-waitlist/register");
    const mobile = page.getByLabel("Mobile Number");
    await expect(mobile).toHaveCount(1);
    await expect(mobile).toHaveAttribute("type", "tel");
    await expect(page.getByLabel("Country calling code")).toHaveJSProperty("tagName", "SELECT");

    await mobile.fill("abc");
    await mobile.blur();
    await expect(page.getByText("Your Mobile Number is not valid")).toBeVisible();
    await mobile.fill("0412abc345678");
    await mobile.blur();
    await expect(page.getByText("Your Mobile Number is not valid")).toBeVisible();
    await expect(page.getByText("Your Mobile Number is required")).toHaveCount(0);

    // Leading spaces are stripped as the fan types (core-journey §5 text input).
    await mobile.fill("   0412");
    await expect(mobile).toHaveValue("0412");
    await axe(page, "mobile field with its error");
  });

  test("the code screen shows the number as the phone library writes it, after a reload too", async ({
    page,
  }) => {
    // issue 20: the fan types the leading 0 the +61 hint asks for, with spaces.
    const national = uniqueMobile();
    const typed = `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
    const shown = `+61 ${national.slice(1, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
    await page.goto("/w/demo-waitlist/register");
    await fillWaitlistForm(page, typed);
    await expect(page.getByText(`We sent a 5-character code to \u2068${shown}\u2069.`)).toBeVisible();
    await expect(page.getByText(`+61${national.slice(1)}`)).toHaveCount(0);
    await axe(page, "text code screen with the formatted number");

    // The pending verification resumes with the stored (E.164) number, written the same way.
    await page.reload();
    await expect(page.getByText(`We sent a 5-character code to \u2068${shown}\u2069.`)).toBeVisible();
  });

  test("a number already registered is refused with the server's words, not the email's", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const national = uniqueMobile();
    await page.goto("/w/demo-waitlist/register");
    await fillWaitlistForm(page, national);
    await page.getByLabel("Verification code").fill(await latestCode(request, `+61${national.slice(1)}`));
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText("Mobile number confirmed")).toBeVisible();

    // Another device (no token) tries the same number.
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto("/w/demo-waitlist/register");
      await fillWaitlistForm(second, national, false);
      await expect(
        second.getByText(
          "This mobile number has already registered. Please try again with a different account.",
        ),
      ).toBeVisible();
      await expect(second.getByText(/This email address has already registered/)).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});

test.describe("given a German page", () => {
  test("the server's 409 comes back in German (issue 20: the request's accept-language)", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { t } = await createI18n("de", [enUs]);
    const national = uniqueMobile();
    // The number registers first, in English, on another device.
    const other = await browser.newContext();
    try {
      const first = await other.newPage();
      await first.goto("/w/demo-waitlist/register");
      await fillWaitlistForm(first, national);
      await first.getByLabel("Verification code").fill(await latestCode(request, `+61${national.slice(1)}`));
      await first.getByRole("button", { name: "Send", exact: true }).click();
      await expect(first.getByText("Mobile number confirmed")).toBeVisible();
    } finally {
      await other.close();
    }

    await page.goto("/w/demo-waitlist/register?lang=de");
    await page.getByLabel(t("form.countryCallingCode")).selectOption("au");
    await page.getByLabel(t("fields.mobileNumber"), { exact: true }).fill(national);
    await page.getByLabel(t("fields.firstName"), { exact: true }).fill("Alan");
    await page.getByLabel(t("fields.lastName"), { exact: true }).fill("Turing");
    await page.getByLabel("Favourite Velvet Comets song").fill("Aurora");
    await page.getByLabel("Tickets needed").fill("2");
    await page.getByLabel("Date of your first Velvet Comets show").fill("14/02/2019");
    await page.getByLabel("City you'd attend").selectOption("Melbourne");
    await page.getByRole("checkbox", { name: t("register.productPolicy") }).check();
    await page
      .getByRole("checkbox", { name: t("register.companyPolicy", { company: "Harbour Lights Touring" }) })
      .check();
    await page.locator("campaign-register").getByRole("button", { name: /./ }).last().click();
    await expect(page.getByText(t("registration.mobileAlreadyRegistered"))).toBeVisible();
    await expect(page.getByText(/already registered/)).toHaveCount(0);
  });
});

test.describe("given a form with a date of birth", () => {
  test("one text field in dd/MM/yyyy, checked on blur with the spec's four messages", async ({ page }) => {
    await page.goto("/p/demo-presale/register");
    await expect(page.getByLabel("Email Address")).toBeVisible();
    await editCampaign(page, "p/demo-presale", { enable: ["dob"] });
    const dob = page.getByLabel("Date of Birth");
    await expect(dob).toHaveCount(1);
    await expect(dob).toHaveAttribute("inputmode", "numeric");
    await expect(dob).toHaveAttribute("autocomplete", "bday");
    await expect(dob).toHaveAccessibleDescription("DD/MM/YYYY");

    const check = async (typed: string, message: RegExp) => {
      await dob.fill(typed);
      await dob.blur();
      await expect(page.getByText(message)).toBeVisible();
    };
    await check("1990-01-01", /^Invalid date format$/);
    await check("31/02/2000", /^Invalid date, date of birth must be between \d{2}\/\d{2}\/\d{4} and/);
    await check(
      `01/01/${new Date().getFullYear() + 1}`,
      /^Your date of birth can't be after \d{2}\/\d{2}\/\d{4}$/,
    );
    await check("01/01/1800", /^Your date of birth can't be before \d{2}\/\d{2}\/\d{4}$/);
    await axe(page, "date of birth with its error");

    await dob.fill("01/01/1990");
    await dob.blur();
    await expect(page.locator(`${el} #dob-error`)).toHaveCount(0);

    // On a phone's digit keypad there is no slash: it is put in while typing.
    await dob.fill("");
    await dob.pressSequentially("23071994");
    await expect(dob).toHaveValue("23/07/1994");
  });

  test("in Arabic the date keeps its digits left to right, labelled and hinted in Arabic", async ({
    page,
  }) => {
    await page.goto("/p/demo-presale/register?lang=ar");
    await expect(page.locator(`${el} #emailAddress`)).toBeVisible();
    await editCampaign(page, "p/demo-presale", { enable: ["dob"] });
    const dob = page.getByLabel("تاريخ الميلاد");
    await expect(dob).toHaveAttribute("dir", "ltr");
    await expect(dob).toHaveAccessibleDescription(/31\/12\/1990/);
    await axe(page, "Arabic date of birth");
  });
});

test.describe("given a fan registering on the live, gated stream", () => {
  test("the magic-link step sends the link to the email they registered with, and holds it after a reload", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("gatekeeper");
    await page.goto(`/${LIVE}/register`);
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("First Name").fill("Grace");
    await page.getByLabel("Last Name").fill("Hopper");
    for (const agree of await page.getByRole("checkbox", { name: /privacy policy/ }).all())
      await agree.check();
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${LIVE}/magic-link$`));
    // Issue 20: sent without a second tap; a reload asks again, the address filled in.
    await expect(page.getByRole("heading", { name: "check your inbox" })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Email Address")).toHaveValue(email);
    const cooldown = await request.post("/__dev/magic-link-cooldowns/end", { data: { emailAddress: email } });
    expect(cooldown.status()).toBe(204);
    await page.getByRole("button", { name: "Send me a login link" }).click();
    await expect(page.getByRole("heading", { name: "check your inbox" })).toBeVisible();
    // A resend within the cooldown keeps 'check your inbox' (a link is on its way) and warns once.
    await page.getByRole("button", { name: "resend" }).click();
    await expect(page.getByText("Please wait before requesting another login link")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "check your inbox" })).toBeVisible();
    await expect(page.getByLabel("Email Address")).toHaveCount(0);
  });

  test("an address already registered sees 'check your inbox' and may use another one", async ({
    page,
    request,
  }) => {
    const fan = await registeredLivestreamEmail(request);
    await page.goto(`/${LIVE}/register`);
    await expect(page.getByLabel("Email Address")).toBeVisible();
    // Two sign-up methods bring the picker and the email check before the form.
    await editCampaign(page, LIVE, { providers: ["email", "mobile"] });
    await page.getByRole("button", { name: "Register with email" }).click();

    const email = page.getByLabel("Email Address");
    await email.fill("not an email");
    await email.blur();
    await expect(page.getByText("Your Email Address is in the wrong format")).toBeVisible();

    await email.fill(fan);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "check your inbox" })).toBeVisible();
    await expect(page.getByText(`We sent a login link to ${fan}.`)).toBeVisible();
    await axe(page, "email exists");
    await page.getByRole("button", { name: "Use a different email address" }).click();
    await expect(page.getByLabel("Email Address")).toBeVisible();
  });
});

async function registeredLivestreamEmail(request: APIRequestContext): Promise<string> {
  const lookup = await request.get(`/api/v1/cn/campaign-uri?uri=${encodeURIComponent(LIVE)}`);
  expect(lookup.ok()).toBe(true);
  const email = uniqueEmail("stream-fan");
  const account = await request.post("/api/v1/cn/campaign-account", {
    data: {
      campaignOid: ((await lookup.json()) as { campaign: { oid: string } }).campaign.oid,
      registrationType: "email",
      emailAddress: email,
      firstName: "Grace",
      lastName: "Hopper",
    },
  });
  expect(account.status(), await account.text()).toBe(201);
  const fan = await request.post("/api/v1/cn/campaign-fan", {
    headers: { "x-auth-token": account.headers()["x-auth-token"]! },
    data: { uri: LIVE, registrationType: "email" },
  });
  expect(fan.status(), await fan.text()).toBe(201);
  return email;
}

test.describe("given the per-type footer switch", () => {
  for (const [uri, shown] of [
    ["p/demo-presale", true],
    ["m/demo-optin", false],
    ["r/demo-rsvp", false],
  ] as const) {
    test(`${uri} ${shown ? "shows" : "has no"} registration footer`, async ({ page }) => {
      await page.goto(`/${uri}/`);
      await expect(page.locator("#app > :defined").first()).toBeVisible();
      await expect(page.getByRole("link", { name: "Powered by Fan Campaigns" })).toHaveCount(shown ? 1 : 0);
    });
  }
});

test.describe("given the back arrow", () => {
  test("on a register page opened directly, it goes to the campaign's index page, not off the site", async ({
    page,
  }) => {
    await page.goto("/p/demo-presale/register");
    await page.locator(`${el} [part=back]`).click();
    await expect(page).toHaveURL(/\/p\/demo-presale\/$/);
    await expect(page.getByRole("button", { name: "Get presale access" })).toBeVisible();
  });

  test("after coming from the welcome page, it goes back in the history", async ({ page, request }) => {
    // The exit intent's back guard (a history entry of its own) is not part of this story.
    const lookup = await request.get("/api/v1/cn/campaign-uri?uri=p%2Fdemo-presale");
    const { oid } = ((await lookup.json()) as { campaign: { oid: string } }).campaign;
    await page.addInitScript(
      (key) => sessionStorage.setItem(key, "discarded"),
      `campaign-exit-intent:${oid}`,
    );
    await page.goto("/p/demo-presale/");
    await page.getByRole("button", { name: "Get presale access" }).click();
    await expect(page).toHaveURL(/\/register$/);
    const entries = await page.evaluate(() => history.length);
    await page.locator(`${el} [part=back]`).click();
    await expect(page).toHaveURL(/\/p\/demo-presale\/$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goForward();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByLabel("Email Address")).toBeVisible();
  });
});

test.describe("given a visitor who started registering and comes back", () => {
  // Issue 20 changed this: a registration waiting for its code resumes at the code screen (it was the
  // form, filled with what the account holds, and a second submit sent a second code).
  test("the code screen waits for them again, for the address they gave", async ({ page }) => {
    const email = uniqueEmail("known");
    await page.goto("/p/demo-presale/register");
    await fillPresaleForm(page, email);
    await page.getByRole("button", { name: "Get presale access" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    await page.goto("/p/demo-presale/register");
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveCount(0);
  });

  test("a fresh visitor's form starts empty", async ({ page }) => {
    await page.goto("/p/demo-presale/register");
    await expect(page.getByLabel("Email Address")).toHaveValue("");
  });
});

test.describe("given text fields", () => {
  test("Enter trims the value it submits", async ({ page }) => {
    await page.goto("/p/demo-presale/register");
    const first = page.getByLabel("First Name");
    await first.fill("Ada ");
    await first.press("Enter");
    await expect(first).toHaveValue("Ada");
    await expect(page.getByText("Your Last Name is required")).toBeVisible();
  });
});

test.describe("given the layout on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a new page slides in from the side the fan is heading", async ({ page }) => {
    await page.goto("/p/demo-presale/");
    await page.getByRole("button", { name: "Get presale access" }).click();
    const register = page.locator(el);
    await expect(register).toHaveAttribute("data-slide", "forward");
    expect(await register.evaluate((node) => node.getAnimations().length)).toBeGreaterThan(0);
    await page.locator(`${el} [part=back]`).click();
    await expect(page.locator("campaign-welcome")).toHaveAttribute("data-slide", "back");
  });

  test("the register screen's own views slide forward too", async ({ page, request }) => {
    const email = uniqueEmail("slide");
    await page.goto("/p/demo-presale/register");
    await fillPresaleForm(page, email);
    await page.getByRole("button", { name: "Get presale access" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.locator(`${el} [part=step]`)).toHaveAttribute("data-slide", "forward");
    expect(await latestCode(request, email)).toHaveLength(6);
  });

  test("nothing slides when the fan asks for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/p/demo-presale/");
    await page.getByRole("button", { name: "Get presale access" }).click();
    await expect(page.locator(el)).toHaveAttribute("data-slide", "forward");
    expect(await page.locator(el).evaluate((node) => node.getAnimations().length)).toBe(0);
  });

  test("the description's read more follows the width it is shown at", async ({ page }) => {
    await page.goto("/p/demo-presale/register");
    await expect(page.getByLabel("Email Address")).toBeVisible();
    const sentence = "The Velvet Comets play the Harbour Lights stage for one night only, with guests. ";
    await editCampaign(page, "p/demo-presale", {
      description: `${sentence.repeat(2)}\n\n${sentence.repeat(2)}`,
    });
    const readMore = page.getByRole("button", { name: "Read more" });
    await expect(readMore).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(readMore).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(readMore).toBeVisible();
  });
});

test.describe("given the layout on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the campaign image, blurred, fills the page behind the content", async ({ page }) => {
    // The site's code sets the backdrop once it has the campaign: after the element's own render.
    await visit(page, "/p/demo-presale/register");
    await expect(page.getByLabel("Email Address")).toBeVisible();
    await expect(page.locator("html[data-backdrop]")).toHaveCount(1);
    const backdrop = await page.evaluate(() => {
      const style = getComputedStyle(document.body, "::before");
      return { image: style.backgroundImage, filter: style.filter, position: style.position };
    });
    expect(backdrop.image).toMatch(/^url\(".*\/assets\/demo\/.+"\)/);
    expect(backdrop.filter).toContain("blur(");
    expect(backdrop.position).toBe("fixed");
    // Nothing slides on a desktop.
    expect(await page.locator(el).evaluate((node) => node.getAnimations().length)).toBe(0);
  });
});
