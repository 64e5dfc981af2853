import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axe } from "./axe.js";
import { latestCode, uniqueEmail } from "./outbox.js";
import { visit } from "./served-screen.js";

// engagement §2, §4: the exit-intent pop-up on the hosted site and the ended sign-up, on the real server.

const API = "/api/v1/cn";
const PRESALE = "p/demo-presale";
/** engagement §9: exit start 2500 ms (plus a margin for a loaded machine). */
const ARMED_AFTER_MS = 2800;

/** The set-up delay has run (it starts once the first page is shown): the state says waiting. */
async function waitArmed(page: Page) {
  await page.waitForTimeout(2500);
  await expect.poll(() => storedState(page), { timeout: 10_000 }).toEqual(["waiting"]);
}

/** The mouse leaves the window through its top edge. */
async function leaveAtTop(page: Page) {
  await page.mouse.move(300, 200);
  await page.mouse.move(300, 40, { steps: 4 });
  await page.mouse.move(300, -20, { steps: 2 });
}

/** What has focus, looking into shadow roots: its text or label, and whether it is inside the dialog. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      name: active?.getAttribute("aria-label") ?? active?.textContent?.trim() ?? "",
      inDialog: active?.closest("dialog") !== null && active?.closest("dialog") !== undefined,
    };
  });

const storedState = (page: Page) =>
  page.evaluate(() =>
    Object.entries(sessionStorage)
      .filter(([key]) => key.startsWith("campaign-exit-intent:"))
      .map(([, value]) => value),
  );

async function campaignOid(request: APIRequestContext, uri: string): Promise<string> {
  const lookup = await request.get(`${API}/campaign-uri?uri=${encodeURIComponent(uri)}`);
  return ((await lookup.json()) as { campaign: { oid: string } }).campaign.oid;
}

const tokenOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("campaign-auth:"));
    return key ? localStorage.getItem(key) : null;
  });

test.describe("given a new visitor of the presale", () => {
  test("mouse out after 2.5 s opens the sign-up; its four steps register the fan; it never reopens", async ({
    page,
    request,
  }) => {
    await visit(page, `/${PRESALE}/`);
    await expect(page.getByRole("button", { name: "Get presale access" })).toBeVisible();
    await page.evaluate(() => {
      document.addEventListener("campaign:finished", () => {
        (window as unknown as { finishedEvents: number }).finishedEvents =
          ((window as unknown as { finishedEvents?: number }).finishedEvents ?? 0) + 1;
      });
    });
    const dialog = page.getByRole("dialog", { name: "Not quite ready to register?" });
    // Before the set-up delay (2.5 s from the page's load), leaving does nothing. A loaded machine may take
    // that long to show the page: the check needs the time left.
    if ((await page.evaluate(() => performance.now())) < 1800) {
      await leaveAtTop(page);
      await page.waitForTimeout(300);
      await expect(dialog).toHaveCount(0);
    } else test.info().annotations.push({ type: "skipped check", description: "page shown after 1.8 s" });

    await waitArmed(page);
    await leaveAtTop(page);
    await expect(dialog).toBeVisible();
    expect(await storedState(page)).toEqual(["waiting"]);
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(400);

    // Step 1: the email sign-up, the email only; it creates the exit-intent record.
    const email = uniqueEmail("exit");
    await expect(dialog.getByText("Sign up with your email for updates.")).toBeVisible();
    await expect(dialog.getByRole("textbox")).toHaveCount(1);
    await dialog.getByLabel("Email Address").fill(email);
    const created = page.waitForResponse(
      (r) => r.url().endsWith(`${API}/campaign-exit-intent`) && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Sign up" }).click();
    const record = (await (await created).json()) as {
      oid: string;
      intent: string;
      emailAddress: string;
      secret: string;
    };
    expect(record).toMatchObject({ intent: "exit", emailAddress: email });

    // Step 2: complete your profile: first name, last name, mobile number.
    await expect(dialog.getByText("Complete your profile")).toBeVisible();
    await expect(dialog.getByText("(step 2 of 2)")).toBeVisible();
    await expect(dialog.getByLabel("First Name")).toBeVisible();
    await expect(dialog.getByLabel("Last Name")).toBeVisible();
    await expect(dialog.getByLabel("Mobile Number", { exact: false }).first()).toBeVisible();
    // The names this campaign requires of a fan are required here.
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("First Name is required").first()).toBeVisible();
    await dialog.getByLabel("First Name").fill("Ada");
    await dialog.getByLabel("Last Name").fill("Lovelace");
    await dialog.getByRole("button", { name: "Continue" }).click();

    // Step 3: the bonus step; with the postcode the campaign requires, the fan is registered.
    await expect(dialog.getByText("Bonus step")).toBeVisible();
    await dialog.getByLabel("Country").selectOption("au");
    await dialog.getByLabel("Zip/Post code").fill("3000");
    // The same typed dd/MM/yyyy date of birth as the register form.
    await dialog.getByLabel("Date of Birth").fill("01/01/1990");
    const registered = page.waitForResponse(
      (r) => r.url().endsWith(`${API}/campaign-fan`) && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Continue" }).click();
    expect((await registered).status()).toBe(202);

    // Step 4: success; finished was emitted.
    await expect(dialog.getByText("Your profile is complete.")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { finishedEvents?: number }).finishedEvents)).toBe(
      1,
    );

    // The fan exists on the server: its verification code went out, and it verifies with the page's token.
    const code = await latestCode(request, email);
    const token = await tokenOf(page);
    expect(token).toBeTruthy();
    const oid = await campaignOid(request, PRESALE);
    const verify = await request.post(`${API}/fan-email-verify`, {
      headers: { "x-auth-token": token! },
      data: { campaignOid: oid, emailAddress: email, shortCode: code },
    });
    expect(verify.status(), await verify.text()).toBe(201);
    const fan = await request.get(`${API}/campaign-fan/${oid}`, { headers: { "x-auth-token": token! } });
    expect(fan.status()).toBe(200);
    // The success step's call-to-action is there (it goes to register: this page's fan is not verified).
    await expect(dialog.getByRole("button", { name: "Continue" })).toBeVisible();

    // engagement §4: the state after the pop-up is recorded on the record step 1 created.
    const stateRecorded = page.waitForResponse(
      (answer) =>
        answer.request().method() === "PATCH" && answer.url().endsWith(`/campaign-exit-intent/${record.oid}`),
    );
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => storedState(page)).toEqual(["filled"]); // recorded once the dialog has closed
    const recorded = await stateRecorded;
    // Issue 15: with the secret the record's creation answered (an oid alone changes nothing).
    expect(recorded.request().postDataJSON()).toEqual({ status: "filled", secret: record.secret });
    expect(recorded.status()).toBe(200);
    expect(await recorded.json()).toMatchObject({ oid: record.oid, status: "filled" });
    await leaveAtTop(page);
    await page.waitForTimeout(500);
    await expect(dialog).toHaveCount(0);
  });

  test("the dialog works from the keyboard: focus stays inside, Escape closes it and focus returns", async ({
    page,
  }) => {
    await visit(page, `/${PRESALE}/`);
    const cta = page.getByRole("button", { name: "Get presale access" });
    await cta.focus();
    await waitArmed(page);
    await leaveAtTop(page);
    const dialog = page.getByRole("dialog", { name: "Not quite ready to register?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect((await focused(page)).inDialog).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Shift+Tab");
      expect((await focused(page)).inDialog).toBe(true);
    }
    // Submitting from the keyboard validates in place.
    await dialog.getByLabel("Email Address").focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("Email Address is required").first()).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    expect((await focused(page)).name).toBe("Get presale access");
    // Closed at step 1: discarded, and it stays closed.
    await expect.poll(() => storedState(page)).toEqual(["discarded"]); // recorded once the dialog has closed
    await leaveAtTop(page);
    await page.waitForTimeout(500);
    await expect(dialog).toHaveCount(0);
  });

  test("a creation error returns to step 1 with 'Error during registration. Please try again.'", async ({
    page,
  }) => {
    // Step 1 succeeds on the real server; the profile update is then refused.
    await page.route(`**${API}/campaign-exit-intent/*`, (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: '{"message":"refused"}' }),
    );
    await visit(page, `/${PRESALE}/`);
    await waitArmed(page);
    await leaveAtTop(page);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email Address").fill(uniqueEmail("exit-error"));
    await dialog.getByRole("button", { name: "Sign up" }).click();
    await expect(dialog.getByText("Complete your profile")).toBeVisible();
    await dialog.getByLabel("First Name").fill("Grace");
    await dialog.getByLabel("Last Name").fill("Hopper");
    await dialog.getByRole("button", { name: "Continue" }).click();

    await expect(dialog.getByRole("alert")).toHaveText("Error during registration. Please try again.");
    await expect(dialog.getByRole("button", { name: "Sign up" })).toBeVisible();
    await expect(dialog.getByLabel("Email Address")).toBeVisible();
  });

  test("a registration the server refuses returns to step 1 with the notification", async ({
    page,
    request,
  }) => {
    // The address already belongs to a registered fan: the record takes it, the registration does not.
    const email = uniqueEmail("exit-taken");
    await registerVerifiedFan(request, email);
    await visit(page, `/${PRESALE}/`);
    await waitArmed(page);
    await leaveAtTop(page);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email Address").fill(email);
    await dialog.getByRole("button", { name: "Sign up" }).click();
    await dialog.getByLabel("First Name").fill("Ada");
    await dialog.getByLabel("Last Name").fill("Lovelace");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByLabel("Country").selectOption("au");
    await dialog.getByLabel("Zip/Post code").fill("3000");
    const refused = page.waitForResponse(
      (r) => r.url().endsWith(`${API}/campaign-account`) && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Continue" }).click();
    expect((await refused).status()).toBe(409);
    await expect(dialog.getByRole("alert")).toHaveText("Error during registration. Please try again.");
    await expect(dialog.getByRole("button", { name: "Sign up" })).toBeVisible();
  });

  test("a record the server refuses at step 1 keeps step 1 with the notification", async ({ page }) => {
    await page.route(`**${API}/campaign-exit-intent`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"down"}' }),
    );
    await visit(page, `/${PRESALE}/`);
    await waitArmed(page);
    await leaveAtTop(page);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email Address").fill(uniqueEmail("exit-down"));
    await dialog.getByRole("button", { name: "Sign up" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Error during registration. Please try again.");
    await expect(dialog.getByLabel("Email Address")).toBeVisible();
  });

  test("the mouse leaving through a side or the bottom opens it too", async ({ page }) => {
    await visit(page, `/${PRESALE}/`);
    await waitArmed(page);
    const viewport = page.viewportSize()!;
    await page.mouse.move(viewport.width - 40, viewport.height - 40);
    await page.mouse.move(viewport.width + 20, viewport.height - 40, { steps: 3 });
    await expect(page.getByRole("dialog", { name: "Not quite ready to register?" })).toBeVisible();
  });

  test("the browser's back button opens it, without any click or key on the page first", async ({ page }) => {
    await page.goto("/");
    await visit(page, `/${PRESALE}/`);
    await waitArmed(page);
    await page.goBack();
    await expect(page.getByRole("dialog", { name: "Not quite ready to register?" })).toBeVisible();
    // The page stays where it was: back only left the guard entry.
    await expect(page).toHaveURL(new RegExp(`/${PRESALE}/$`));
    await expect(page.getByRole("button", { name: "Get presale access" })).toBeVisible();
  });

  for (const lang of ["en-us", "ar"] as const) {
    test(`axe finds nothing on the open dialog (${lang})`, async ({ page }) => {
      await visit(page, `/${PRESALE}/?lang=${lang}`);
      await waitArmed(page);
      await leaveAtTop(page);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      if (lang === "ar") {
        await expect(dialog.getByRole("heading", { name: "لست مستعدًا للتسجيل بعد؟" })).toBeVisible();
        await expect(dialog.getByLabel("البريد الإلكتروني", { exact: false }).first()).toBeVisible();
      }
      await axe(page);
    });
  }
});

/** A fan of the presale registered and verified through the API; answers its auth token. */
async function registerVerifiedFan(request: APIRequestContext, email: string): Promise<string> {
  const oid = await campaignOid(request, PRESALE);
  const account = await request.post(`${API}/campaign-account`, {
    data: {
      campaignOid: oid,
      registrationType: "email",
      emailAddress: email,
      firstName: "Ada",
      lastName: "Lovelace",
      postcode: "3000",
    },
  });
  const token = account.headers()["x-auth-token"]!;
  const headers = { "x-auth-token": token };
  const fan = await request.post(`${API}/campaign-fan`, {
    headers,
    data: { uri: PRESALE, registrationType: "email" },
  });
  expect(fan.status()).toBe(202);
  const verify = await request.post(`${API}/fan-email-verify`, {
    headers,
    data: { campaignOid: oid, emailAddress: email, shortCode: await latestCode(request, email) },
  });
  expect(verify.status()).toBe(201);
  return token;
}

