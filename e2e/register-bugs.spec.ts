import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { axe } from "./axe.js";
import { fillWaitlistForm } from "./forms.js";
import { uniqueEmail, uniqueMobile } from "./outbox.js";
import { visit } from "./served-screen.js";

// Defects of the fan's forms (<campaign-register>, the ended sign-up) seen by other tests or on a phone,
// each kept here with its reproduction.

const el = "campaign-register";

/** A person's click: the button is held for a moment, as a finger or a mouse does (~100 ms). */
async function humanClick(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.up();
}

test.describe("given the register form after a failed submit", () => {
  test("a click on a checkbox or on submit right after typing in a field takes effect", async ({ page }) => {
    await page.goto("/p/demo-presale/register");
    await page.locator(`${el} [part=submit]`).first().click();
    await expect(page.locator(`${el} #firstName-error`)).toBeVisible();
    await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    // Typing fixes a field; the click that follows blurs it, and its error goes away. The error text
    // leaving moved the checkbox between the press and the release, so the click was lost.
    await page.locator(`${el} #emailAddress`).fill(uniqueEmail("bugs"));
    await humanClick(page, page.locator(`${el} #arPolicy`));
    await expect(page.locator(`${el} #arPolicy`)).toBeChecked();
    await page.locator(`${el} #firstName`).fill("Ada");
    await humanClick(page, page.locator(`${el} #subscribe-email`));
    await expect(page.locator(`${el} #subscribe-email`)).toBeChecked();
    await page.locator(`${el} #lastName`).fill("Lovelace");
    await humanClick(page, page.locator(`${el} #subscribe-sms`));
    await expect(page.locator(`${el} #subscribe-sms`)).toBeChecked();
    await page.locator(`${el} #postcode`).fill("3000");
    await humanClick(page, page.locator(`${el} [part=submit]`).first());
    await expect(page.locator(`${el} #email-code`)).toBeVisible();
  });
});

test.describe("given a register element whose campaignData changes", () => {
  for (const lang of ["en-us", "ar"] as const) {
    test(`the sign-up methods follow the new campaign in ${lang}`, async ({ page }) => {
      // The element's own render, which the site has given its campaignData, before the test gives another.
      await visit(page, `/p/demo-presale/register?lang=${lang}`);
      await expect(page.locator(`${el} #firstName`)).toBeVisible();
      await expect(page.locator(`${el} .methods button`)).toHaveCount(0);
      // The same campaign offering email and mobile: set on the element in place, then on a moved one.
      await page.evaluate(async () => {
        const answer = await fetch("/api/v1/cn/campaign-uri?uri=p%2Fdemo-presale");
        const lookup = (await answer.json()) as { campaign: { registrations: { providers: string[] } } };
        lookup.campaign.registrations.providers = ["email", "mobile"];
        const element = document.querySelector("campaign-register") as HTMLElement & {
          campaignData: unknown;
        };
        element.campaignData = lookup;
      });
      await expect(page.locator(`${el} .methods button`)).toHaveCount(2);

      await page.evaluate(async () => {
        const answer = await fetch("/api/v1/cn/campaign-uri?uri=p%2Fdemo-presale");
        const lookup = await answer.json();
        const element = document.querySelector("campaign-register") as HTMLElement & {
          campaignData: unknown;
        };
        const parent = element.parentElement!;
        element.remove();
        element.campaignData = lookup;
        parent.prepend(element);
      });
      await expect(page.locator(`${el} #firstName`)).toBeVisible();
      await expect(page.locator(`${el} .methods button`)).toHaveCount(0);

      // An edit that leaves the sign-up methods alone (a preview renaming the campaign) keeps the typing.
      await page.locator(`${el} #firstName`).fill("Ada");
      await page.evaluate(async () => {
        const answer = await fetch("/api/v1/cn/campaign-uri?uri=p%2Fdemo-presale");
        const lookup = (await answer.json()) as { campaign: { name: string } };
        lookup.campaign.name = "Renamed in preview";
        const element = document.querySelector("campaign-register") as HTMLElement & {
          campaignData: unknown;
        };
        element.campaignData = lookup;
      });
      await expect(page.getByText("Renamed in preview")).toBeVisible();
      await expect(page.locator(`${el} #firstName`)).toHaveValue("Ada");
    });
  }
});

