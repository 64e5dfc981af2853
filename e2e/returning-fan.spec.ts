import type { APIRequestContext, Page } from "@playwright/test";
import { axe } from "./axe.js";
import { expect, test } from "./csp.js";
import { API, logIn, registerFanThroughApi } from "./fans.js";
import { fillPresaleForm } from "./forms.js";
import { latestCode, uniqueEmail } from "./outbox.js";

// Issue 20: a fan who comes back is recognised. A registration waiting for its code survives a reload
// (the code screen for the same address, no second code sent), and a registered fan sees where they
// stand ('You're registered', their card, the next step) on the welcome page and the register step,
// never the form again.

const PRESALE = "p/demo-presale";
const LIVE = "l/demo-livestream";

/** The verification codes the dev outbox holds for an address. */
async function codesSentTo(request: APIRequestContext, to: string): Promise<number> {
  const answer = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await answer.json()) as { messages: { kind: string }[] };
  return messages.filter((m) => m.kind === "verification-code").length;
}

const welcome = (page: Page) => page.locator("campaign-welcome");

test.describe("given a fan waiting for the emailed code", () => {
  test("a reload keeps the code screen for the same address, sends no second code, and the code still works", async ({
    page,
    request,
  }) => {
    await page.goto(`/${PRESALE}/register`);
    const email = uniqueEmail("reload");
    await fillPresaleForm(page, email);
    await page.getByRole("button", { name: "Get presale access" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const code = await latestCode(request, email);
    expect(await codesSentTo(request, email)).toBe(1);

    await page.reload();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Resend code" })).toBeEnabled();
    await axe(page, "code screen after a reload");
    expect(await codesSentTo(request, email)).toBe(1);

    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${PRESALE}/share$`));
  });
});

test.describe("given a registered fan who comes back", () => {
  test("the welcome page says they are registered and its call to action goes on to the next step", async ({
    page,
    request,
  }) => {
    const fan = await registerFanThroughApi(request, PRESALE, { firstName: "Ada", label: "back" });
    await logIn(page, fan.token);
    await page.goto(`/${PRESALE}/`);
    const overview = welcome(page).locator("[part~=overview]");
    await expect(overview.getByText("You're registered")).toBeVisible();
    await expect(welcome(page).getByRole("button", { name: "Get presale access" })).toHaveCount(0);
    await axe(page, "welcome, registered");
    await overview.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(new RegExp(`/${PRESALE}/share$`));
  });

  test("the register step shows where they stand, not the form", async ({ page, request }) => {
    const fan = await registerFanThroughApi(request, PRESALE, { firstName: "Ada", label: "back-register" });
    await logIn(page, fan.token);
    await page.goto(`/${PRESALE}/register`);
    const register = page.locator("campaign-register");
    await expect(register.getByText("You're registered")).toBeVisible();
    await expect(register.locator("[part=profile-card]").getByText("Ada Lovelace")).toBeVisible();
    await expect(page.getByLabel("Email Address")).toHaveCount(0);
    await expect(page.getByRole("checkbox")).toHaveCount(0);
    await axe(page, "register step, registered");
    await register.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(new RegExp(`/${PRESALE}/share$`));
  });

  test("in Arabic the register step says so in Arabic", async ({ page, request }) => {
    const fan = await registerFanThroughApi(request, PRESALE, { label: "back-ar" });
    await logIn(page, fan.token);
    await page.goto(`/${PRESALE}/register?lang=ar`);
    await expect(page.locator("campaign-register").getByText("أنت مسجَّل")).toBeVisible();
    await axe(page, "register step, registered, Arabic");
  });

  test("a fan of the live stream is not asked to register again", async ({ page, request }) => {
    const lookup = await request.get(`${API}/campaign-uri?uri=${encodeURIComponent(LIVE)}`);
    const { campaign } = (await lookup.json()) as { campaign: { oid: string } };
    const account = await request.post(`${API}/campaign-account`, {
      data: {
        campaignOid: campaign.oid,
        registrationType: "email",
        emailAddress: uniqueEmail("stream-back"),
        firstName: "Grace",
        lastName: "Hopper",
      },
    });
    expect(account.status(), await account.text()).toBe(201);
    const token = account.headers()["x-auth-token"]!;
    const fan = await request.post(`${API}/campaign-fan`, {
      headers: { "x-auth-token": token },
      data: { uri: LIVE, registrationType: "email" },
    });
    expect(fan.status(), await fan.text()).toBe(201);
    await logIn(page, token);
    await page.goto(`/${LIVE}/`);
    const overview = welcome(page).locator("[part~=overview]");
    await expect(overview.getByText("You're registered")).toBeVisible();
    await expect(overview.getByRole("button", { name: "Register" })).toHaveCount(0);
    await expect(overview.getByRole("button", { name: "Continue" })).toBeVisible();
  });
});