test("a known fan never sees the pop-up", async ({ page, request }) => {
  const token = await registerVerifiedFan(request, uniqueEmail("known"));
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`campaign-auth:${origin}${API}`, token],
  );

  await visit(page, `/${PRESALE}/`);
  await page.waitForTimeout(ARMED_AFTER_MS);
  await leaveAtTop(page);
  await page.waitForTimeout(500);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await storedState(page)).toEqual([]);
});

for (const [where, path] of [
  ["an opt-in campaign", "/m/demo-optin/"],
  ["the loader's register modal page", `/${PRESALE}/register?embed=modal`],
] as const) {
  test(`no exit intent on ${where}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading").first()).toBeVisible();
    await page.waitForTimeout(ARMED_AFTER_MS);
    await leaveAtTop(page);
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await storedState(page)).toEqual([]);
  });
}

test("the ended campaign shows the ended sign-up on its finished step; signing up records it", async ({
  page,
}) => {
  await page.goto("/p/demo-ended/");
  await expect(page).toHaveURL(/\/p\/demo-ended\/finished$/);
  // core-journey §8: the ended message of the campaign's type.
  await expect(page.getByRole("heading", { name: "Presale registrations have ended" })).toBeVisible();
  // No pop-up on the finished step.
  await page.waitForTimeout(ARMED_AFTER_MS);
  await leaveAtTop(page);
  await page.waitForTimeout(300);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await axe(page);

  const email = uniqueEmail("ended");
  await page.getByLabel("Email Address").fill(email);
  const created = page.waitForResponse(
    (r) => r.url().endsWith(`${API}/campaign-exit-intent`) && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Sign up" }).click();
  const record = await created;
  expect(record.status()).toBe(201);
  const body = (await record.json()) as { oid: string; intent: string; emailAddress: string };
  expect(body).toMatchObject({ intent: "ended", emailAddress: email });

  await expect(page.getByText("Complete your profile")).toBeVisible();
  await page.getByLabel("First Name").fill("Ada");
  const updated = page.waitForResponse((r) => r.url().endsWith(`${API}/campaign-exit-intent/${body.oid}`));
  await page.getByRole("button", { name: "Continue" }).click();
  expect(((await (await updated).json()) as { firstName: string }).firstName).toBe("Ada");
  await expect(page.getByText("Bonus step")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Your profile is complete.")).toBeVisible();
  await axe(page);

  // The default call-to-action: register and share are closed once a campaign ended, so it leads to the
  // campaign's finished page, with the ended message of its type; focus goes to it.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Your profile is complete.")).toHaveCount(0);
  await expect(page.getByText("Presale registrations have ended")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(page).toHaveURL(/\/p\/demo-ended\/finished$/);
  await axe(page);
});
