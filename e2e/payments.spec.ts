import type { APIRequestContext, Page } from "@playwright/test";
import { axe } from "./axe.js";
import { expect, test } from "./csp.js";
import { fillCard } from "./forms.js";
import { uniqueEmail } from "./outbox.js";

// Issue 5 end to end on the real server and its local test gateway (CONTRACT.md "Payments in demo
// mode"): card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.

const API = "/api/v1/cn";
const GOOD_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";
const GENERAL_FAILURE = "Payment failed - please check your details or try again later.";

interface Fan {
  campaignOid: string;
  fanOid: string;
  email: string;
  headers: Record<string, string>;
}

interface PricingProduct {
  key: string;
  name: string;
  amount: number;
}

async function lookup(request: APIRequestContext, uri: string) {
  const answer = await request.get(`${API}/campaign-uri?uri=${encodeURIComponent(uri)}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as {
    campaign: { oid: string; settings: { payment?: { pricingModel?: { products?: PricingProduct[] } } } };
  };
}

/**
 * Registers a fan through the API (faster than the form, which registration.spec.ts covers) and hands
 * its token to the page, where the API client keeps it (sdk/api/client-registry.ts).
 */
async function registerFan(page: Page, request: APIRequestContext, uri: string): Promise<Fan> {
  const { campaign } = await lookup(request, uri);
  const email = uniqueEmail(uri.replace(/\W/g, "-"));
  const account = await request.post(`${API}/campaign-account`, {
    data: {
      campaignOid: campaign.oid,
      registrationType: "email",
      emailAddress: email,
      firstName: "Ada",
      lastName: "Lovelace",
    },
  });
  expect(account.status()).toBe(201);
  const token = account.headers()["x-auth-token"];
  expect(token).toBeTruthy();
  const headers = { "x-auth-token": token! };
  const fan = await request.post(`${API}/campaign-fan`, {
    headers,
    data: { uri, registrationType: "email" },
  });
  expect(fan.status()).toBe(201);
  const { oid } = (await fan.json()) as { oid: string };
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [`campaign-auth:${origin}${API}`, token!],
  );
  return { campaignOid: campaign.oid, fanOid: oid, email, headers };
}

/** The session storage keys starting with `prefix` (the per-campaign carts: core-journey §9). */
const sessionKeys = (page: Page, prefix: string) =>
  page.evaluate((start) => Object.keys(sessionStorage).filter((key) => key.startsWith(start)), prefix);

async function serverIntent(request: APIRequestContext, fan: Fan) {
  const answer = await request.get(`${API}/campaign-fan/${fan.campaignOid}/payment-intent`, {
    headers: fan.headers,
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { id: string; amount: number; currency: string; status?: string };
}

async function receipts(request: APIRequestContext, email: string): Promise<number> {
  const answer = await request.get(`/__dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await answer.json()) as { messages: { kind: string }[] };
  return messages.filter((m) => m.kind === "receipt").length;
}

