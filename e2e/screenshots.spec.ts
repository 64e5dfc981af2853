import { mkdirSync, writeFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { fillWaitlistForm } from "./forms.js";
import { latestCode, uniqueEmail, uniqueMobile } from "./outbox.js";

// Issue 7: mobile and desktop screenshots of landing, register and success for three campaign types,
// attached to the report and kept in test-results/screenshots/ (a CI artifact), axe on every page.

const API = "/api/v1/cn";
const KEPT = "test-results/screenshots";
const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const CAMPAIGNS = ["p/demo-presale", "w/demo-waitlist", "r/demo-rsvp", "o/demo-preorder"] as const;

const axe = async (page: Page, label: string) => {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    label,
  ).toEqual([]);
};

/**
 * A full-page shot draws the sticky action bar where the first viewport ends, over the form; the end
 * of a long form is shot again as the fan sees it, scrolled to the bottom above the bar.
 */
async function shootEnd(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await shoot(page, name, { fullPage: false });
}

/** Waits for the page's screen element to render, then shoots, attaches, keeps and checks it. */
async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.waitForFunction(() =>
    document.querySelector("#app [lang]")?.shadowRoot?.querySelector(".wrapper"),
  );
  await expect(page.locator("#app [lang] .wrapper[role=status]")).toHaveCount(0);
  await page.waitForTimeout(400); // fonts and images settle
  const body = await page.screenshot({ fullPage });
  mkdirSync(KEPT, { recursive: true });
  writeFileSync(`${KEPT}/${name}.png`, body);
  await test.info().attach(name, { body, contentType: "image/png" });
  await axe(page, name);
}

interface LookupAnswer {
  campaign: {
    oid: string;
    registrations: { fields: { key: string; enabled: boolean; optional?: boolean }[] };
  };
}

const SAMPLE: Record<string, string> = {
  firstName: "Ada",
  lastName: "Lovelace",
  postcode: "3000",
  city: "Melbourne",
  state: "VIC",
  address: "1 Example Street",
  country: "au",
  gender: "female",
  dateOfBirth: "1990-01-31",
};

/** A fan of the campaign registered through the API (as e2e/engagement.spec.ts), its token on the page. */
async function registerFan(page: Page, request: APIRequestContext, uri: string): Promise<void> {
  const lookup = (await (
    await request.get(`${API}/campaign-uri?uri=${encodeURIComponent(uri)}`)
  ).json()) as LookupAnswer;
  const { oid, registrations } = lookup.campaign;
  const email = uniqueEmail("shots");
  const data: Record<string, string> = { campaignOid: oid, registrationType: "email", emailAddress: email };
  for (const field of registrations.fields) {
    const sample = SAMPLE[field.key];
    if (field.enabled && sample) data[field.key] = sample;
  }
  const account = await request.post(`${API}/campaign-account`, { data });
  expect(account.status(), await account.text()).toBe(201);
  const token = account.headers()["x-auth-token"]!;
  const headers = { "x-auth-token": token };
  const fan = await request.post(`${API}/campaign-fan`, {
    headers,
    data: { uri, registrationType: "email" },
  });
  expect(fan.status(), await fan.text()).toBeLessThan(300);
  if (fan.status() === 202) {
    const verify = await request.post(`${API}/fan-email-verify`, {
      headers,
      data: { campaignOid: oid, emailAddress: email, shortCode: await latestCode(request, email) },
    });
    expect(verify.status(), await verify.text()).toBe(201);
  }
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`campaign-auth:${origin}${API}`, token],
  );
}

/** The waitlist registers by mobile number with a texted code: through its form (registration.spec.ts). */
async function registerByMobile(page: Page, request: APIRequestContext): Promise<void> {
  const national = uniqueMobile();
  await fillWaitlistForm(page, national, false);
  await page.getByLabel("Verification code").fill(await latestCode(request, `+61${national.slice(1)}`));
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Mobile number confirmed")).toBeVisible();
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`given a ${device} viewport (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport });
    for (const uri of CAMPAIGNS) {
      const slug = uri.replace("/", "-");
      test(`${uri}: landing, register and success are shot and axe clean`, async ({ page, request }) => {
        await page.goto(`/${uri}/`);
        await shoot(page, `${slug}-landing-${device}`);
        await page.goto(`/${uri}/register`);
        await shoot(page, `${slug}-register-${device}`);
        await shootEnd(page, `${slug}-register-end-${device}`);
        if (uri === "w/demo-waitlist") await registerByMobile(page, request);
        else await registerFan(page, request, uri);
        await page.goto(`/${uri}/success`);
        await expect(page).toHaveURL(new RegExp(`/${uri}/success$`));
        await shoot(page, `${slug}-success-${device}`);
      });
    }
  });
}

test.describe("given the Arabic campaign on a phone", () => {
  test.use({ viewport: VIEWPORTS.mobile });
  test("p/demo-arabic landing and register are right to left, shot and axe clean", async ({ page }) => {
    await page.goto("/p/demo-arabic/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await shoot(page, "p-demo-arabic-landing-mobile");
    await page.goto("/p/demo-arabic/register");
    await expect(page.locator("#app [lang] .wrapper").first()).toHaveAttribute("dir", "rtl");
    await shoot(page, "p-demo-arabic-register-mobile");
    await shootEnd(page, "p-demo-arabic-register-end-mobile");
  });
});
