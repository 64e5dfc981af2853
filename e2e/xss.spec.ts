import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO_PORT } from "../playwright.config.js";

// Issue 9: an XSS corpus (e2e/fixtures/xss-payloads.txt, from OWASP's cheat sheet and PayloadsAllTheThings)
// through every place that shows promoter- or fan-supplied text. Nothing may execute (alert, confirm and
// prompt are tripwires) and nothing may become markup: no element anywhere, in the host page or in any
// shadow root, carries an event-handler attribute, and no script element appears in a shadow root.

const PAYLOADS = readFileSync(new URL("./fixtures/xss-payloads.txt", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"));
const API = "/api/v1/cn";
const PROMOTER_PAGE = `http://127.0.0.1:${DEMO_PORT}/elements.html`;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const trip = (name: string) => () => {
      (window as unknown as { __xss: string[] }).__xss.push(name);
    };
    (window as unknown as { __xss: string[] }).__xss = [];
    window.alert = trip("alert");
    window.confirm = trip("confirm") as unknown as typeof window.confirm;
    window.prompt = trip("prompt") as unknown as typeof window.prompt;
  });
});

/** Every element of the document and of every open shadow root, with what an injection would leave. */
async function injectionTraces(page: Page) {
  return page.evaluate(() => {
    const traces: string[] = [];
    const visit = (root: Document | ShadowRoot, inShadow: boolean) => {
      for (const el of root.querySelectorAll("*")) {
        for (const attr of el.getAttributeNames()) {
          if (attr.startsWith("on")) traces.push(`${el.tagName.toLowerCase()}[${attr}]`);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop control characters in URLs; so does the check
          const value = (el.getAttribute(attr) ?? "").replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
          if (
            ["href", "src", "action", "formaction", "data"].includes(attr) &&
            /^(javascript|data|vbscript):/.test(value)
          ) {
            traces.push(`${el.tagName.toLowerCase()}[${attr}=${value.slice(0, 20)}]`);
          }
        }
        const tag = el.tagName.toLowerCase();
        if (inShadow && ["script", "iframe", "object", "embed", "meta", "base"].includes(tag)) {
          if (!(tag === "iframe" && el.getAttribute("src")?.startsWith("http"))) traces.push(`shadow ${tag}`);
        }
        if (el.shadowRoot) visit(el.shadowRoot, true);
      }
    };
    visit(document, false);
    return { traces, fired: (window as unknown as { __xss: string[] }).__xss };
  });
}

async function expectNothingInjected(page: Page) {
  // Give handlers that would fire on load, focus, animation or media errors the chance to.
  await page.waitForTimeout(500);
  expect(await injectionTraces(page)).toEqual({ traces: [], fired: [] });
}

/** The campaign's lookup with every promoter-supplied text replaced by payloads. */
async function poisonedLookup(request: APIRequestContext, uri: string) {
  const answer = await request.get(`${API}/campaign-uri?uri=${encodeURIComponent(uri)}`);
  expect(answer.status()).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: the test rewrites arbitrary parts of a real answer
  const lookup = (await answer.json()) as any;
  const c = lookup.campaign;
  c.name = PAYLOADS.slice(0, 5).join(" ");
  c.presentation.description = PAYLOADS.join("\n\n");
  c.presentation.meta = {
    ...c.presentation.meta,
    register: {
      ...c.presentation.meta?.register,
      customCta: PAYLOADS[0],
      customSuccessPage: {
        message: PAYLOADS.join("\n"),
        buttonEnabled: true,
        buttonText: PAYLOADS[1],
        buttonUrl: "javascript:alert(1)",
      },
    },
  };
  let n = 0;
  const next = () => PAYLOADS[n++ % PAYLOADS.length];
  for (const field of [...(c.registrations?.fields ?? []), ...(c.registrations?.customFields ?? [])]) {
    field.name = next();
    for (const option of field.options ?? []) option.name = next();
  }
  for (const tier of c.rewards?.tiers ?? []) {
    tier.title = next();
    tier.description = next();
  }
  // Promoter URLs that would run script when followed.
  for (const account of c.socialActions?.socialAccounts ?? []) {
    account.name = next();
    account.privacyPolicyUrl = "javascript:alert(1)";
    for (const action of account.actions ?? []) action.url = "javascript:alert(1)";
  }
  lookup.referrer = { firstName: next(), lastName: next(), sysCtime: new Date().toISOString() };
  return lookup;
}

