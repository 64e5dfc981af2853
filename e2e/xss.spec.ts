import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PORT } from "../playwright.config.js";
import { test as cspTest, expect } from "./csp.js";
import { registerFanThroughApi } from "./fans.js";
import { visit } from "./served-screen.js";
import { type ServerProcess, startServer, stopServer } from "./server-process.js";

// Issue 9: an XSS corpus (e2e/fixtures/xss-payloads.txt, from OWASP's cheat sheet and PayloadsAllTheThings)
// through every place that shows promoter- or fan-supplied text. Nothing may execute (alert, confirm and
// prompt are tripwires, in every frame and across navigations) and nothing may become markup: no element
// anywhere, in the host page or in any shadow root, carries an event-handler attribute, and no script
// element appears in a shadow root. Every page runs under a strict CSP, and a violation fails the test too
// (e2e/csp.ts): an injected inline script would be blocked, and reported.

const PAYLOADS = readFileSync(new URL("./fixtures/xss-payloads.txt", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"));
const API = "/api/v1/cn";
const PROMOTER_PAGE = `http://127.0.0.1:${DEMO_PORT}/elements.html`;

/** The tripwires that went off, in any frame of the page and on any page it navigated to. */
const test = cspTest.extend<{ tripwires: string[] }>({
  tripwires: [
    async ({ page }, use) => {
      const fired: string[] = [];
      await page.exposeBinding("__xssTrip", (source, name: string) => {
        fired.push(`${name} on ${source.frame.url()}`);
      });
      await page.addInitScript(() => {
        const trip = (name: string) => () => {
          (window as unknown as { __xssTrip: (n: string) => void }).__xssTrip(name);
        };
        window.alert = trip("alert");
        window.confirm = trip("confirm") as unknown as typeof window.confirm;
        window.prompt = trip("prompt") as unknown as typeof window.prompt;
      });
      await use(fired);
    },
    { auto: true },
  ],
});

/** How the browser shows a text in a title: ASCII whitespace collapsed, trimmed. */
const collapsed = (text: string) => text.replace(/[\t\n\f\r ]+/g, " ").trim();

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
    return traces;
  });
}

async function expectNothingInjected(page: Page, tripwires: string[]) {
  // Give handlers that would fire on load, focus, animation or media errors the chance to.
  await page.waitForTimeout(500);
  expect({ traces: await injectionTraces(page), fired: tripwires }).toEqual({ traces: [], fired: [] });
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
    test(`<${tag}> shows them as text and runs none`, async ({ page, request, tripwires }) => {
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
      await expectNothingInjected(page, tripwires);
    });
  }
});

test("fan names made of XSS payloads show as text on the profile card", async ({
  page,
  request,
  tripwires,
}) => {
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
  await expectNothingInjected(page, tripwires);
});

test("a widget text made of any payload of the corpus shows as text", async ({ page, tripwires }) => {
  test.setTimeout(240_000);
  for (const payload of PAYLOADS) {
    const query = new URLSearchParams({ campaign: "p/demo-presale", type: "button", widgetText: payload });
    await page.goto(`/widget/register-button/?${query}`);
    const action = page.getByRole("button").or(page.getByRole("link")).first();
    await expect(action).toBeVisible();
    // The widget shows at most 120 characters; a longer text falls back to the default, also as text.
    if (payload.trim().length <= 120) await expect(action).toHaveText(collapsed(payload));
    expect(await injectionTraces(page), payload).toEqual([]);
  }
  await expectNothingInjected(page, tripwires);
});

test("a referrer whose names are payloads is shown by name, as text, on the page their link opens", async ({
  page,
  request,
  tripwires,
}) => {
  test.setTimeout(180_000);
  // Names are at most 100 characters: the payloads that fit, two per referrer, eight referrers.
  const names = PAYLOADS.filter((payload) => payload.length <= 100);
  const stride = Math.max(1, Math.floor(names.length / 16));
  const chosen = names.filter((_, i) => i % stride === 0).slice(0, 16);
  for (let i = 0; i < chosen.length; i += 2) {
    const [firstName, lastName] = [chosen[i]!, chosen[i + 1] ?? chosen[0]!];
    const referrer = await registerFanThroughApi(request, "p/demo-presale", {
      firstName,
      lastName,
      label: "xss-ref",
    });
    expect(referrer.shortUrl).toBeTruthy();
    await visit(page, referrer.shortUrl);
    const banner = page.locator("campaign-welcome [part=referrer]");
    await expect(banner).toContainText(collapsed(`${firstName.trim()} ${lastName.trim()}`));
    expect(await injectionTraces(page), `${firstName} ${lastName}`).toEqual([]);
  }
  await expectNothingInjected(page, tripwires);
});

test("a hosted campaign page named and described by any payload shows it as text and runs none", async ({
  page,
  tripwires,
}) => {
  test.setTimeout(420_000);
  // A server of its own on a database on disk, where the test writes one campaign per payload: the name,
  // description and meta description go through the server's page shell (<title>, the description
  // attribute, the embedded JSON) and the site's rendering.
  const dataDir = mkdtempSync(join(tmpdir(), "campaign-xss-"));
  let server: ServerProcess | undefined;
  try {
    await stopServer(await startServer({ DATA_DIR: dataDir }, "p/demo-presale"));
    const db = await PGlite.create(dataDir);
    try {
      const { rows } = await db.query<{ data: { promoterOid: string; presentation?: object } }>(
        "SELECT data FROM campaigns WHERE uri = 'p/demo-presale'",
      );
      const template = rows[0]!.data;
      for (const [i, payload] of PAYLOADS.entries()) {
        const { metaTitle: _dropped, ...presentation } = (template.presentation ?? {}) as Record<
          string,
          unknown
        >;
        const campaign = {
          ...template,
          oid: `cmp_xss_${i}`,
          uri: `p/xss-${i}`,
          urlSlug: `xss-${i}`,
          name: payload,
          presentation: { ...presentation, description: payload, metaDescription: payload },
        };
        await db.query(
          "INSERT INTO campaigns (oid, uri, url_slug, promoter_oid, data) VALUES ($1, $2, $3, $4, $5::jsonb)",
          [campaign.oid, campaign.uri, campaign.urlSlug, campaign.promoterOid, JSON.stringify(campaign)],
        );
      }
    } finally {
      await db.close();
    }
    server = await startServer({ DATA_DIR: dataDir }, "p/xss-0");
    const origin = new URL(server.base).origin;
    // The scripts of a campaign page with an ordinary name: a payload's page must have exactly these.
    const scripts = () =>
      page.evaluate(() => [...document.scripts].map((script) => `${script.type} ${script.id} ${script.src}`));
    await visit(page, `${origin}/p/demo-presale/`);
    await expect(page.locator("campaign-welcome h1")).toBeVisible();
    const ordinary = await scripts();
    for (const [i, payload] of PAYLOADS.entries()) {
      // The served screen shows the payload as text as well; the element's own render is the one read.
      await visit(page, `${origin}/p/xss-${i}/`);
      await expect(page.locator("campaign-welcome h1"), payload).toHaveText(collapsed(payload));
      expect(await page.title(), payload).toBe(collapsed(payload));
      expect(await page.locator('meta[name="description"]').getAttribute("content"), payload).toBe(payload);
      expect(await scripts(), payload).toEqual(ordinary);
      expect(await injectionTraces(page), payload).toEqual([]);
    }
    await expectNothingInjected(page, tripwires);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
