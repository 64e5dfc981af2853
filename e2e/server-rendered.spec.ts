import type { Page, Route } from "@playwright/test";
import { DEMO_PORT } from "../playwright.config.js";
import { axe } from "./axe.js";
import { expect, test } from "./csp.js";
import { fillPresaleForm, fillWaitlistForm } from "./forms.js";
import { uniqueEmail, uniqueMobile } from "./outbox.js";
import { openWithTakeoverHeld } from "./served-screen.js";

// Issue 22: the server renders the first screen (declarative shadow DOM) into the page; the element's
// code takes it over without a flash, a layout shift or losing what the fan typed.

/** The HTML as sent, without its scripts (the embedded campaign JSON among them): what shows with no code. */
async function servedText(page: Page, path: string): Promise<string> {
  const answer = await page.request.get(path);
  expect(answer.status()).toBe(200);
  return (await answer.text()).replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
}

/** Holds the site's code (every element loads through it) until `release` is called. */
async function holdSiteCode(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  await page.route(/\/site\/main(\.[\w-]{8})?\.js$/, (route) => {
    held.push(route);
  });
  return async () => {
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(/\/site\/main(\.[\w-]{8})?\.js$/);
  };
}

/** Whether the element's own render has replaced the served markup (elements/runtime/served-screen.ts). */
const clientShows = (page: Page, tag: string) =>
  page.waitForFunction(
    (tag) => document.querySelector(tag)?.shadowRoot?.querySelector("[data-client-screen]:not([hidden])"),
    tag,
  );

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
  "&nbsp;": "\u00a0",
};

/** The pages `npm run bench` measures with Lighthouse (bench/page-speed.mjs). */
const MEASURED_PAGES = ["p/demo-presale", "w/demo-waitlist", "o/demo-preorder"].flatMap((uri) => [
  `/${uri}`,
  `/${uri}/register`,
]);

