import { axe } from "./axe.js";
import { expect, test } from "./csp.js";
import { fillPresaleForm, fillWaitlistForm } from "./forms.js";
import { latestCode, uniqueEmail, uniqueMobile } from "./outbox.js";
import { visit } from "./served-screen.js";

test.describe("given the presale campaign (email with a 6-character code)", () => {
  test("a visitor registers, verifies with the emailed code and arrives at the share step", async ({
    page,
    request,
  }) => {
    // The element's events (campaign:*) bubble out of its shadow root up to the document, where a page can listen.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenEvents: string[] }).seenEvents = seen;
      for (const type of ["registered", "verified", "error"])
        document.addEventListener(`campaign:${type}`, (event) => {
          if ((event.target as Element).localName === "campaign-register") seen.push(type);
        });
    });
    const seenEvents = () => page.evaluate(() => (window as unknown as { seenEvents: string[] }).seenEvents);
    await page.goto("/p/demo-presale/");
    await page.getByRole("button", { name: "Get presale access" }).click();
    await expect(page).toHaveURL(/\/p\/demo-presale\/register$/);
    await axe(page);

    const email = uniqueEmail("presale");
    await fillPresaleForm(page, email);
    await page.getByRole("button", { name: "Get presale access" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await axe(page);

    expect(await seenEvents()).toEqual(["registered"]);

    const send = page.getByRole("button", { name: "Send", exact: true });
    await page.getByLabel("Verification code").fill("ABC");
    await expect(send).toBeDisabled();
    await page.getByLabel("Verification code").fill("ABCDEF");
    await send.click();
    await expect.poll(seenEvents).toEqual(["registered", "error"]);
    await page.getByLabel("Verification code").fill((await latestCode(request, email)).toLowerCase());
    await send.click();

    await expect(page).toHaveURL(/\/p\/demo-presale\/share$/);
    expect(await seenEvents()).toEqual(["registered", "error", "verified"]);
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    await expect(page.getByRole("button", { name: "Share on Facebook" })).toBeVisible();
  });

  test("a wrong code says so, and repeated wrong codes lock with a countdown", async ({ page, request }) => {
    await page.goto("/p/demo-presale/register");
    const email = uniqueEmail("wrong-code");
    await fillPresaleForm(page, email);
    await page.getByRole("button", { name: "Get presale access" }).click();
    const right = await latestCode(request, email);
    const wrong = right === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    const send = page.getByRole("button", { name: "Send", exact: true });

    await page.getByLabel("Verification code").fill(wrong);
    await send.click();
    await expect(page.getByText("Invalid verification code, please try again")).toBeVisible();

    for (let attempt = 0; attempt < 6; attempt++) {
      if (await page.getByText(/Too many verification attempts/).isVisible()) break;
      await page.getByLabel("Verification code").fill(wrong);
      if (await send.isDisabled()) break;
      await send.click();
      await page.waitForTimeout(300);
    }
    // core-journey §4, §8: the message, then 'retry in N seconds' (e2e/code-lockout.spec.ts has the rest).
    await expect(page.getByRole("alert")).toHaveText(
      "Too many verification attempts. Please wait 5 minutes before trying again.",
    );
    const countdown = page.getByTestId("retry-in");
    await expect(countdown).toHaveText(/^retry in \d+ seconds$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? "", { timeout: 3000 });
    await expect(send).toBeDisabled();
  });

  test("field messages appear on blur with the spec's wording, and the form keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/p/demo-presale/register");
    const email = page.getByLabel("Email Address");
    await email.fill("fan+tag@example.com");
    await email.blur();
    await expect(page.getByText("Your Email Address is invalid")).toBeVisible();
    await email.fill("not an email");
    await email.blur();
    await expect(page.getByText("Your Email Address is in the wrong format")).toBeVisible();
    await page.getByLabel("First Name").focus();
    await page.getByLabel("First Name").blur();
    await expect(page.getByText("Your First Name is required")).toBeVisible();

    await page.getByRole("button", { name: "Get presale access" }).click();
    await expect(page.getByText("Your Last Name is required")).toBeVisible();
    await expect(page.getByText("Field is required")).toBeVisible();
    await expect(email).toHaveValue("not an email");
  });

  test("the whole registration can be done with the keyboard alone", async ({ page, request }) => {
    await page.goto("/p/demo-presale/register");
    const email = uniqueEmail("keyboard");
    await page.getByLabel("Email Address").focus();
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Grace");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hopper");
    await page.keyboard.press("Tab"); // calling code
    await page.keyboard.press("Tab"); // mobile (optional)
    await page.keyboard.press("Tab");
    await page.keyboard.type("2000");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space"); // email updates
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space"); // privacy policy
    await page.keyboard.press("Enter"); // submits the form
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await page.getByLabel("Verification code").focus();
    await page.keyboard.type(await latestCode(request, email));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/share$/);
  });
});

test.describe("given the waitlist campaign (mobile number with a 5-character text code)", () => {
  test("a visitor registers by mobile number with custom fields of every type, the optional one empty", async ({
    page,
    request,
  }) => {
    await page.goto("/w/demo-waitlist/register");
    const national = uniqueMobile();
    await fillWaitlistForm(page, national);
    await axe(page);
    const e164 = `+61${national.slice(1)}`;
    await page.getByLabel("Verification code").fill("ZZZZZ");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText("Invalid verification code, please try again")).toBeVisible();
    await page.getByLabel("Verification code").fill(await latestCode(request, e164));
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText("Mobile number confirmed")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/w\/demo-waitlist\/share$/);
  });
});

test.describe("given a form with phone, custom and date fields", () => {
  test("each kind of field says what is wrong, in the spec's words", async ({ page }) => {
    await page.goto("/w/demo-waitlist/register");
    const mobile = page.getByLabel("Mobile Number");
    await mobile.fill("12ab");
    await mobile.blur();
    await expect(page.getByText("Your Mobile Number is not valid")).toBeVisible();
    await page.getByLabel("Tickets needed").fill("two");
    await page.getByLabel("Tickets needed").blur();
    await expect(page.getByText("Your Tickets needed is invalid")).toBeVisible();
    const firstShow = page.getByLabel("Date of your first Velvet Comets show");
    await firstShow.fill("14/2/2019");
    await firstShow.blur();
    await expect(page.getByText("Invalid date format")).toBeVisible();
    await page
      .getByRole("button", { name: /Register|Join/ })
      .last()
      .click();
    await expect(page.getByText("Your Favourite Velvet Comets song is required")).toBeVisible();
    await expect(page.getByText("Your City you'd attend is required")).toBeVisible();
    await expect(page.getByText("Also interested in is required")).toHaveCount(0);
    await expect(mobile).toHaveValue("12ab");
  });
});

test.describe("given the opt-in campaign", () => {
  test("it lands on register without header or progress bar", async ({ page }) => {
    await visit(page, "/m/demo-optin/");
    await expect(page.getByRole("button", { name: "Keep me posted" })).toBeVisible();
    await expect(page.locator("campaign-register [part=header]")).toHaveCount(0);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await axe(page);
  });
});

test.describe("given the Arabic campaign", () => {
  test("the register screen is right-to-left and in Arabic", async ({ page }, testInfo) => {
    await visit(page, "/p/demo-arabic/register");
    const wrapper = page.locator("campaign-register .wrapper");
    await expect(wrapper).toHaveAttribute("dir", "rtl");
    await expect(wrapper).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { name: "التسجيل" })).toBeVisible();
    await axe(page);
    await page.screenshot({ path: testInfo.outputPath("register-ar.png"), fullPage: true });
  });
});
