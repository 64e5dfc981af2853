import { expect, type Page, test } from "@playwright/test";
import { axe } from "./axe.js";
import { logIn, registerFanThroughApi } from "./fans.js";
import { latestCode, uniqueEmail, uniqueMobile } from "./outbox.js";

// axe (WCAG 2 A and AA, shadow roots included) on the views register-axe.spec.ts does not scan: the
// text code's 'mobile number confirmed' view, the email code's lockout with its countdown, the
// <campaign-unlock> screen, and the classic success page in Arabic. Fields are reached by id: their
// labels change with the language.

const el = "campaign-register";

/** Fills w/demo-waitlist's form with an Australian number and submits it; answers the number in E.164. */
async function submitWaitlistForm(page: Page): Promise<string> {
  const national = uniqueMobile();
  await page.locator(`${el} #mobileNumber-country`).selectOption("au");
  await page.locator(`${el} #mobileNumber`).fill(national);
  await page.locator(`${el} #firstName`).fill("Alan");
  await page.locator(`${el} #lastName`).fill("Turing");
  await page.locator(`${el} #custom-favourite_song`).fill("Aurora");
  await page.locator(`${el} #custom-tickets_needed`).fill("2");
  await page.locator(`${el} #custom-first_show`).fill("14/02/2019");
  await page.locator(`${el} #custom-city_to_attend`).selectOption("Melbourne");
  await page.locator(`${el} #arPolicy`).check();
  await page.locator(`${el} #companyPolicy`).check();
  await page.locator(`${el} [part=submit]`).last().click();
  await expect(page.locator(`${el} #sms-code`)).toBeVisible();
  return `+61${national.slice(1)}`;
}

for (const lang of ["en-us", "ar"] as const) {
  test.describe(`given the register screen's verification views in ${lang}`, () => {
    test("the text code's 'mobile number confirmed' view has no violation", async ({ page, request }) => {
      await page.goto(`/w/demo-waitlist/register?lang=${lang}`);
      const mobile = await submitWaitlistForm(page);
      const code = page.locator(`${el} #sms-code`);
      await code.fill(await latestCode(request, mobile));
      await code.press("Enter");
      const confirmed = page.locator(`${el} #sms-confirmed`);
      await expect(confirmed).toBeVisible();
      if (lang === "en-us") await expect(confirmed).toHaveText("Mobile number confirmed");
      await expect(page.locator(`${el} .wrapper`)).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await axe(page, "text code: mobile number confirmed");
    });

    test("the email code's lockout, with its countdown, has no violation", async ({ page, request }) => {
      await page.goto(`/p/demo-presale/register?lang=${lang}`);
      const email = uniqueEmail(`axe-lockout-${lang}`);
      await page.locator(`${el} #emailAddress`).fill(email);
      await page.locator(`${el} #firstName`).fill("Ada");
      await page.locator(`${el} #lastName`).fill("Lovelace");
      await page.locator(`${el} #postcode`).fill("3000");
      await page.locator(`${el} #subscribe-email`).check();
      await page.locator(`${el} #arPolicy`).check();
      await page.locator(`${el} [part=submit]`).first().click();
      const code = page.locator(`${el} #email-code`);
      await expect(code).toBeVisible();
      const right = await latestCode(request, email);
      const wrong = right === "AAAAAA" ? "BBBBBB" : "AAAAAA";
      const send = page.locator(`${el} [part=submit]`).first();
      const countdown = page.getByTestId("retry-in");

      // Wrong codes until the server locks the fan out (core-journey §4: a 429 and a countdown).
      for (let attempt = 0; attempt < 8 && !(await countdown.isVisible()); attempt++) {
        await code.fill(wrong);
        if (await send.isDisabled()) break;
        await send.click();
        await page.waitForTimeout(300);
      }
      await expect(countdown).toBeVisible();
      if (lang === "en-us") {
        // core-journey §4, §8: the message with the server's minutes, then 'retry in N seconds'.
        await expect(page.getByRole("alert")).toHaveText(
          "Too many verification attempts. Please wait 5 minutes before trying again.",
        );
        await expect(countdown).toHaveText(/^retry in \d+ seconds$/);
      }
      await expect(send).toBeDisabled();
      await axe(page, "email code: lockout and countdown");
    });
  });
}

test.describe("given <campaign-unlock>", () => {
  for (const uri of ["p/demo-presale", "c/demo-competition"] as const) {
    test(`${uri}'s rewards, with a tier's details open, have no violation`, async ({ page }) => {
      await page.goto(`/${uri}/unlock`);
      const unlock = page.locator("campaign-unlock");
      await expect(unlock.locator("li").first()).toBeVisible();
      await expect(page.locator("campaign-unlock [part=back]")).toHaveCount(0);
      await axe(page, `${uri} unlock`);

      const toggle = unlock.locator("[part=tier-toggle]").first();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await axe(page, `${uri} unlock, details open`);
    });
  }

  test("for a fan, on a phone, in Arabic, it has no violation", async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const fan = await registerFanThroughApi(request, "p/demo-presale", { label: "axe-unlock" });
    await logIn(page, fan.token);
    await page.goto("/p/demo-presale/unlock?lang=ar");
    await expect(page.locator("campaign-unlock .wrapper")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("campaign-unlock li").first()).toBeVisible();
    await axe(page, "unlock, fan, ar, phone");
  });
});

test.describe("given the classic success page in Arabic", () => {
  for (const uri of ["m/demo-optin", "r/demo-rsvp"] as const) {
    test(`${uri}'s success page is right-to-left and has no violation`, async ({ page, request }) => {
      const fan = await registerFanThroughApi(request, uri, { label: `axe-success-${uri.slice(0, 1)}` });
      await logIn(page, fan.token);
      await page.goto(`/${uri}/success?lang=ar`);
      const success = page.locator("campaign-success");
      await expect(success.locator(".wrapper")).toHaveAttribute("dir", "rtl");
      await expect(success.locator(".wrapper")).toHaveAttribute("lang", "ar");
      await expect(success.getByRole("heading", { name: "تم تسجيلك!" })).toBeVisible();
      await expect(success.locator("img").first()).toBeVisible();
      await axe(page, `${uri} classic success, ar`);
    });
  }
});
