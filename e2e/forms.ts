import type { Page } from "@playwright/test";

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
