import { expect, type Page, test } from "@playwright/test";
import { DEMO_PORT, SITE_PORT } from "../playwright.config.js";
import { latestCode } from "./outbox.js";

// Conventions of custom elements a host page relies on (issue 21), on the promoter's page of another
// origin that loads the autoloader (demo/promoter/elements.html): boolean attributes by presence, events
// in the `campaign:` namespace (never a native `error`), `campaign:ready` and `campaign:loaderror`,
// properties set before the element is defined, `lang` from the page, and discover(root).

const api = `http://127.0.0.1:${SITE_PORT}/api/v1/cn`;

interface Host {
  seen: string[];
}

/** The promoter's page, with a log of the events named (and window.onerror) before anything is added. */
async function openHost(page: Page, events: string[] = []) {
  await page.goto(`http://127.0.0.1:${DEMO_PORT}/elements.html`);
  await expect(page.locator("#welcome h1")).toBeVisible();
  await page.evaluate((names) => {
    const host = window as unknown as Host;
    host.seen = [];
    window.onerror = () => {
      host.seen.push("window.onerror");
    };
    for (const name of names)
      document.addEventListener(name, () => {
        host.seen.push(name);
      });
  }, events);
}

/** Adds markup to the page, as a single-page app would (the autoloader finds the new tags). */
const add = (page: Page, html: string) =>
  page.evaluate(
    (markup) => document.getElementById("second-home")!.insertAdjacentHTML("beforeend", markup),
    html,
  );

const seen = (page: Page) => page.evaluate(() => (window as unknown as Host).seen);

test("a boolean attribute is on by its presence: <campaign-exit-intent inline> renders in the page", async ({
  page,
}) => {
  await openHost(page);
  await add(
    page,
    `<campaign-exit-intent id="x" inline campaign="p/demo-presale" api-base="${api}"></campaign-exit-intent>`,
  );
  await expect(
    page.locator("#x").getByRole("heading", { name: "Not quite ready to register?" }),
  ).toBeVisible();
  await expect(page.locator("#x dialog")).toHaveCount(0);
});

test("events are namespaced: a wrong code is campaign:error, never a native error reaching window.onerror", async ({
  page,
}) => {
  await openHost(page, ["error", "stepchange", "campaign:ready", "campaign:registered", "campaign:error"]);
  await add(
    page,
    `<campaign-register id="r" campaign="p/demo-presale" api-base="${api}"></campaign-register>`,
  );
  await expect.poll(() => seen(page)).toContain("campaign:ready");
  const register = page.locator("#r");
  await register.getByLabel("Email Address").fill(`conventions-${Date.now()}@example.com`);
  await register.getByLabel("First Name").fill("Ada");
  await register.getByLabel("Last Name").fill("Lovelace");
  await register.getByLabel("Zip/Post code").fill("3000");
  await register.getByLabel("Email", { exact: true }).check();
  await register.getByLabel("I agree to the privacy policy").check();
  await register.getByRole("button", { name: "Get presale access" }).click();
  await register.getByLabel("Verification code").fill("ZZZZZZ");
  await register.getByRole("button", { name: "Send", exact: true }).click();
  await expect(register.getByText("Invalid verification code, please try again")).toBeVisible();
  await expect.poll(() => seen(page)).toEqual(["campaign:ready", "campaign:registered", "campaign:error"]);
});

test("a page that does not handle campaign:stepchange still sees the journey end: the fan's card after a correct code", async ({
  page,
  request,
}) => {
  await openHost(page, ["campaign:stepchange", "campaign:verified"]);
  await add(
    page,
    `<campaign-register id="r" campaign="p/demo-presale" api-base="${api}"></campaign-register>`,
  );
  const register = page.locator("#r");
  const email = `journey-end-${Date.now()}@example.com`;
  await register.getByLabel("Email Address").fill(email);
  await register.getByLabel("First Name").fill("Ada");
  await register.getByLabel("Last Name").fill("Lovelace");
  await register.getByLabel("Zip/Post code").fill("3000");
  await register.getByLabel("Email", { exact: true }).check();
  await register.getByLabel("I agree to the privacy policy").check();
  await register.getByRole("button", { name: "Get presale access" }).click();
  await register.getByLabel("Verification code").fill(await latestCode(request, email));
  await register.getByRole("button", { name: "Send", exact: true }).click();
  await expect(register.getByRole("status").filter({ hasText: "You're registered" })).toBeVisible();
  await expect(register.getByText("Ada Lovelace")).toBeVisible();
  await expect(register.getByRole("button", { name: "Continue" })).toBeVisible();
  await expect(register.getByText("Loading…")).toHaveCount(0);
  await expect.poll(() => seen(page)).toEqual(["campaign:verified", "campaign:stepchange"]);
});

