import { expect, type Page } from "@playwright/test";

/** Fills p/demo-presale's register form: its required fields, the email subscription and the policy. */
export async function fillPresaleForm(
  page: Page,
  email: string,
  names: { firstName: string; lastName: string } = { firstName: "Ada", lastName: "Lovelace" },
): Promise<void> {
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("First Name").fill(names.firstName);
  await page.getByLabel("Last Name").fill(names.lastName);
  await page.getByLabel("Zip/Post code").fill("3000");
  await page.getByLabel("Email", { exact: true }).check();
  await page.getByLabel("I agree to the privacy policy").check();
}

/**
 * Fills w/demo-waitlist's register form (a mobile number with a texted code, custom fields of every type)
 * and submits it; waits for the code screen unless `expectCode` is false. No `national`: the number
 * already in the field stays as it is.
 */
export async function fillWaitlistForm(
  page: Page,
  national: string | undefined,
  expectCode = true,
  country = "au",
): Promise<void> {
  if (national !== undefined) {
    await page.getByLabel("Country calling code").selectOption(country);
    await page.getByLabel("Mobile Number").fill(national);
  }
  await page.getByLabel("First Name").fill("Alan");
  await page.getByLabel("Last Name").fill("Turing");
  await page.getByLabel("Favourite Velvet Comets song").fill("Aurora");
  await page.getByLabel("Tickets needed").fill("2");
  await page.getByLabel("Date of your first Velvet Comets show").fill("14/02/2019");
  await page.getByLabel("City you'd attend").selectOption("Melbourne");
  await page.getByLabel("I agree to the privacy policy").check();
  await page.getByLabel("I agree to Harbour Lights Touring's privacy policy and terms").check();
  await page
    .getByRole("button", { name: /Register|Join/ })
    .last()
    .click();
  if (expectCode) {
    await expect(page.getByRole("heading", { name: "Enter the code we sent to your mobile" })).toBeVisible();
  }
}

/** Fills the payment screen's card form (the local test gateway's, or Stripe's fields' labels). */
export async function fillCard(page: Page, card: string, name = "Ada Lovelace"): Promise<void> {
  await page.getByLabel("Name on card").fill(name);
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry date (MM/YY)").fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel("Security code (CVC)").fill("123");
}
