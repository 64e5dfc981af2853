import { expect, type Page, test } from "@playwright/test";
import { fillPresaleForm } from "./forms.js";
import { latestCode, uniqueEmail } from "./outbox.js";

const NAMES = { firstName: "Grace", lastName: "Hopper" };

// Issue 9, network faults in the browser: a registration request that fails, or never answers, shows an
// error, keeps every value the fan typed, and can simply be sent again. The faults are injected into the
// real server's traffic (page.route aborts or holds the request); nothing answers in the server's place.

const ACCOUNT_CALL = "**/api/v1/cn/campaign-account";

async function expectValuesKept(page: Page, email: string) {
  await expect(page.getByLabel("Email Address")).toHaveValue(email);
  await expect(page.getByLabel("First Name")).toHaveValue("Grace");
  await expect(page.getByLabel("Last Name")).toHaveValue("Hopper");
  await expect(page.getByLabel("Zip/Post code")).toHaveValue("3000");
  await expect(page.getByLabel("Email", { exact: true })).toBeChecked();
  await expect(page.getByLabel("I agree to the privacy policy")).toBeChecked();
}

test("a registration whose request fails keeps what was typed and goes through when sent again", async ({
  page,
  request,
}) => {
  await page.goto("/p/demo-presale/register");
  const email = uniqueEmail("network-fault");
  await fillPresaleForm(page, email, NAMES);
  await page.route(ACCOUNT_CALL, (route) => route.abort("internetdisconnected"), { times: 1 });
  const submit = page.getByRole("button", { name: "Get presale access" });
  await submit.click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectValuesKept(page, email);

  await submit.click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  expect(await latestCode(request, email)).toHaveLength(6);
});

test("a registration request that never answers ends in a message, not an endless spinner", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/p/demo-presale/register");
  const email = uniqueEmail("network-hang");
  await fillPresaleForm(page, email, NAMES);
  // Held, never answered: the client gives up after its timeout (sdk/api/client.ts REQUEST_TIMEOUT_MS).
  await page.route(ACCOUNT_CALL, () => undefined, { times: 1 });
  const submit = page.getByRole("button", { name: "Get presale access" });
  await submit.click();
  await expect(page.getByRole("alert").first()).toBeVisible({ timeout: 25_000 });
  await expect(submit).toBeEnabled();
  await expectValuesKept(page, email);
  await submit.click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
});
