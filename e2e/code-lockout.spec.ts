import type { Page } from "@playwright/test";
import { axe } from "./axe.js";
import { expect, test } from "./csp.js";
import { fillPresaleForm, fillWaitlistForm } from "./forms.js";
import { latestCode, uniqueEmail, uniqueMobile } from "./outbox.js";
import { visit } from "./served-screen.js";

// core-journey §4, §8: a 429 on a code (the server locks after 5 wrong ones, retry_after 5 minutes)
// shows 'Too many verification attempts. Please wait 5 minutes before trying again.', announced once,
// and 'retry in N seconds' ticking every second outside any live region. Issue 20: it is the one
// message (the invalid code's snackbar and a resend's note go), and the code field, Send and Resend
// code wait for the countdown's end, which gives them all back. The text code locks the same way. The
// page's clock is Playwright's, so the five minutes pass without waiting for them (the server's do not).

const PRESALE = "p/demo-presale";
const LOCKED = "Too many verification attempts. Please wait 5 minutes before trying again.";

/** The countdown is read, never announced: no live region holds it. */
async function expectNotLive(page: Page): Promise<void> {
  const countdown = page.getByTestId("retry-in");
  await expect(countdown).toHaveText(/^retry in \d+ seconds$/);
  const live = await countdown.evaluate(
    (el) => el.closest("[aria-live], [role=alert], [role=status], [role=log], [role=timer]") !== null,
  );
  expect(live).toBe(false);
}

/** Sends one wrong code and answers the status the server gave. */
async function sendWrongCode(page: Page, wrong: string): Promise<number> {
  await page.getByLabel("Verification code").fill(wrong);
  const answer = page.waitForResponse((r) => r.url().includes("/fan-email-verify"));
  await page.getByRole("button", { name: "Send", exact: true }).click();
  return (await answer).status();
}

test.describe("given a fan entering wrong email codes", () => {
  test("the lockout is one message with a 'retry in N seconds' countdown; code, send and resend come back when it ends", async ({
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
    await expect(lockout).toHaveText(LOCKED);
    await expectNotLive(page);
    await expect(page.getByText("Invalid verification code, please try again")).toHaveCount(0);
    await expect(page.getByText("We have sent you a new code")).toHaveCount(0);
    await expect(page.getByLabel("Verification code")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
    await expect(resend).toBeDisabled();
    await axe(page, "locked out");

    // It counts down, a second a tick; the announced message stays as it was.
    const countdown = page.getByTestId("retry-in");
    const before = await countdown.textContent();
    await page.clock.runFor(2000);
    await expect(countdown).not.toHaveText(before ?? "");
    await expect(lockout).toHaveText(LOCKED);

    // The countdown ends: the field, the resend link and (with six characters) Send are back.
    await page.clock.runFor("06:00");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(countdown).toHaveCount(0);
    await expect(page.getByLabel("Verification code")).toBeEnabled();
    await expect(resend).toBeEnabled();
    await page.getByLabel("Verification code").fill(wrong);
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  });

  test("the lockout and its countdown read in the fan's language", async ({ page, request }) => {
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
      "Zu viele Bestätigungsversuche. Bitte warte 5 Minuten, bevor du es erneut versuchst.",
    );
    await expect(page.getByTestId("retry-in")).toHaveText(/^in \d+ Sekunden erneut versuchen$/);
  });
});

test.describe("given a fan entering wrong text codes (w/demo-waitlist)", () => {
  test("the fifth wrong code locks the view with the spec's message and a countdown, never 'invalid code'", async ({
    page,
    request,
  }) => {
    await page.clock.install();
    // The element's own form, not the served one: this test is about its lockout, under a fake clock.
    await visit(page, "/w/demo-waitlist/register");
    const national = uniqueMobile();
    await fillWaitlistForm(page, national);
    const right = await latestCode(request, `+61${national.slice(1)}`);
    const wrong = right === "11111" ? "22222" : "11111";
    const field = page.getByLabel("Verification code");
    const send = page.getByRole("button", { name: "Send", exact: true });
    const resend = page.getByRole("button", { name: "Resend code" });
    // Text codes are digits only (demo/server/verification/codes.ts): the phone's keypad, and the code
    // the phone received offered.
    await expect(field).toHaveAttribute("inputmode", "numeric");
    await expect(field).toHaveAttribute("autocomplete", "one-time-code");

    const sendCode = async (code: string): Promise<number> => {
      await field.fill(code);
      const answer = page.waitForResponse((r) => r.url().includes("/sms-verify"));
      await send.click();
      return (await answer).status();
    };
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await sendCode(wrong), `wrong code ${attempt}`).toBe(400);
      await expect(page.getByText("Invalid verification code, please try again")).toBeVisible();
    }
    expect(await sendCode(wrong)).toBe(429);

    const lockout = page.getByRole("alert");
    await expect(lockout).toHaveCount(1);
    await expect(lockout).toHaveText(LOCKED);
    await expectNotLive(page);
    await expect(page.getByText("Invalid verification code, please try again")).toHaveCount(0);
    await expect(field).toBeDisabled();
    await expect(send).toBeDisabled();
    await expect(resend).toBeDisabled();
    await axe(page, "text code locked out");

    const countdown = page.getByTestId("retry-in");
    const before = await countdown.textContent();
    await page.clock.runFor(2000);
    await expect(countdown).not.toHaveText(before ?? "");

    // The page's countdown ends (the server's five minutes have not): all is back, and even the right
    // code, still refused by the server, shows the lockout again rather than 'invalid code'.
    await page.clock.runFor("06:00");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(field).toBeEnabled();
    await expect(send).toBeEnabled();
    await expect(resend).toBeEnabled();
    expect(await sendCode(right)).toBe(429);
    await expect(page.getByRole("alert")).toHaveText(LOCKED);
    await expect(page.getByText("Invalid verification code, please try again")).toHaveCount(0);
  });
});
