import { expect, type Page, test } from "@playwright/test";
import { axe } from "./axe.js";
import { latestLink, uniqueEmail } from "./outbox.js";

// core-journey §2 "Email link": b/demo-ballot verifies emails by link. The emailed link opens the
// register page with the address and the code; the page checks them, confirms, and the journey goes on.

async function registerOnBallot(page: Page, email: string): Promise<void> {
  await page.goto("/b/demo-ballot/register");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("I agree to the privacy policy").check();
  await page.getByLabel("I agree to Harbour Lights Touring's privacy policy and terms").check();
  await page.getByRole("button", { name: "Register" }).last().click();
  await expect(page.getByRole("heading", { name: "Almost there, check your email" })).toBeVisible();
}

test.describe("given the ballot campaign (email verified by link)", () => {
  test("the emailed link verifies the fan, leaves no code in the address bar and the journey goes on", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("link");
    await registerOnBallot(page, email);
    await axe(page);
    const link = new URL(await latestLink(request, email));
    expect(link.pathname).toBe("/b/demo-ballot/register");
    expect(link.searchParams.get("emailAddress")).toBe(email);
    expect(link.searchParams.get("verificationCode")).toMatch(/^\w{6}$/);

    const verify = page.waitForRequest((r) => r.url().endsWith("/fan-email-verify") && r.method() === "POST");
    await page.goto(link.pathname + link.search);
    const body = (await verify).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ emailAddress: email, shortCode: link.searchParams.get("verificationCode") });
    await expect(page.getByText("Email address confirmed")).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    await axe(page);

    await page.getByRole("button", { name: "Continue" }).click();
    // The default flow: register, share, follow, invite. The route is replaced (back won't reopen the link).
    await expect(page).toHaveURL(/\/b\/demo-ballot\/share$/);
    await expect(page.getByRole("button", { name: "Share on Facebook" })).toBeVisible();
  });

  test("the link opened on another device signs that device in; this one says so and is signed out", async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail("other-device");
    await registerOnBallot(page, email);
    const link = new URL(await latestLink(request, email));

    const phone = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const other = await phone.newPage();
    await other.goto(link.pathname + link.search);
    await expect(other.getByText("Email address confirmed")).toBeVisible();
    await other.getByRole("button", { name: "Continue" }).click();
    await expect(other).toHaveURL(/\/b\/demo-ballot\/share$/);
    await phone.close();

    // The first device polls every 4 s: it learns its registration was confirmed elsewhere.
    await expect(
      page.getByText("Your email address was confirmed on another device. Continue there."),
    ).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole("heading", { name: "Almost there, check your email" })).toHaveCount(0);
    const token = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith("campaign-auth:"))
        .map((key) => localStorage.getItem(key)),
    );
    expect(token.filter(Boolean)).toEqual([]);
  });

  test("a link with a wrong code says so and shows the register screen again", async ({ page, request }) => {
    const email = uniqueEmail("bad-link");
    await registerOnBallot(page, email);
    const link = new URL(await latestLink(request, email));
    const right = link.searchParams.get("verificationCode") ?? "";
    link.searchParams.set("verificationCode", right === "AAAAAA" ? "BBBBBB" : "AAAAAA");
    await page.goto(link.pathname + link.search);
    await expect(page.getByText("Invalid verification code, please try again")).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByText("Email address confirmed")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Register" })).toBeVisible();
  });
});
