import type { Page } from "@playwright/test";
import { axe } from "./axe.js";
import { expect, test } from "./csp.js";
import { fillPresaleForm } from "./forms.js";
import { latestCode, uniqueEmail } from "./outbox.js";
import { visit } from "./served-screen.js";

// Issue 20: the email code's lockout says one thing at a time. The invalid code's snackbar and the
// resend's 'We have sent you a new code' go, the countdown reads m:ss, and the code field, Send and
// Resend code wait for its end, which gives them all back. The page's clock is Playwright's, so the
// five minutes pass without waiting for them.

const PRESALE = "p/demo-presale";

/** Sends one wrong code and answers the status the server gave. */
async function sendWrongCode(page: Page, wrong: string): Promise<number> {
  await page.getByLabel("Verification code").fill(wrong);
  const answer = page.waitForResponse((r) => r.url().includes("/fan-email-verify"));
  await page.getByRole("button", { name: "Send", exact: true }).click();
  return (await answer).status();
}

test.describe("given a fan entering wrong email codes", () => {
  test("the lockout is one message with an m:ss countdown; code, send and resend come back when it ends", async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await page.goto(`/${PRESALE}/register`);
    const email = uniqueEmail("lockout");
    await fillPresaleForm(page, email);
    await page.getByRole("button", { name: "Get presale access" }).click();
    const right = await latestCode(request, email);
    const wrong = right === "AAAAAA" ? "BBBBBB" : "AAAAAA";

    expect(await sendWrongCode(page, wrong)).toBe(400);
    await expect(page.getByText("Invalid verification code, please try again")).toBeVisible();
    const resend = page.getByRole("button", { name: "Resend code" });
    await resend.click();
    await expect(page.getByText("We have sent you a new code")).toBeVisible();

    let status = 400;
    for (let attempt = 0; attempt < 8 && status !== 429; attempt++) status = await sendWrongCode(page, wrong);
    expect(status).toBe(429);

    const lockout = page.getByRole("alert");
    await expect(lockout).toHaveCount(1);
    await expect(lockout).toHaveText(/^Too many verification attempts\. Try again in [0-5]:[0-5]\d\.$/);
    await expect(page.getByText("Invalid verification code, please try again")).toHaveCount(0);
    await expect(page.getByText("We have sent you a new code")).toHaveCount(0);
    await expect(page.getByText(/seconds/)).toHaveCount(0);
    await expect(page.getByLabel("Verification code")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
    await expect(resend).toBeDisabled();
    await axe(page, "locked out");

    // It counts down, a second a tick.
    const before = await lockout.textContent();
    await page.clock.runFor(2000);
    await expect(lockout).not.toHaveText(before ?? "");

    // The countdown ends: the field, the resend link and (with six characters) Send are back.
    await page.clock.runFor("06:00");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByLabel("Verification code")).toBeEnabled();
    await expect(resend).toBeEnabled();
    await page.getByLabel("Verification code").fill(wrong);
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  });

  test("the countdown reads m:ss in the fan's language", async ({ page, request }) => {
    await visit(page, `/${PRESALE}/register?lang=de`);
    const email = uniqueEmail("lockout-de");
    await page.locator("campaign-register #emailAddress").fill(email);
    await page.locator("campaign-register #firstName").fill("Ada");
    await page.locator("campaign-register #lastName").fill("Lovelace");
    await page.locator("campaign-register #postcode").fill("3000");
    await page.locator("campaign-register #subscribe-email").check();
    await page.locator("campaign-register #arPolicy").check();
    await page.locator("campaign-register [part=submit]").first().click();
    const code = page.locator("campaign-register #email-code");
    await expect(code).toBeVisible();
    const right = await latestCode(request, email);
    const wrong = right === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    const send = page.locator("campaign-register [part=submit]").first();
    let status = 400;
    for (let attempt = 0; attempt < 8 && status !== 429; attempt++) {
      await code.fill(wrong);
      const answer = page.waitForResponse((r) => r.url().includes("/fan-email-verify"));
      await send.click();
      status = (await answer).status();
    }
    await expect(page.getByRole("alert")).toHaveText(
      /^Zu viele Bestätigungsversuche\. Versuche es in [0-5]:[0-5]\d erneut\.$/,
    );
  });
});