test.describe("given the paid presale p/demo-paid (25.00 AUD)", () => {
  test("a visitor registers, pays with 4242… and arrives at the next step", async ({ page, request }) => {
    await page.goto("/p/demo-paid/register");
    const email = uniqueEmail("paid");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    for (const box of await page.getByRole("checkbox").all()) await box.check();
    await page.getByRole("button", { name: "Register and pay" }).click();

    await expect(page).toHaveURL(/\/p\/demo-paid\/payment$/);
    await expect(page.getByText("Your card will be charged AUD $25.00")).toBeVisible();
    await expect(page.getByText(/^Test mode, no real payment/)).toBeVisible();
    await axe(page);
    // The summary's code is fetched while the card form shows, before the fan pays: at the success it is
    // there, and does not push "Continue" down under a tap.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .some((entry) => /\/order-summary-[\w-]+\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);

    await fillCard(page, GOOD_CARD);
    await page.getByLabel("Security code (CVC)").press("Enter");
    await expect(page.getByText("Payment Successful. A receipt will be emailed to you")).toBeVisible();
    // issue 20: a thank-you and the order's summary (items, total, reference) before the next step.
    await expect(page.getByText("Thank you for your order!")).toBeVisible();
    const order = page.getByRole("region", { name: "Order summary" });
    await expect(order.getByRole("listitem")).toHaveText([/AUD \$25\.00$/]);
    await expect(order.getByText("Total")).toBeVisible();
    await expect(order.getByText(/^tgpi_/)).toBeVisible();
    await axe(page, "order summary");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/p\/demo-paid\/share$/);
    await expect.poll(() => receipts(request, email)).toBe(1);
  });

  test("once paid, the payment route redirects to the campaign's index page", async ({ page, request }) => {
    await registerFan(page, request, "p/demo-paid");
    await page.goto("/p/demo-paid/payment");
    await fillCard(page, GOOD_CARD);
    await page.getByRole("button", { name: "Pay AUD $25.00" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/p\/demo-paid\/share$/);
    const flag = await page.evaluate(() =>
      Object.keys(sessionStorage).find((k) => k.includes("payment-successful")),
    );
    expect(flag).toBeTruthy();

    // core-journey §4: the payment page redirects to the index when already paid (the session flag).
    await page.goto("/p/demo-paid/payment");
    await expect(page).toHaveURL(/\/p\/demo-paid\/$/);
    await expect(page.getByLabel("Card number")).toHaveCount(0);
  });

  test("a declined card shows the failure message and charges nothing; a good card then succeeds", async ({
    page,
    request,
  }) => {
    const fan = await registerFan(page, request, "p/demo-paid");
    await page.goto("/p/demo-paid/payment");
    const pay = page.getByRole("button", { name: "Pay AUD $25.00" });

    // core-journey §5: the name on card is required; card-field errors are the provider's, without the full stop.
    await pay.click();
    await expect(page.getByText("Your Name on card is required")).toBeVisible();
    await page.getByLabel("Name on card").fill("Ada Lovelace");
    await page.getByLabel("Card number").fill(GOOD_CARD);
    await pay.click();
    await expect(page.getByText("Your card's expiration date is incomplete", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Payment failed/)).toHaveCount(0);
    await expect(page.getByLabel("Expiry date (MM/YY)")).toHaveAttribute("aria-invalid", "true");
    await axe(page);

    await fillCard(page, DECLINED_CARD);
    await pay.click();
    // core-journey §5, §8: the provider's reason alone, without its full stop; no general failure then.
    await expect(page.getByRole("alert").filter({ hasText: "declined" })).toHaveText(
      "Your card was declined",
    );
    await expect(page.getByText(/Payment failed/)).toHaveCount(0);
    await expect(page.getByText(/card was declined/)).toHaveCount(1);
    // The typed card details stay for another try.
    await expect(page.getByLabel("Card number")).toHaveValue(DECLINED_CARD);
    await expect(page.getByLabel("Name on card")).toHaveValue("Ada Lovelace");
    await axe(page);
    expect((await serverIntent(request, fan)).status).toBe("requires_payment_method");
    expect(await receipts(request, fan.email)).toBe(0);
    await expect(page).toHaveURL(/\/payment$/);

    await fillCard(page, GOOD_CARD);
    await pay.click();
    await expect(page.getByText("Payment Successful. A receipt will be emailed to you")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/p\/demo-paid\/share$/);
    expect((await serverIntent(request, fan)).status).toBe("succeeded");
    await expect.poll(() => receipts(request, fan.email)).toBe(1);
  });

  test("the card fields check like Stripe's Elements as the fan types, and a decline names its reason", async ({
    page,
    request,
  }) => {
    const fan = await registerFan(page, request, "p/demo-paid");
    await page.goto("/p/demo-paid/payment");
    const number = page.getByLabel("Card number");
    const expiry = page.getByLabel("Expiry date (MM/YY)");
    const cvc = page.getByLabel("Security code (CVC)");

    // A whole number failing the Luhn check is said at once; an unfinished CVC once the fan leaves it.
    await number.fill("4242 4242 4242 4241");
    await expect(page.getByText("Your card number is invalid", { exact: true })).toBeVisible();
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await number.fill(GOOD_CARD);
    await expect(page.getByText("Your card number is invalid", { exact: true })).toHaveCount(0);
    await expiry.fill("01/20");
    await expect(page.getByText("Your card's expiration date is in the past", { exact: true })).toBeVisible();
    await cvc.fill("12");
    await expect(page.getByText("Your card's security code is incomplete", { exact: true })).toHaveCount(0);
    await cvc.blur();
    await expect(page.getByText("Your card's security code is incomplete", { exact: true })).toBeVisible();
    await axe(page, "card fields with their messages");

    // Stripe's insufficient-funds test card: its reason alone, in the catalogue's words, no full stop.
    await page.getByLabel("Name on card").fill("Ada Lovelace");
    await fillCard(page, "4000 0000 0000 9995");
    await page.getByRole("button", { name: "Pay AUD $25.00" }).click();
    await expect(page.getByText("Your card has insufficient funds", { exact: true })).toBeVisible();
    await expect(page.getByText(GENERAL_FAILURE)).toHaveCount(0);
    expect((await serverIntent(request, fan)).status).toBe("requires_payment_method");

    // A failure the provider gives no reason for: the general failure alone.
    await page.route(`**${API}/test-gateway/confirm`, (route) =>
      route.fulfill({ status: 200, json: { error: { type: "api_error", code: "processing_error" } } }),
    );
    await page.getByRole("button", { name: "Pay AUD $25.00" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Payment failed" })).toHaveText(GENERAL_FAILURE);
    await expect(page.getByText(/insufficient funds/)).toHaveCount(0);
  });

  test("double-clicking Pay results in exactly one succeeded payment", async ({ page, request }) => {
    const fan = await registerFan(page, request, "p/demo-paid");
    const confirms: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(`${API}/test-gateway/confirm`)) confirms.push(r.url());
    });
    await page.goto("/p/demo-paid/payment");
    await fillCard(page, GOOD_CARD);
    await page.getByRole("button", { name: "Pay AUD $25.00" }).dblclick();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/p\/demo-paid\/share$/);

    expect(confirms).toHaveLength(1);
    const intent = await serverIntent(request, fan);
    expect(intent).toMatchObject({ amount: 2500, currency: "AUD", status: "succeeded" });
    await expect.poll(() => receipts(request, fan.email)).toBe(1);
    const fanAnswer = await request.get(`${API}/campaign-fan/${fan.campaignOid}`, { headers: fan.headers });
    const { completedActions } = (await fanAnswer.json()) as {
      completedActions: { type: string; validated: boolean }[];
    };
    expect(completedActions.filter((a) => a.type === "payment" && a.validated)).toHaveLength(1);
  });

  test("reloading while the card is being confirmed results in exactly one succeeded payment", async ({
    page,
    request,
  }) => {
    const fan = await registerFan(page, request, "p/demo-paid");
    await page.goto("/p/demo-paid/payment");
    await fillCard(page, GOOD_CARD);
    // Hold the confirmation until the page is reloading, then let it reach the server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached!: () => void;
    const confirming = new Promise<void>((resolve) => {
      reached = resolve;
    });
    await page.route(`**${API}/test-gateway/confirm`, async (route) => {
      reached();
      await held;
      await route.continue().catch(() => {}); // the reload may have cancelled it: then nothing was charged
    });
    await page.getByRole("button", { name: "Pay AUD $25.00" }).click();
    await confirming;
    const reloading = page.reload();
    release();
    await reloading;
    await page.unroute(`**${API}/test-gateway/confirm`);

    // Either the payment went through and the payment route moves on (the fan has paid: core-journey §4
    // sends it to the index page), or it never reached the processor and the fan pays once more.
    const paying = /\/p\/demo-paid\/payment$/;
    const pay = page.getByRole("button", { name: "Pay AUD $25.00" });
    await expect.poll(async () => !paying.test(page.url()) || (await pay.isVisible())).toBe(true);
    if (paying.test(page.url())) {
      await fillCard(page, GOOD_CARD);
      await pay.click();
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL(/\/p\/demo-paid\/share$/);
    }
    const intent = await serverIntent(request, fan);
    expect(intent).toMatchObject({ amount: 2500, currency: "AUD", status: "succeeded" });
    await expect.poll(() => receipts(request, fan.email)).toBe(1);
    const fanAnswer = await request.get(`${API}/campaign-fan/${fan.campaignOid}`, { headers: fan.headers });
    const { completedActions } = (await fanAnswer.json()) as {
      completedActions: { type: string; validated: boolean }[];
    };
    expect(completedActions.filter((a) => a.type === "payment" && a.validated)).toHaveLength(1);
  });

  test("while the intent loads it says so; a failing server is tried twice, then 'try again' works", async ({
    page,
    request,
  }) => {
    await registerFan(page, request, "p/demo-paid");
    let attempts = 0;
    await page.route(`**${API}/campaign-fan/*/payment-intent`, async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      attempts += 1;
      await new Promise((resolve) => setTimeout(resolve, 400));
      return route.fulfill({ status: 500, json: { message: "boom", statusCode: 500 } });
    });
    await page.goto("/p/demo-paid/payment");
    await expect(page.getByText("Loading payment information - please wait.")).toBeVisible();
    await expect(
      page.getByText("The server encountered an error while setting up payment. No payment has been made."),
    ).toBeVisible();
    await expect(page.getByText("Please try again.")).toBeVisible();
    expect(attempts).toBe(2);
    await axe(page);

    await page.unroute(`**${API}/campaign-fan/*/payment-intent`);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("Your card will be charged AUD $25.00")).toBeVisible();
  });

  test("an intent the processor is still settling says the payment is already processing", async ({
    page,
    request,
  }) => {
    await registerFan(page, request, "p/demo-paid");
    await page.route(`**${API}/campaign-fan/*/payment-intent`, (route) =>
      route.request().method() === "GET"
        ? route.fulfill({
            status: 200,
            json: {
              id: "tgpi_settling",
              clientSecret: "tgpi_settling_secret_x",
              amount: 2500,
              currency: "AUD",
              status: "processing",
            },
          })
        : route.fallback(),
    );
    await page.goto("/p/demo-paid/payment");
    await expect(page.getByText("Payment already processing. Please wait.")).toBeVisible();
    await expect(page.getByLabel("Card number")).toHaveCount(0);
    await axe(page);
  });
});

