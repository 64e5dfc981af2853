import type { APIRequestContext, Page, Response } from "@playwright/test";
import { expect, test } from "./csp.js";
import { API } from "./fans.js";
import { uniqueEmail } from "./outbox.js";

// A visitor registers through the hosted site's own form on each seeded campaign type the other specs
// register only through the API: opt-in, rsvp (at a venue and online), competition and giveaway.
// None of them verifies emails (CONTRACT.md seeds: no emailVerification), so the server answers the
// fan creation with 201 and the journey moves straight to the step the spec says comes next
// (core-journey §2 flow, §4 "Response 201 moves to the next step").

const el = "campaign-register";

/** The fan-creation answer the form's submit gets (core-journey §7 POST /campaign-fan). */
const fanCreation = (page: Page): Promise<Response> =>
  page.waitForResponse(
    (r) => new URL(r.url()).pathname === `${API}/campaign-fan` && r.request().method() === "POST",
  );

/** What the dev outbox holds for an address (CONTRACT.md). */
async function outboxKinds(request: APIRequestContext, to: string): Promise<string[]> {
  const answer = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
  expect(answer.ok()).toBe(true);
  const { messages } = (await answer.json()) as { messages: { kind: string }[] };
  return messages.map((m) => m.kind);
}

/** The token the register screen stored for this page's API (what the next steps send). */
async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    (key) => localStorage.getItem(key),
    `campaign-auth:${new URL(page.url()).origin}${API}`,
  );
  expect(token, "the register screen keeps the fan's token").toBeTruthy();
  return token!;
}

async function agreeToEverything(page: Page): Promise<void> {
  for (const agree of await page.getByRole("checkbox", { name: /privacy policy/ }).all()) await agree.check();
}

