import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PORT, SITE_PORT } from "../playwright.config.js";
import { latestCode, uniqueEmail } from "./outbox.js";

// The loader and its register-button widgets on a promoter's page (another origin than the site).
const promoterPage = `http://127.0.0.1:${DEMO_PORT}/`;

async function openPromoterPage(page: Page): Promise<void> {
  await page.goto(promoterPage);
  await expect(page.locator("#widget-banner iframe")).toBeVisible();
}

test.describe("given the loader on a promoter's page", () => {
  test("widgets of the three types render with their options and take their content's height", async ({
    page,
  }) => {
    await openPromoterPage(page);
    const banner = page.frameLocator("#widget-banner iframe");
    await expect(banner.locator(".campaign-widget--banner .campaign-widget__title")).not.toBeEmpty();
    await expect(banner.locator("button.campaign-widget__action")).toHaveText("Register");
    const button = page.frameLocator("#widget-button iframe");
    await expect(button.locator("button.campaign-widget__action")).toHaveText("Get presale access");
    await expect(button.locator("button.campaign-widget__action")).toHaveCSS(
      "background-color",
      "rgb(11, 122, 83)",
    );
    const link = page.frameLocator("#widget-link iframe");
    await expect(link.locator("a.campaign-widget__action")).toHaveText("Sign up for the presale");

    // The frame reports its size: the banner (title + button) is taller than the 64 px start height,
    // the link is shorter, and no frame scrolls.
    await expect
      .poll(async () =>
        page.locator("#widget-banner iframe").evaluate((f) => f.getBoundingClientRect().height),
      )
      .toBeGreaterThan(64);
    await expect
      .poll(async () => page.locator("#widget-link iframe").evaluate((f) => f.getBoundingClientRect().height))
      .toBeLessThan(64);
    for (const id of ["#widget-banner", "#widget-button", "#widget-link"]) {
      const inner = page.frameLocator(`${id} iframe`).locator("html");
      const fits = await inner.evaluate((html) => html.scrollHeight <= window.innerHeight + 1);
      expect(fits, id).toBe(true);
    }
  });

  test("the register modal opens, Escape closes it and the page gets campaign:closed", async ({ page }) => {
    await openPromoterPage(page);
    await page.evaluate(() => {
      document.addEventListener("campaign:closed", (event) => {
        (window as unknown as { campaignClosed: unknown }).campaignClosed = (event as CustomEvent).detail;
      });
    });
    await page.frameLocator("#widget-button iframe").locator("button").click();
    const modal = page.locator("dialog[data-campaign-modal]");
    await expect(modal).toBeVisible();
    const frame = modal.locator("iframe");
    await expect(frame).toHaveAttribute("src", /\/p\/demo-presale\/register\?embed=modal$/);
    expect(await frame.evaluate((f) => f.getBoundingClientRect().width)).toBeLessThanOrEqual(400);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await expect(modal.getByRole("button", { name: "Close" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(modal).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    expect(
      await page.evaluate(() => (window as unknown as { campaignClosed: unknown }).campaignClosed),
    ).toEqual({
      campaignUri: "p/demo-presale",
    });
  });

  test("a fan registers inside the modal: the page gets campaign:registered, Escape in the frame closes it", async ({
    page,
    request,
  }) => {
    await openPromoterPage(page);
    await page.evaluate(() => {
      const host = window as unknown as { hostEvents: unknown[] };
      host.hostEvents = [];
      for (const name of ["campaign:registered", "campaign:closed"])
        document.addEventListener(name, (event) => {
          host.hostEvents.push({
            name,
            detail: (event as CustomEvent).detail,
            on: (event.target as Element).id,
          });
        });
    });
    const widgetButton = page.frameLocator("#widget-button iframe").locator("button");
    await widgetButton.click();
    const modal = page.locator("dialog[data-campaign-modal]");
    await expect(modal).toBeVisible();
    const inside = page.frameLocator("dialog[data-campaign-modal] iframe");
    const email = uniqueEmail("modal");
    await inside.getByLabel("Email Address").fill(email);
    await inside.getByLabel("First Name").fill("Ada");
    await inside.getByLabel("Last Name").fill("Lovelace");
    await inside.getByLabel("Zip/Post code").fill("3000");
    await inside.getByLabel("Email", { exact: true }).check();
    await inside.getByLabel("I agree to the privacy policy").check();
    await inside.getByRole("button", { name: "Get presale access" }).click();
    await expect(inside.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const events = () => page.evaluate(() => (window as unknown as { hostEvents: unknown[] }).hostEvents);
    expect(await events()).toEqual([]); // not yet: the fan is not verified
    await inside.getByLabel("Verification code").fill(await latestCode(request, email));
    await inside.getByRole("button", { name: "Send", exact: true }).click();
    await expect(inside.getByRole("button", { name: "Share on Facebook" })).toBeVisible();
    await expect
      .poll(events)
      .toEqual([
        { name: "campaign:registered", detail: { campaignUri: "p/demo-presale" }, on: "widget-button" },
      ]);

    // Focus is inside the frame: the host's dialog cannot see Escape; the frame forwards it.
    await inside.getByRole("button", { name: "Share on Facebook" }).focus();
    await page.keyboard.press("Escape");
    await expect(modal).toHaveCount(0);
    expect((await events()).at(-1)).toEqual({
      name: "campaign:closed",
      detail: { campaignUri: "p/demo-presale" },
      on: "widget-button",
    });
    await expect(page.locator("#widget-button iframe")).toBeFocused();
    await expect(widgetButton).toBeFocused();
  });

  test("a click on the backdrop closes the modal", async ({ page }) => {
    await openPromoterPage(page);
    await page.frameLocator("#widget-banner iframe").locator("button").click();
    const modal = page.locator("dialog[data-campaign-modal]");
    await expect(modal).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(modal).toHaveCount(0);
  });

  test("including the loader twice creates one instance", async ({ page }) => {
    await openPromoterPage(page);
    const frames = await page.evaluate(async () => {
      const first = document.querySelector<HTMLScriptElement>("script[src$='/loader.js']");
      const again = document.createElement("script");
      again.src = first?.src ?? "";
      const loaded = new Promise((resolve) => again.addEventListener("load", resolve));
      document.body.append(again);
      await loaded;
      const extra = document.createElement("div");
      extra.dataset.campaignWidget = "register-button";
      extra.dataset.campaign = "p/demo-presale";
      document.body.append(extra);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return {
        version: (window as unknown as { CampaignLoader?: { version?: string } }).CampaignLoader?.version,
        perWidget: Array.from(
          document.querySelectorAll("[data-campaign-widget]"),
          (w) => w.querySelectorAll("iframe").length,
        ),
      };
    });
    expect(frames.version).toBe("1");
    expect(frames.perWidget).toEqual([1, 1, 1, 1]);
  });
});

test.describe("given a third-party form using remote signup", () => {
  const formPage = `http://127.0.0.1:${DEMO_PORT}/remote-signup.html`;

  async function fillAndSubmit(page: Page, email: string): Promise<void> {
    await expect(page.locator("#remote-fields input[name=emailAddress]")).toBeVisible();
    await page.fill("input[name=emailAddress]", email);
    await page.fill("input[name=firstName]", "Ada");
    await page.fill("input[name=lastName]", "Lovelace");
    await page.fill("input[name=postcode]", "2000");
    await page.getByRole("button", { name: "Sign up" }).click();
  }

  test("from the promoter's verified origin it registers a fan", async ({ page, request }) => {
    const email = uniqueEmail("remote");
    await page.goto(formPage);
    await expect(page.locator("#remote-fields input")).toHaveCount(5);
    await expect(page.locator("#remote-fields")).toContainText("Mobile Number (optional)");
    await fillAndSubmit(page, email);
    await expect(page.locator("#remote-result")).toHaveAttribute("data-success", "true");
    // The campaign verifies emails with a code: the new fan's code is in the dev outbox.
    expect(await latestCode(request, email)).toMatch(/^\w{6}$/);
  });

  test("invalid fields are answered with their errors, by display name", async ({ page }) => {
    await page.goto(formPage);
    await expect(page.locator("#remote-fields input[name=emailAddress]")).toBeVisible();
    await page.fill("input[name=emailAddress]", "not-an-email");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.locator("#remote-result")).toHaveAttribute("data-success", "false");
    await expect(page.locator("#remote-result")).toContainText("First Name");
  });

  test("an unverified third origin can frame neither the remote-signup nor the widget frame", async ({
    page,
    request,
  }) => {
    // A third origin: the demo's form page and script, served by a tiny server of the test under
    // another host name (localhost), so the page is a real loopback origin the domain does not match.
    const html = (await (await request.get(formPage)).text()).replace(
      "</main>",
      `<iframe id="third-widget" title="Widget" src="http://127.0.0.1:${SITE_PORT}/widget/register-button/?campaign=p/demo-presale"></iframe></main>`,
    );
    const script = await (await request.get(`http://127.0.0.1:${DEMO_PORT}/remote-signup.js`)).text();
    const server = createServer((req, res) => {
      const js = req.url?.endsWith(".js");
      res.writeHead(200, { "content-type": js ? "text/javascript" : "text/html" });
      res.end(js ? script : html);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const refusals: string[] = [];
    page.on("console", (m) => {
      if (/frame-ancestors/.test(m.text())) refusals.push(m.text());
    });
    await page.goto(`http://localhost:${port}/remote-signup.html`);
    // The browser refuses both frames (frame-ancestors lists the promoter's verified domain only).
    await expect.poll(() => refusals.length).toBeGreaterThanOrEqual(2);
    expect(refusals[0]).toContain('"frame-ancestors 127.0.0.1:*"');
    // The form forces its messages anyway, again and again: nothing listens, nothing changes.
    const email = uniqueEmail("unverified");
    await page.evaluate((address) => {
      const frame = document.getElementById("remote-signup") as HTMLIFrameElement;
      const origin = new URL(frame.src).origin;
      const form = { emailAddress: address, firstName: "A", lastName: "B", postcode: "1" };
      setInterval(() => {
        frame.contentWindow?.postMessage({ v: 1, action: "requestConfig" }, origin);
        frame.contentWindow?.postMessage({ v: 1, action: "submitForm", form }, origin);
      }, 200);
    }, email);
    await page.waitForTimeout(1000);
    await expect(page.locator("#remote-fields input")).toHaveCount(0);
    const answer = await request.get(`/__dev/outbox?to=${encodeURIComponent(email)}`);
    expect(((await answer.json()) as { messages: unknown[] }).messages).toHaveLength(0);
    server.close();
  });

  test("a frame whose domain and hash do not check out refuses the messages and logs it", async ({
    page,
    request,
  }) => {
    // On the verified origin, but with a hash of nobody: the frame's own domain check refuses.
    await page.goto(formPage);
    const refused = page.waitForEvent("console", (m) => m.text() === "Could not authenticate domain!");
    const email = uniqueEmail("bad-hash");
    await page.evaluate((address) => {
      const real = document.getElementById("remote-signup") as HTMLIFrameElement;
      const src = new URL(real.src);
      src.searchParams.set("hash", "0".repeat(64));
      const forged = document.createElement("iframe");
      forged.title = "Forged remote signup";
      forged.src = src.href;
      document.body.append(forged);
      const form = { emailAddress: address, firstName: "A", lastName: "B", postcode: "1" };
      setInterval(() => {
        forged.contentWindow?.postMessage({ v: 1, action: "submitForm", form }, src.origin);
      }, 200);
    }, email);
    await refused;
    const answer = await request.get(`/__dev/outbox?to=${encodeURIComponent(email)}`);
    expect(((await answer.json()) as { messages: unknown[] }).messages).toHaveLength(0);
  });
});

test.describe("given a promoter's page under a strict Content Security Policy", () => {
  test("the loader's widget and a campaign element render and style, with no violation", async ({ page }) => {
    const strictPage = `http://127.0.0.1:${DEMO_PORT}/strict-csp.html`;
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const seen = window as unknown as { cspViolations?: string[] };
        seen.cspViolations = [
          ...(seen.cspViolations ?? []),
          `${event.violatedDirective} ${event.blockedURI}`,
        ];
      });
    });
    const answer = await page.goto(strictPage);
    const csp = answer?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");

    const widget = page.frameLocator("#widget-csp iframe").locator("button.campaign-widget__action");
    await expect(widget).toBeVisible();
    await expect(widget).toHaveCSS("background-color", "rgb(11, 122, 83)");
    // The loader styles its frame through the CSSOM: no scrollbars, no border.
    await expect(page.locator("#widget-csp iframe")).toHaveCSS("border-top-width", "0px");

    const element = page.locator("#register-csp");
    await expect(element.getByRole("heading", { name: "Register" })).toBeVisible();
    const styled = await element.evaluate((el) => {
      const root = el.shadowRoot!;
      const submit = root.querySelector<HTMLElement>("[part=submit]")!;
      return {
        sheets: root.adoptedStyleSheets.length,
        inlineStyles: root.querySelectorAll("style").length,
        radius: getComputedStyle(submit).borderTopLeftRadius,
        background: getComputedStyle(submit).backgroundColor,
      };
    });
    expect(styled.sheets).toBeGreaterThan(0);
    expect(styled.inlineStyles).toBe(0);
    expect(styled.radius).not.toBe("0px");
    expect(styled.background).not.toBe("rgba(0, 0, 0, 0)");
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []),
    ).toEqual([]);
    expect(violations).toEqual([]);
  });
});