test.describe("given the pre-order o/demo-preorder (USD)", () => {
  test("quantities respect maxQuantity, TOTAL adds up, zero blocks continue, and the server prices the intent", async ({
    page,
    request,
  }) => {
    const fan = await registerFan(page, request, "o/demo-preorder");
    await page.goto("/o/demo-preorder/product");
    const lp = page.getByRole("combobox", { name: "Quantity Aurora (gatefold vinyl LP)" });
    const poster = page.getByRole("combobox", { name: "Quantity Signed tour poster" });
    const total = page.getByTestId("total");
    const next = page.getByRole("button", { name: "Continue" });

    await expect(page.getByText("USD $34.99")).toBeVisible();
    await expect(page.getByText("180 g aurora-green vinyl, numbered.")).toBeVisible();
    await expect(total).toHaveText("TOTAL USD $0.00");
    await expect(next).toBeDisabled();
    await expect(page.getByText("Choose at least one item to continue")).toBeVisible();
    await axe(page);

    expect(await poster.locator("option").allTextContents()).toEqual(["0", "1", "2", "3", "4"]);
    expect(await lp.locator("option").count()).toBe(100);

    await lp.selectOption("2");
    await poster.selectOption("3");
    await expect(total).toHaveText("TOTAL USD $129.95");
    await expect(next).toBeEnabled();
    await lp.selectOption("0");
    await poster.selectOption("0");
    await expect(next).toBeDisabled();
    await lp.selectOption("2");
    await poster.selectOption("3");
    await next.click();

    await expect(page).toHaveURL(/\/o\/demo-preorder\/payment$/);
    await expect(page.getByText("Your card will be charged USD $129.95")).toBeVisible();
    await axe(page);
    const products = (await lookup(request, "o/demo-preorder")).campaign.settings.payment?.pricingModel
      ?.products;
    const price = (key: string) => products?.find((p) => p.key === key)?.amount ?? Number.NaN;
    const intent = await serverIntent(request, fan);
    expect(intent.amount).toBe(2 * price("aurora-lp") + 3 * price("signed-poster"));
    expect(intent.currency).toBe("USD");

    // Back to the basket: it is kept; a new quantity updates the intent's amount.
    await page.goBack();
    await expect(page).toHaveURL(/\/product$/);
    await expect(lp).toHaveValue("2");
    await poster.selectOption("1");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Your card will be charged USD $89.97")).toBeVisible();
    const updated = await serverIntent(request, fan);
    expect(updated).toMatchObject({ id: intent.id, amount: 2 * price("aurora-lp") + price("signed-poster") });

    await fillCard(page, GOOD_CARD);
    await page.getByRole("button", { name: "Pay USD $89.97" }).click();
    await expect(page.getByText("Payment Successful. A receipt will be emailed to you")).toBeVisible();
    const order = page.getByRole("region", { name: "Order summary" });
    await expect(order.getByRole("listitem")).toHaveCount(2);
    await expect(order.getByText("Qty 2")).toBeVisible();
    await expect(order.getByText("USD $89.97")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/o\/demo-preorder\/success$/);
  });

  test("the basket is kept in the session as it changes: a reload keeps the quantities", async ({
    page,
    request,
  }) => {
    const fan = await registerFan(page, request, "o/demo-preorder");
    await page.goto("/o/demo-preorder/product");
    const lp = page.getByRole("combobox", { name: "Quantity Aurora (gatefold vinyl LP)" });
    const poster = page.getByRole("combobox", { name: "Quantity Signed tour poster" });
    await lp.selectOption("2");
    await poster.selectOption("3");
    await expect(page.getByTestId("total")).toHaveText("TOTAL USD $129.95");

    // core-journey §3: the cart is kept per campaign in the session, before any Continue.
    await page.reload();
    await expect(lp).toHaveValue("2");
    await expect(poster).toHaveValue("3");
    await expect(page.getByTestId("total")).toHaveText("TOTAL USD $129.95");
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
    await poster.selectOption("0");
    await page.reload();
    await expect(lp).toHaveValue("2");
    await expect(poster).toHaveValue("0");

    // Back to nothing: nothing is kept, and the payment step sends the fan back here.
    await lp.selectOption("0");
    expect(await sessionKeys(page, "campaign-cart:")).toEqual([]);

    // core-journey §8 "Cart unreadable": stored data that is not a cart is emptied, never a crash.
    for (const stored of ["{not json", JSON.stringify({ currency: "usd", totalAmount: -5, products: "x" })]) {
      await page.evaluate(
        ([key, value]) => sessionStorage.setItem(key!, value!),
        [`campaign-cart:${fan.campaignOid}`, stored],
      );
      await page.reload();
      await expect(page.getByTestId("total")).toHaveText("TOTAL USD $0.00");
      await expect(lp).toHaveValue("0");
      expect(await sessionKeys(page, "campaign-cart:")).toEqual([]);
    }
  });

  test("a tampered basket is refused by the server: invalid payment payload", async ({ page, request }) => {
    const fan = await registerFan(page, request, "o/demo-preorder");
    await page.goto("/o/demo-preorder/product");
    await page.evaluate((campaignOid) => {
      const cart = {
        currency: "USD",
        totalAmount: 2,
        products: [{ key: "aurora-lp", quantity: 2, name: "Aurora (gatefold vinyl LP)", unitPrice: 1 }],
      };
      sessionStorage.setItem(`campaign-cart:${campaignOid}`, JSON.stringify(cart));
    }, fan.campaignOid);
    await page.goto("/o/demo-preorder/payment");
    await expect(page.getByText("Invalid payment payload. Please try again")).toBeVisible();
    await expect(page.getByLabel("Card number")).toHaveCount(0);
    const answer = await request.get(`${API}/campaign-fan/${fan.campaignOid}/payment-intent`, {
      headers: fan.headers,
    });
    expect(answer.status()).toBe(404);
  });

  test("an empty basket sends the payment step back to the products", async ({ page, request }) => {
    await registerFan(page, request, "o/demo-preorder");
    await page.goto("/o/demo-preorder/payment");
    await expect(page).toHaveURL(/\/o\/demo-preorder\/product$/);
    await expect(page.getByTestId("total")).toHaveText("TOTAL USD $0.00");
  });
});