async function showOnPromoterPage(page: Page, tag: string, lookup: unknown) {
  await page.goto(PROMOTER_PAGE);
  await page.evaluate(
    ([t, data]) => {
      const el = document.createElement(t!) as HTMLElement & { campaignData: unknown };
      el.id = "poisoned";
      el.campaignData = data;
      document.querySelector("main")!.append(el);
    },
    [tag, lookup] as const,
  );
}

test.describe("given campaign texts made of XSS payloads", () => {
  for (const [tag, uri] of [
    ["campaign-welcome", "p/demo-presale"],
    ["campaign-register", "w/demo-waitlist"],
    ["campaign-success", "m/demo-optin"],
    ["campaign-rewards", "p/demo-presale"],
    ["campaign-follow", "p/demo-presale"],
  ] as const) {
    test(`<${tag}> shows them as text and runs none`, async ({ page, request }) => {
      const lookup = await poisonedLookup(request, uri);
      await showOnPromoterPage(page, tag, lookup);
      const element = page.locator("#poisoned");
      await expect(element.locator(".wrapper")).toBeVisible();
      // The payloads are on screen, as text.
      if (tag !== "campaign-rewards") await expect(element).toContainText("alert");
      if (tag === "campaign-follow") {
        // A follow opens the action's url: a javascript: one must open nothing.
        const opened: string[] = [];
        await page.exposeFunction("__opened", (url: string) => opened.push(url));
        await page.evaluate(() => {
          window.open = (url?: string | URL) => {
            (window as unknown as { __opened: (u: string) => void }).__opened(String(url));
            return null;
          };
        });
        await element.getByRole("button").first().click();
        expect(opened.filter((url) => /^\s*javascript:/i.test(url))).toEqual([]);
      }
      await expectNothingInjected(page);
    });
  }
});

test("fan names made of XSS payloads show as text on the profile card", async ({ page, request }) => {
  const uri = "g/demo-giveaway";
  const lookup = await request.get(`${API}/campaign-uri?uri=${uri}`);
  const { campaign } = (await lookup.json()) as { campaign: { oid: string } };
  const account = await request.post(`${API}/campaign-account`, {
    data: {
      campaignOid: campaign.oid,
      registrationType: "email",
      emailAddress: `xss-${Date.now()}@example.com`,
      firstName: PAYLOADS[0],
      lastName: PAYLOADS[13],
    },
  });
  expect(account.status(), await account.text()).toBe(201);
  const token = account.headers()["x-auth-token"]!;
  const fan = await request.post(`${API}/campaign-fan`, {
    headers: { "x-auth-token": token },
    data: { uri, registrationType: "email" },
  });
  expect(fan.status(), await fan.text()).toBe(201);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`campaign-auth:${origin}${API}`, token],
  );
  await page.goto(`/${uri}/success`);
  await expect(page.getByText(PAYLOADS[0]!, { exact: false }).first()).toBeVisible();
  await expectNothingInjected(page);
});

test("a widget text made of an XSS payload shows as text", async ({ page }) => {
  for (const payload of PAYLOADS.slice(0, 10)) {
    const query = new URLSearchParams({ campaign: "p/demo-presale", type: "button", widgetText: payload });
    await page.goto(`/widget/register-button/?${query}`);
    await expect(page.getByRole("button").or(page.getByRole("link")).first()).toBeVisible();
    await expectNothingInjected(page);
  }
});