/** An iPhone-sized window, where the QA walk found the defects below. */
const PHONE = { width: 390, height: 844 };

test.describe("given the ended sign-up after a refused email, on a phone", () => {
  test.use({ viewport: PHONE });

  test("one tap on Sign up right after typing a valid email sends it", async ({ page }) => {
    await page.goto("/p/demo-ended/");
    await expect(page).toHaveURL(/\/p\/demo-ended\/finished$/);
    const email = page.getByLabel("Email Address");
    const signUp = page.getByRole("button", { name: "Sign up" });
    await email.fill("bad");
    await humanClick(page, signUp);
    await expect(email).toHaveAccessibleDescription("Your Email Address is in the wrong format");
    // The refused submit takes the fan to the field that says why.
    await expect(email).toBeFocused();
    // The tap blurs the field and its message goes: the button moved up between press and release.
    await email.fill(uniqueEmail("ended-tap"));
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/v1/cn/campaign-exit-intent") && r.request().method() === "POST",
      { timeout: 15_000 },
    );
    await humanClick(page, signUp);
    expect((await created).status()).toBe(201);
    await expect(page.getByText("Complete your profile")).toBeVisible();
  });
});

test.describe("given a register form refused on a phone", () => {
  test.use({ viewport: PHONE });

  test("focus goes to the first invalid field, which says why; what was typed stays", async ({ page }) => {
    await visit(page, "/p/demo-presale/register");
    const submit = page.locator(`${el} [part=submit]`).first();
    const email = page.getByLabel("Email Address");
    await submit.click();
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Your Email Address is required");
    await axe(page, "refused register form");

    // Enter in a later field with an earlier one still empty.
    const address = uniqueEmail("first-invalid");
    await email.fill(address);
    await page.getByLabel("First Name").fill("Ada");
    const postcode = page.getByLabel("Zip/Post code");
    await postcode.fill("3000");
    await postcode.press("Enter");
    const lastName = page.getByLabel("Last Name");
    await expect(lastName).toBeFocused();
    await expect(lastName).toBeInViewport();
    await expect(lastName).toHaveAccessibleDescription("Your Last Name is required");
    await expect(email).toHaveValue(address);
    await expect(page.getByLabel("First Name")).toHaveValue("Ada");
    await expect(postcode).toHaveValue("3000");

    // A group of checkboxes: its first box; then the agreement.
    await lastName.fill("Lovelace");
    await submit.click();
    const byEmail = page.getByLabel("Email", { exact: true });
    await expect(byEmail).toBeFocused();
    await expect(byEmail).toBeInViewport();
    await byEmail.check();
    await submit.click();
    const policy = page.getByLabel("I agree to the privacy policy");
    await expect(policy).toBeFocused();
    await expect(policy).toHaveAccessibleDescription("Field is required");
    await policy.check();
    await submit.click();
    await expect(page.getByLabel("Verification code")).toBeVisible();
  });
});

test.describe("given the waitlist's text code", () => {
  test("its change link brings the form back with the mobile number as typed, and its country", async ({
    page,
  }) => {
    const national = uniqueMobile();
    const typed = `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
    await visit(page, "/w/demo-waitlist/register");
    // Christmas Island shares +61 with Australia: only what was picked tells them apart.
    await fillWaitlistForm(page, typed, true, "cx");
    await page.getByRole("button", { name: "Change", exact: true }).click();
    await expect(page.getByLabel("Mobile Number")).toHaveValue(typed);
    await expect(page.getByLabel("Country calling code")).toHaveValue("cx");
    await expect(page.getByLabel("First Name")).toHaveValue("Alan");

    // Corrected, it is sent again and the code goes to the new number.
    const corrected = uniqueMobile();
    await page.getByLabel("Mobile Number").fill(corrected);
    await page
      .getByRole("button", { name: /Register|Join/ })
      .last()
      .click();
    const shown = `+61 ${corrected.slice(1, 4)} ${corrected.slice(4, 7)} ${corrected.slice(7)}`;
    await expect(page.getByText(`We sent a 5-character code to \u2068${shown}\u2069.`)).toBeVisible();
  });
});