test.describe("given the opt-in campaign (register is its index page)", () => {
  test("a visitor subscribes with the button in the form, is opted in to email and SMS, and sees the classic success page", async ({
    page,
    request,
  }) => {
    await page.goto("/m/demo-optin/");
    await expect(page).toHaveURL(/\/m\/demo-optin\/$/);
    // core-journey §2 per-type switches: the campaign's title and description, the button in the form,
    // no product privacy-policy line, no header.
    await expect(page.getByRole("heading", { name: "Stay in the loop with Harbour Lights" })).toBeVisible();
    await expect(
      page.getByText("New tours, presales and competitions, straight to your inbox and phone."),
    ).toBeVisible();
    const form = page.locator(`${el} [part=form]`);
    await expect(form.getByRole("heading", { name: "Stay in the loop with Harbour Lights" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Keep me posted" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /^I agree to the privacy policy/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);

    const email = uniqueEmail("optin");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("I agree to Harbour Lights Touring's privacy policy and terms").check();
    const created = fanCreation(page);
    await form.getByRole("button", { name: "Keep me posted" }).click();
    expect((await created).status()).toBe(201);

    await expect(page).toHaveURL(/\/m\/demo-optin\/success$/);
    const success = page.locator("campaign-success");
    await expect(success.getByRole("heading", { name: "You're in!" })).toBeVisible();
    await expect(
      success.getByText("You're subscribed. Watch your inbox for the next announcement."),
    ).toBeVisible();
    await expect(success.getByRole("img", { name: /Stay in the loop with Harbour Lights/ })).toBeVisible();
    // Classic, not score-board: no snackbar, no progress bar, no back-to-page link for opt-in.
    await expect(page.getByText("You have registered successfully")).toHaveCount(0);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(success.getByRole("link")).toHaveCount(0);

    // core-journey §2: the automatic email and SMS opt-in after registering, recorded on the fan.
    const headers = { "x-auth-token": await storedToken(page) };
    await expect
      .poll(async () => {
        const answer = await request.get(`${API}/campaign-fan/cmp_demo_optin`, { headers });
        const { completedActions } = (await answer.json()) as {
          completedActions: { type: string; channel: string; target: string }[];
        };
        return completedActions
          .filter((a) => a.type === "follow")
          .map((a) => `${a.channel} ${a.target}`)
          .sort();
      })
      .toEqual(["email email:opt-in", "sms sms:opt-in"]);
    expect(await outboxKinds(request, email)).not.toContain("verification-code");
  });
});

test.describe("given the rsvp campaigns", () => {
  test("at a venue: RSVP from the welcome page, the button in the form, then the classic success page with its button", async ({
    page,
    request,
  }) => {
    await page.goto("/r/demo-rsvp/");
    await page.getByRole("button", { name: "RSVP" }).click();
    await expect(page).toHaveURL(/\/r\/demo-rsvp\/register$/);
    // rsvp keeps the header and the product privacy-policy line, has no progress bar, and its button
    // is in the form (core-journey §2).
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    const form = page.locator(`${el} [part=form]`);
    await expect(form.getByRole("button", { name: "RSVP" })).toBeVisible();

    const email = uniqueEmail("rsvp");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await expect(page.getByLabel("Zip/Post code (optional)")).toHaveValue("");
    await page.getByRole("checkbox", { name: /^I agree to the privacy policy/ }).check();
    await page.getByLabel("I agree to Harbour Lights Touring's privacy policy and terms").check();
    const created = fanCreation(page);
    await form.getByRole("button", { name: "RSVP" }).click();
    expect((await created).status()).toBe(201);

    await expect(page).toHaveURL(/\/r\/demo-rsvp\/success$/);
    const success = page.locator("campaign-success");
    await expect(success.getByRole("heading", { name: "You're in!" })).toBeVisible();
    await expect(success.getByText("You're on the list. Show your name at the door.")).toBeVisible();
    const cta = success.getByRole("link", { name: "Join the mailing list" });
    await expect(cta).toHaveAttribute("href", /\/m\/demo-optin\/$/);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByText("You have registered successfully")).toHaveCount(0);
    expect(await outboxKinds(request, email)).not.toContain("verification-code");

    await cta.click();
    await expect(page).toHaveURL(/\/m\/demo-optin\/$/);
    await expect(page.getByRole("button", { name: "Keep me posted" })).toBeVisible();
  });

  test("online: the classic success page says the default thanks when the promoter wrote none", async ({
    page,
  }) => {
    await page.goto("/r/demo-rsvp-online/register");
    await page.getByLabel("Email Address").fill(uniqueEmail("rsvp-online"));
    await page.getByLabel("First Name").fill("Grace");
    await page.getByLabel("Last Name").fill("Hopper");
    await agreeToEverything(page);
    const created = fanCreation(page);
    await page.locator(`${el} [part=form]`).getByRole("button", { name: "RSVP" }).click();
    expect((await created).status()).toBe(201);

    await expect(page).toHaveURL(/\/r\/demo-rsvp-online\/success$/);
    const success = page.locator("campaign-success");
    await expect(success.getByRole("heading", { name: "You're in!" })).toBeVisible();
    await expect(success.getByText("Thanks for registering.")).toBeVisible();
    await expect(success.getByRole("link")).toHaveCount(0);
  });
});

test.describe("given the competition (default flow: register, share, follow, invite, success)", () => {
  test("a visitor enters through the form's action bar and arrives at the share step, 40% along", async ({
    page,
    request,
  }) => {
    await page.goto("/c/demo-competition/");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/c\/demo-competition\/register$/);
    // Not opt-in or rsvp: the register button sits in the bottom action bar, outside the form.
    await expect(page.locator(`${el} [part=form] [part=submit]`)).toHaveCount(0);

    const email = uniqueEmail("competition");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Date of Birth").fill("10/12/1990");
    await expect(page.getByLabel("State (optional)")).toHaveValue("");
    await agreeToEverything(page);
    const created = fanCreation(page);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    expect((await created).status()).toBe(201);

    await expect(page).toHaveURL(/\/c\/demo-competition\/share$/);
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    await expect(page.getByRole("heading", { name: "Share with your friends" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Share on Facebook" })).toBeVisible();
    expect(await outboxKinds(request, email)).not.toContain("verification-code");
  });
});

test.describe("given the giveaway (flow: register, follow, share, success)", () => {
  test("a visitor registers and arrives at the follow step, half way along", async ({ page, request }) => {
    await page.goto("/g/demo-giveaway/");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/g\/demo-giveaway\/register$/);

    const email = uniqueEmail("giveaway");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await agreeToEverything(page);
    const created = fanCreation(page);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    expect((await created).status()).toBe(201);

    await expect(page).toHaveURL(/\/g\/demo-giveaway\/follow$/);
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
    await expect(page.getByRole("heading", { name: "Follow for more points" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Tour newsletter on Email/ })).toBeVisible();
    expect(await outboxKinds(request, email)).not.toContain("verification-code");

    // The score-board closes the flow: its header has the whole bar and a way back to the step before.
    await page.goto("/g/demo-giveaway/success");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/g\/demo-giveaway\/share$/);
  });
});
