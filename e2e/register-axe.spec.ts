import { expect, type Page, test } from "@playwright/test";
import { axe } from "./axe.js";
import { latestLink, uniqueEmail, uniqueMobile } from "./outbox.js";

// axe on every sub-view of <campaign-register> (core-journey §2), in en-us and in Arabic (right to left):
// the type picker, the email check, the form, email code, text code, email link, update-email, and each
// with its errors shown. Fields are reached by id: their labels change with the language.

const el = "campaign-register";

/**
 * The presale campaign as if it offered email and mobile: its embedded data and its API answer are
 * patched on the way, so the register screen starts at the registration-type picker.
 */
async function withTypePicker(page: Page): Promise<void> {
  const patch = (text: string) => text.replaceAll('"providers":["email"]', '"providers":["email","mobile"]');
  await page.route(
    /\/p\/demo-presale\/register|\/campaign-uri\?uri=p%2Fdemo-presale|\/campaign-uri\?uri=p\/demo-presale/,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: patch(await response.text()) });
    },
  );
}

for (const lang of ["en-us", "ar"] as const) {
  test.describe(`given the register screen in ${lang}`, () => {
    test("the type picker, email check, form, email code and update-email views have no violation", async ({
      page,
    }) => {
      await withTypePicker(page);
      await page.goto(`/p/demo-presale/register?lang=${lang}`);
      await expect(page.locator(`${el} .wrapper`)).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.locator(`${el} .methods button`)).toHaveCount(2);
      await axe(page, "type picker");

      await page.locator(`${el} .methods button`).first().click();
      const check = page.locator(`${el} #email-check-address`);
      await check.fill("not an email");
      await check.press("Enter");
      await expect(page.locator(`${el} #email-check-address-error`)).toBeVisible();
      await axe(page, "email check, error shown");
      await check.fill(uniqueEmail(`axe-${lang}`));
      await check.press("Enter");

      await expect(page.locator(`${el} #firstName`)).toBeVisible();
      await axe(page, "form");
      await page.locator(`${el} #subscribe-email`).check();
      await page.locator(`${el} #arPolicy`).check();
      await page.locator(`${el} #firstName`).fill("Ada");
      await page.locator(`${el} #lastName`).fill("Lovelace");
      await page.locator(`${el} #postcode`).fill("3000");
      await page.locator(`${el} [part=submit]`).first().click();
      const code = page.locator(`${el} #email-code`);
      await expect(code).toBeVisible();
      await axe(page, "email code");
      await code.fill("AAAAAA");
      await code.press("Enter");
      await expect(page.locator(`${el} [role=alert], ${el} [role=status]`).first()).toBeVisible();
      await expect(page.locator(`${el} .snackbar`)).toBeVisible();
      await axe(page, "email code, error shown");

      await page.locator(`${el} .verify-actions .link-button`).last().click();
      const update = page.locator(`${el} #update-email`);
      await expect(update).toBeVisible();
      await axe(page, "update-email");
      await update.fill("still not an email");
      await update.press("Enter");
      await expect(page.locator(`${el} #update-email-error`)).toBeVisible();
      await axe(page, "update-email, error shown");
    });

    test("the form with every error shown has no violation", async ({ page }) => {
      await page.goto(`/p/demo-presale/register?lang=${lang}`);
      await page.locator(`${el} [part=submit]`).first().click();
      await expect(page.locator(`${el} #firstName-error`)).toBeVisible();
      await expect(page.locator(`${el} #arPolicy-error`)).toBeVisible();
      await expect(page.locator(`${el} #preferences-error`)).toBeVisible();
      await axe(page, "form, errors shown");
    });

    test("the text-code view, with its error, has no violation", async ({ page }) => {
      await page.goto(`/w/demo-waitlist/register?lang=${lang}`);
      await page.locator(`${el} #mobileNumber-country`).selectOption("au");
      await page.locator(`${el} #mobileNumber`).fill(uniqueMobile());
      await page.locator(`${el} #firstName`).fill("Alan");
      await page.locator(`${el} #lastName`).fill("Turing");
      await page.locator(`${el} #custom-favourite_song`).fill("Aurora");
      await page.locator(`${el} #custom-tickets_needed`).fill("2");
      await page.locator(`${el} #custom-first_show`).fill("14/02/2019");
      await page.locator(`${el} #custom-city_to_attend`).selectOption("Melbourne");
      await page.locator(`${el} #arPolicy`).check();
      await page.locator(`${el} #companyPolicy`).check();
      await page.locator(`${el} [part=form] button[type=submit], ${el} [part=submit]`).last().click();
      const code = page.locator(`${el} #sms-code`);
      await expect(code).toBeVisible();
      await axe(page, "text code");
      await code.fill("ZZZZZ");
      await code.press("Enter");
      await expect(page.locator(`${el} #sms-code-error`)).toBeVisible();
      await axe(page, "text code, error shown");
    });

    test("the email-link views have no violation", async ({ page, request }) => {
      await page.goto(`/b/demo-ballot/register?lang=${lang}`);
      const email = uniqueEmail(`axe-link-${lang}`);
      await page.locator(`${el} #emailAddress`).fill(email);
      await page.locator(`${el} #firstName`).fill("Ada");
      await page.locator(`${el} #lastName`).fill("Lovelace");
      await page.locator(`${el} #arPolicy`).check();
      await page.locator(`${el} #companyPolicy`).check();
      await page.locator(`${el} [part=submit]`).last().click();
      await expect(page.locator(`${el} .sub-title`)).toBeVisible();
      await expect(page.locator(`${el} #emailAddress`)).toHaveCount(0);
      await axe(page, "email link: check your email");

      const link = new URL(await latestLink(request, email));
      link.searchParams.set("lang", lang);
      await page.goto(link.pathname + link.search);
      await expect(page.locator(`${el} #email-link-confirmed`)).toBeVisible();
      await axe(page, "email link: confirmed");
    });
  });
}