test("campaign:loaderror tells the host when the campaign is unknown or the API unreachable", async ({
  page,
}) => {
  await openHost(page);
  await page.evaluate(() => {
    const host = window as unknown as Host;
    document.addEventListener("campaign:loaderror", (event) => {
      const detail = (event as CustomEvent<{ campaign?: string }>).detail;
      host.seen.push(`${(event.target as Element).id} ${detail.campaign}`);
    });
  });
  await add(
    page,
    `<campaign-share id="unknown" campaign="p/no-such-campaign" api-base="${api}"></campaign-share>
     <campaign-share id="unreachable" campaign="p/demo-presale" api-base="http://127.0.0.1:9/api/v1/cn"></campaign-share>`,
  );
  await expect
    .poll(async () => (await seen(page)).sort())
    .toEqual(["unknown p/no-such-campaign", "unreachable p/demo-presale"]);
  await expect(page.locator("#unknown [role=alert]")).toHaveText("Error with campaign at p/no-such-campaign");
});

test("an element with neither campaign nor campaign-oid shows why, whatever the page's language", async ({
  page,
}) => {
  await openHost(page);
  await add(page, `<campaign-invite id="no-campaign" lang="fr" api-base="${api}"></campaign-invite>`);
  await expect(page.locator("#no-campaign [role=alert]")).toHaveText(
    '<campaign-invite>: set the "campaign" attribute (a uri such as p/demo-presale) or "campaign-oid".',
  );
});

test("apiBase set as a property before the element is defined is kept and used", async ({ page }) => {
  await openHost(page);
  const hostOrigin = `http://127.0.0.1:${DEMO_PORT}`;
  const toHost: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(`${hostOrigin}/api`)) toHost.push(request.url());
  });
  // What React and Vue do: create the element, set properties, insert it; its code loads after.
  await page.evaluate((base) => {
    const element = document.createElement("campaign-rewards");
    element.id = "rw";
    element.setAttribute("campaign", "p/demo-presale");
    (element as unknown as { apiBase: string }).apiBase = base;
    document.getElementById("second-home")!.append(element);
  }, api);
  await expect(page.locator("#rw .wrapper")).toBeVisible();
  await expect(page.locator("#rw [role=alert]")).toHaveCount(0);
  expect(toHost).toEqual([]);
});

test("lang falls back to the page's <html lang>", async ({ page }) => {
  await openHost(page);
  await page.evaluate(() => {
    document.documentElement.lang = "fr";
  });
  await add(
    page,
    `<campaign-register id="r" campaign="p/demo-presale" api-base="${api}"></campaign-register>`,
  );
  await expect(page.locator("#r .wrapper")).toHaveAttribute("lang", "fr");
});

test("the autoloader finds elements in a host's shadow root through discover(root)", async ({ page }) => {
  await openHost(page);
  await page.evaluate((base) => {
    const host = document.createElement("div");
    host.id = "h";
    const root = host.attachShadow({ mode: "open" });
    root.innerHTML = `<campaign-magic-link campaign="p/demo-livestream" api-base="${base}"></campaign-magic-link>`;
    document.getElementById("second-home")!.append(host);
    (window as unknown as { campaignElements: { discover(r: ShadowRoot): void } }).campaignElements.discover(
      root,
    );
  }, api);
  await expect(page.locator("#h campaign-magic-link .wrapper")).toBeVisible();
});

test("<campaign-tour> fires campaign:ready once its tour is loaded, like every screen", async ({ page }) => {
  await openHost(page, ["campaign:ready", "campaign:loaderror"]);
  await add(page, `<campaign-tour id="t" campaign="t/demo-tour" api-base="${api}"></campaign-tour>`);
  await expect(page.locator("#t .stops")).toBeVisible();
  await expect.poll(() => seen(page)).toEqual(["campaign:ready"]);
});