test.describe("given the donation d/demo-donate (EUR, minimum 5.00)", () => {
  test("below 5.00 EUR is refused with a message; 12.50 goes through", async ({ page, request }) => {
    const fan = await registerFan(page, request, "d/demo-donate");
    await page.goto("/d/demo-donate/donate");
    const amount = page.getByLabel("Donation amount");
    const next = page.getByRole("button", { name: "Continue" });
    await expect(page.getByText("€", { exact: true })).toBeVisible();
    await expect(page.getByText("Minimum EUR €5.00")).toBeVisible();
    await expect(next).toBeDisabled();
    await axe(page);

    await amount.fill("0");
    await expect(next).toBeDisabled();
    await amount.fill("4.99");
    await amount.blur();
    await expect(page.getByText("The minimum amount is EUR €5.00")).toBeVisible();
    await expect(next).toBeDisabled();
    await axe(page);
    await amount.fill("12.505");
    await amount.blur();
    await expect(page.getByText("Your Donation amount is in the wrong format")).toBeVisible();

    await amount.fill("12.50");
    await amount.blur();
    await expect(page.getByText(/The minimum amount|wrong format/)).toHaveCount(0);
    await next.click();
    await expect(page).toHaveURL(/\/d\/demo-donate\/payment$/);
    await expect(page.getByText("Your card will be charged EUR €12.50")).toBeVisible();
    expect(await serverIntent(request, fan)).toMatchObject({ amount: 1250, currency: "EUR" });

    await fillCard(page, GOOD_CARD);
    await page.getByRole("button", { name: "Pay EUR €12.50" }).click();
    await expect(page.getByText("Payment Successful. A receipt will be emailed to you")).toBeVisible();
    await expect(page.getByText("Thank you for your donation!")).toBeVisible();
    await expect(page.getByRole("region", { name: "Order summary" }).getByRole("listitem")).toHaveText([
      "Donation amountEUR €12.50",
    ]);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/d\/demo-donate\/success$/);
    await expect.poll(() => receipts(request, fan.email)).toBe(1);
    // core-journey §4 "On success": the cart is removed.
    const carts = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((k) => k.startsWith("campaign-cart:")),
    );
    expect(carts).toEqual([]);
  });

  test("the amount is kept in the session once valid: a reload keeps it", async ({ page, request }) => {
    await registerFan(page, request, "d/demo-donate");
    await page.goto("/d/demo-donate/donate");
    const amount = page.getByLabel("Donation amount");
    await amount.fill("12.50");
    await page.reload();
    await expect(amount).toHaveValue("12.50");
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
    // Below the minimum is not a cart to pay: nothing is kept.
    await amount.fill("4");
    await page.reload();
    await expect(amount).toHaveValue("");
  });
});

test.describe("given the yen pre-order o/demo-yen (JPY, no decimals)", () => {
  test("prices and totals show whole yen", async ({ page, request }) => {
    await registerFan(page, request, "o/demo-yen");
    await page.goto("/o/demo-yen/product");
    await expect(page.getByText("JPY ￥4,000")).toBeVisible();
    await expect(page.getByText("JPY ￥2,500")).toBeVisible();
    await expect(page.getByTestId("total")).toHaveText("TOTAL JPY ￥0");
    expect(await page.getByRole("combobox", { name: "Quantity Tour towel" }).locator("option").count()).toBe(
      11,
    );
    await page.getByRole("combobox", { name: "Quantity Tour towel" }).selectOption("3");
    await page.getByRole("combobox", { name: "Quantity Tokyo Night T-shirt" }).selectOption("1");
    await expect(page.getByTestId("total")).toHaveText("TOTAL JPY ￥11,500");
    await axe(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Your card will be charged JPY ￥11,500")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay JPY ￥11,500" })).toBeVisible();
  });
});