test.describe("the first screen in the first answer", () => {
  test("each measured page's HTML carries the screen's title, button and field labels", async ({ page }) => {
    const register = await servedText(page, "/p/demo-presale/register");
    for (const text of ["Velvet Comets", "Email Address", "First Name", "Get presale access"]) {
      expect(register, text).toContain(text);
    }
    const landing = await servedText(page, "/p/demo-presale");
    expect(landing).toContain("<campaign-welcome");
    expect(landing).toContain("Velvet Comets");
    const optin = await servedText(page, "/m/demo-optin");
    expect(optin).toContain("<campaign-register");
    expect(optin).toContain("Email Address");
    const competition = await servedText(page, "/c/demo-competition/register");
    expect(competition).toContain("Email Address");
    const arabic = await servedText(page, "/p/demo-arabic");
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
  });

  test("with no code yet the screen shows, is axe clean, and keeps what the fan typed once the code runs", async ({
    page,
  }) => {
    const release = await holdSiteCode(page);
    // DOMContentLoaded waits for the held module script: the page is used as soon as it has arrived.
    await page.goto("/p/demo-presale/register", { waitUntil: "commit" });
    // The served markup alone: no element is defined.
    expect(await page.evaluate(() => customElements.get("campaign-register"))).toBeUndefined();
    await expect(page.getByRole("button", { name: "Get presale access" })).toBeVisible();
    await axe(page, "server-rendered register");
    const email = uniqueEmail("served");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("First Name").focus();

    await release();
    await clientShows(page, "campaign-register");
    await expect(page.getByLabel("Email Address")).toHaveValue(email);
    await expect(page.getByLabel("First Name")).toHaveValue("Ada");
    await expect(page.getByLabel("First Name")).toBeFocused();
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Zip/Post code").fill("3000");
    await page.getByLabel("Email", { exact: true }).check();
    await page.getByLabel("I agree to the privacy policy").check();
    await page.getByRole("button", { name: "Get presale access" }).click();
    await expect(page.getByLabel("Verification code")).toBeVisible();
  });

  test("while the element's own render waits to take over, the page holds one copy of each field", async ({
    page,
  }) => {
    // The takeover's code held: the element has rendered its own screen, but cannot swap it in yet.
    const releaseTakeover = await openWithTakeoverHeld(page, "/p/demo-presale/register");
    await expect(page.locator("campaign-register[data-first-screen]")).toHaveCount(1);
    // A password manager or a test finding the field by its label or its id finds one.
    await expect(page.getByLabel("Email Address")).toHaveCount(1);
    await expect(page.locator("campaign-register #emailAddress")).toHaveCount(1);
    const email = uniqueEmail("one-copy");
    await page.getByLabel("Email Address").fill(email);
    await releaseTakeover();
    await clientShows(page, "campaign-register");
    await expect(page.locator("campaign-register #emailAddress")).toHaveCount(1);
    await expect(page.getByLabel("Email Address")).toHaveValue(email);
  });

  test("a slow tap on the served button is not cut in two by the takeover: the press keeps the served screen", async ({
    page,
  }) => {
    const releaseTakeover = await openWithTakeoverHeld(page, "/p/demo-presale/register");
    await fillPresaleForm(page, uniqueEmail("slow-tap"));
    const button = page.getByRole("button", { name: "Get presale access" });
    const box = await button.boundingBox();
    if (!box) throw new Error("the served button has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // The takeover's code arrives while the finger is down, and runs; well past its quiet pause (150 ms
    // after the press) the served screen is still there.
    await releaseTakeover();
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => /served-screen-/.test(entry.name)),
    );
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
    await expect(page.locator("campaign-register[data-first-screen]")).toHaveCount(1);
    await page.mouse.up();
    await expect(page.getByLabel("Verification code")).toBeVisible();
  });

  test("a tap on the served button before the code arrives is kept and acted on once it runs", async ({
    page,
  }) => {
    const release = await holdSiteCode(page);
    await page.goto("/p/demo-presale/", { waitUntil: "commit" });
    expect(await page.evaluate(() => customElements.get("campaign-welcome"))).toBeUndefined();
    await page.getByRole("button", { name: "Get presale access" }).first().click();
    // Nothing happens without the code: the page stays, the tap is kept.
    await expect(page).toHaveURL(/\/p\/demo-presale\/$/);
    await release();
    await expect(page).toHaveURL(/\/p\/demo-presale\/register$/);
    await expect(page.getByLabel("Email Address")).toBeVisible();
  });

  test("a form filled and sent before the code arrives is sent with what was typed once it runs", async ({
    page,
  }) => {
    const release = await holdSiteCode(page);
    await page.goto("/p/demo-presale/register", { waitUntil: "commit" });
    await expect(page.getByRole("button", { name: "Get presale access" })).toBeVisible();
    await fillPresaleForm(page, uniqueEmail("served-sent"));
    await page.getByRole("button", { name: "Get presale access" }).click();
    expect(await page.evaluate(() => customElements.get("campaign-register"))).toBeUndefined();
    await release();
    await expect(page.getByLabel("Verification code")).toBeVisible();
  });

  test("a mobile number typed and left before the code arrives stays, is checked as typed, and comes back with the text code's Change", async ({
    page,
  }) => {
    const release = await holdSiteCode(page);
    await page.goto("/w/demo-waitlist/register", { waitUntil: "commit" });
    const mobile = page.getByLabel("Mobile Number");
    await expect(mobile).toBeVisible();
    const national = uniqueMobile();
    const typed = `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
    await mobile.fill(typed);
    // Left for the next field: the element's own field is left too once it takes over.
    await page.getByLabel("First Name").fill("Alan");
    // Every message the field shows from here on: a wrong one that comes and goes counts.
    await page.evaluate(() => {
      const root = document.querySelector("campaign-register")?.shadowRoot;
      const seen: string[] = [];
      (window as unknown as { __mobileMessages: string[] }).__mobileMessages = seen;
      if (!root) return;
      new MutationObserver(() => {
        const message = root.querySelector("#mobileNumber-error")?.textContent;
        if (message) seen.push(message);
      }).observe(root, { childList: true, subtree: true, characterData: true });
    });

    await release();
    await clientShows(page, "campaign-register");
    await expect(mobile).toHaveValue(typed);
    await expect(page.getByLabel("First Name")).toHaveValue("Alan");
    // The +61 hint shows once the calling code is known: the number is in the form, and checked.
    await expect(page.getByText("Please place a 0 in front of your number", { exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as { __mobileMessages: string[] }).__mobileMessages),
    ).toEqual([]);
    await expect(mobile).not.toHaveAttribute("aria-invalid", "true");

    // Sent as carried over; the code screen's Change brings the form back with it (PHONE_TYPED).
    await fillWaitlistForm(page, undefined);
    await page.getByRole("button", { name: "Change", exact: true }).click();
    await expect(mobile).toHaveValue(typed);
    await expect(page.getByLabel("Country calling code")).toHaveValue("au");
    await expect(page.getByLabel("First Name")).toHaveValue("Alan");
  });

  test("the element's own render needs no i18next: it loads after the first view", async ({ page }) => {
    const i18next = /\/chunks\/i18n-[\w-]+\.js$/;
    const held: Route[] = [];
    await page.route(i18next, (route) => {
      held.push(route);
    });
    await page.goto("/p/demo-presale/register");
    await clientShows(page, "campaign-register");
    await expect(page.locator("[data-first-screen]")).toHaveCount(0);
    // The lookup of the first view answers the journey's texts too: a field's message, in the catalogue's words.
    await page.getByRole("button", { name: "Get presale access" }).click();
    await expect(page.getByText("Email Address is required").first()).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(i18next);
  });

  test("the served screen stays until the country names are made, then the element's picker names every country", async ({
    page,
  }) => {
    // elements/form/use-country-names.ts: the codes load and the names are made after the first render.
    const countries = /\/chunks\/countries-[\w-]+\.js$/;
    const held: Route[] = [];
    await page.route(countries, (route) => {
      held.push(route);
    });
    await page.goto("/w/demo-waitlist/register");
    // The element has rendered its own form and asked for the names: the picker is busy, so no takeover.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await expect(page.locator("[data-first-screen]")).toHaveCount(1);
    const picker = page.getByLabel("Country calling code");
    await expect(picker.locator("option").first()).toContainText("Australia");
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(countries);
    await clientShows(page, "campaign-register");
    await expect(page.locator("[data-first-screen]")).toHaveCount(0);
    await expect(picker.locator("option", { hasText: "+64 New Zealand" })).toHaveCount(1);
    expect(await picker.locator("option").count()).toBeGreaterThan(200);
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  });

  test("the page allows its one inline script by hash, and no other", async ({ page }) => {
    const answer = await page.request.get("/p/demo-presale/register");
    const csp = answer.headers()["content-security-policy"] ?? "";
    const scriptSources = csp.match(/script-src ([^;]*)/)?.[1]?.split(" ") ?? [];
    expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const inline = (await answer.text()).match(/<script>[\s\S]*?<\/script>/g) ?? [];
    expect(inline).toHaveLength(1);
  });

  for (const path of MEASURED_PAGES) {
    test(`the served HTML of ${path} already reads what the element's own render shows`, async ({ page }) => {
      // The served text as a fan reads it: tags and the style gone, the renderer's entities read back.
      const served = (await servedText(page, path))
        .replace(/<style>[\s\S]*?<\/style>/g, "")
        .replace(/<[^>]+>/g, "")
        .replace(/&(amp|quot|#39|lt|gt|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
      // The server renders the phone layout (it cannot know the screen's width): a phone reads the page.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const tag = path.endsWith("register") ? "campaign-register" : "campaign-welcome";
      await clientShows(page, tag);
      await expect(page.locator(`${tag} [aria-busy=true]`)).toHaveCount(0);
      const shown = await page.evaluate((tag) => {
        const root = document.querySelector(tag)?.shadowRoot;
        const texts = [...(root?.querySelectorAll("h1, h2, label, legend, button, dt, dd, p") ?? [])]
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map((element) => (element as HTMLElement).innerText.trim())
          .filter((text) => text.length > 0 && !text.includes("\n"));
        return [...new Set(texts)];
      }, tag);
      expect(shown.length).toBeGreaterThan(4);
      // "Read more" appears once the browser has measured the description against its 200 px.
      for (const text of shown.filter((text) => text !== "Read more")) expect(served, text).toContain(text);
    });

    test(`nothing moves when the code takes over ${path}`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts = { total: 0 };
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) shifts.total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      const tag = path.endsWith("register") ? "campaign-register" : "campaign-welcome";
      await clientShows(page, tag);
      // The hero and the footer settle: give the observer a frame after them.
      await page.waitForLoadState("load");
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const total = await page.evaluate(
        () => (window as unknown as { __shifts: { total: number } }).__shifts.total,
      );
      expect(total).toBeLessThanOrEqual(0.02);
    });
  }
});

test.describe("a promoter's page that puts the register form in its first answer (GET /first-screen)", () => {
  const promoterPage = `http://127.0.0.1:${DEMO_PORT}/server-rendered.html`;

  test("shows the form before any code, under its strict CSP, and the element takes it over", async ({
    page,
  }) => {
    const html = (await (await page.request.get(promoterPage)).text()).replace(
      /<script[^>]*>[\s\S]*?<\/script>/g,
      "",
    );
    for (const text of ["Email Address", "First Name", "Get presale access"]) expect(html).toContain(text);

    // The autoloader held: no element is defined, the served form is what shows.
    const held: Route[] = [];
    await page.route(/\/elements\/autoloader\.js$/, (route) => {
      held.push(route);
    });
    await page.goto(promoterPage, { waitUntil: "commit" });
    await expect(page.getByRole("button", { name: "Get presale access" })).toBeVisible();
    const email = uniqueEmail("promoter-served");
    await page.getByLabel("Email Address").fill(email);
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(/\/elements\/autoloader\.js$/);

    await clientShows(page, "campaign-register");
    await expect(page.getByLabel("Email Address")).toHaveValue(email);
    await fillPresaleForm(page, email);
    await page.getByRole("button", { name: "Get presale access" }).click();
    await expect(page.getByLabel("Verification code")).toBeVisible();
  });
});
