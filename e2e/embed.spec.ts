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

  test("signupForm: a short-URL widget with a bare hex colour checks the email and prefills the register modal", async ({
    page,
  }) => {
    await openPromoterPage(page);
    const host = page.locator("#widget-signup");
    const widget = page.frameLocator("#widget-signup iframe");
    // updateCampaignUri: the frame resolved the short URL `demo` to the campaign's own uri.
    await expect(host).toHaveAttribute("data-campaign", "p/demo-presale");
    await expect(widget.locator("button.campaign-widget__action")).toHaveCSS(
      "background-color",
      "rgb(115, 68, 192)",
    );
    const field = widget.getByLabel("Email Address");
    await field.fill("ada@");
    await widget.getByRole("button", { name: "Register" }).click();
    await expect(widget.getByRole("alert")).toHaveText("Your Email Address is in the wrong format");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("dialog[data-campaign-modal]")).toHaveCount(0);

    const email = uniqueEmail("widget-form");
    await field.fill(email);
    await field.press("Enter");
    const modal = page.locator("dialog[data-campaign-modal]");
    await expect(modal).toBeVisible();
    await expect(modal.locator("iframe")).toHaveAttribute("src", /\/p\/demo-presale\/register\?embed=modal$/);
    // The address went from frame to frame through the site's own storage, never through this page.
    const inside = page.frameLocator("dialog[data-campaign-modal] iframe");
    await expect(inside.getByLabel("Email Address")).toHaveValue(email);
    expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain(email);
  });

  test("the JavaScript API: a push onto q after the loader ran mounts a widget with its options", async ({
    page,
  }) => {
    await openPromoterPage(page);
    await page.evaluate(() => {
      const element = document.createElement("div");
      element.id = "widget-api";
      document.querySelector("main")?.append(element);
      const loader = (window as unknown as { CampaignLoader: { q: { push(...c: unknown[]): void } } })
        .CampaignLoader;
      loader.q.push([
        "mount",
        element,
        { campaign: "p/demo-presale", widgetType: "link", widgetText: "Join in" },
      ]);
    });
    await expect(page.locator("#widget-api")).toHaveAttribute("data-widget-type", "link");
    await expect(page.frameLocator("#widget-api iframe").locator("a.campaign-widget__action")).toHaveText(
      "Join in",
    );
  });

  test("the modal speaks the widget's language, else the page's: labels, frame title, direction", async ({
    page,
  }) => {
    await openPromoterPage(page);
    // A widget in Arabic: its frame and modal are asked for Arabic, and the modal reads right to left.
    await page.evaluate(() => {
      const element = document.createElement("div");
      element.id = "widget-ar";
      document.querySelector("main")?.append(element);
      const loader = (window as unknown as { CampaignLoader: { push(...c: unknown[]): void } })
        .CampaignLoader;
      loader.push(["mount", element, { campaign: "p/demo-presale", widgetType: "button", lang: "ar" }]);
    });
    const arabicWidget = page.locator("#widget-ar iframe");
    await expect(arabicWidget).toHaveAttribute("title", "التسجيل");
    await expect(arabicWidget).toHaveAttribute("src", /[?&]lang=ar(&|$)/);
    // Appended below the fold: Chromium runs no animation frames in a cross-origin frame out of view, and
    // Playwright waits for two to call the button stable (microsoft/playwright#21054). A fan scrolls to it.
    await arabicWidget.scrollIntoViewIfNeeded();
    await page.frameLocator("#widget-ar iframe").locator("button").click();
    const modal = page.getByRole("dialog", { name: "التسجيل" });
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAttribute("dir", "rtl");
    await expect(modal).toHaveAttribute("lang", "ar");
    await expect(modal.locator("iframe")).toHaveAttribute("title", "التسجيل");
    await expect(modal.locator("iframe")).toHaveAttribute("src", /\/register\?embed=modal&lang=ar$/);
    const close = modal.getByRole("button", { name: "إغلاق" });
    await expect(close).toBeFocused();
    // At the inline end: the left edge, right to left.
    const [closeBox, frameBox] = [await close.boundingBox(), await modal.locator("iframe").boundingBox()];
    expect(closeBox!.x).toBeLessThan(frameBox!.x + frameBox!.width / 2);
    await page.keyboard.press("Escape");
    await expect(modal).toHaveCount(0);

    // A widget that names no language: the host page's <html lang>; the modal page keeps the campaign's.
    await page.evaluate(() => {
      document.documentElement.lang = "fr";
    });
    await page.frameLocator("#widget-button iframe").locator("button").click();
    const french = page.getByRole("dialog", { name: "Inscription" });
    await expect(french).toBeVisible();
    await expect(french).toHaveAttribute("dir", "ltr");
    await expect(french.getByRole("button", { name: "Fermer" })).toBeFocused();
    await expect(french.locator("iframe")).toHaveAttribute("src", /\/register\?embed=modal$/);
    await page.keyboard.press("Escape");
    await expect(french).toHaveCount(0);
  });

  test("a hostile frame on the site's own origin cannot drive the host page's bridge", async ({ page }) => {
    await openPromoterPage(page);
    // Wait until the real widget's bridge is up (its size came through).
    await expect
      .poll(async () =>
        page.locator("#widget-button iframe").evaluate((f) => f.getBoundingClientRect().height),
      )
      .not.toBe(64);
    const addFrame = (id: string, src: string) =>
      page.evaluate(
        ({ id, src }) => {
          const frame = document.createElement("iframe");
          frame.id = id;
          frame.title = id;
          frame.src = src;
          document.body.append(frame);
          return new Promise((resolve) => frame.addEventListener("load", resolve));
        },
        { id, src },
      );
    // Issue 15: the site's pages are framed by no other site (frame-ancestors 'self'), bar the embedding
    // routes: the home page does not render here; the register modal's page (this promoter's) does.
    const home = `http://127.0.0.1:${SITE_PORT}/`;
    await addFrame("blocked", home);
    const blocked = await (await page.$("#blocked"))?.contentFrame();
    expect(blocked?.url()).not.toBe(home);
    const modalPage = `http://127.0.0.1:${SITE_PORT}/p/demo-presale/register?embed=modal`;
    await addFrame("intruder", modalPage);
    const intruder = page.frames().find((f) => f.url() === modalPage);
    expect(intruder).toBeTruthy();
    // Every penpal v7 message a frame could forge: the handshake, a port, and calls through both.
    await intruder!.evaluate(() => {
      const base = { namespace: "penpal", channel: undefined };
      const call = {
        ...base,
        type: "CALL",
        id: "forged",
        methodPath: ["openRegisterModal"],
        args: [{ v: 1, campaignUri: "p/demo-presale" }],
      };
      const { port1, port2 } = new MessageChannel();
      for (let i = 0; i < 3; i++) {
        parent.postMessage({ ...base, type: "SYN", participantId: "zzzzzzzz" }, "*");
        parent.postMessage({ ...base, type: "ACK1", methodPaths: [] }, "*");
        parent.postMessage(call, "*");
        parent.postMessage(
          {
            penpal: "call",
            id: "old",
            methodName: "openRegisterModal",
            args: [{ v: 1, campaignUri: "p/demo-presale" }],
          },
          "*",
        );
      }
      parent.postMessage({ ...base, type: "ACK2" }, "*", [port2]);
      port1.postMessage(call);
    });
    await page.waitForTimeout(1000);
    await expect(page.locator("dialog[data-campaign-modal]")).toHaveCount(0);
    // The real widget still works.
    await page.frameLocator("#widget-button iframe").locator("button").click();
    await expect(page.locator("dialog[data-campaign-modal]")).toBeVisible();
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
    expect(frames.perWidget).toEqual([1, 1, 1, 1, 1]);
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
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/v1/cn/remote-signup"));
    await fillAndSubmit(page, email);
    await expect(page.locator("#remote-result")).toHaveAttribute("data-success", "true");
    // The frame's request carries what the server checks (docs/security.md): the site's own Origin and
    // the frame, opened for the promoter's domain, as Referer.
    const headers = await (await sent).allHeaders();
    expect(headers.origin).toBe(`http://127.0.0.1:${SITE_PORT}`);
    const referer = new URL(headers.referer ?? "");
    expect([referer.origin, referer.pathname]).toEqual([headers.origin, "/widget/remote-signup/"]);
    expect(referer.searchParams.get("domain")).toBe("127.0.0.1");
    // The campaign verifies emails with a code: the new fan's code is in the dev outbox.
    const code = await latestCode(request, email);
    expect(code).toMatch(/^\w{6}$/);
    // The fan is there through the API: the code verifies that address, and the address is then taken.
    const lookup = await request.get("/api/v1/cn/campaign-uri?uri=p/demo-presale");
    const campaignOid = ((await lookup.json()) as { campaign: { oid: string } }).campaign.oid;
    const verify = await request.post("/api/v1/cn/fan-email-verify", {
      data: { campaignOid, emailAddress: email, shortCode: code },
    });
    expect(verify.status(), await verify.text()).toBe(201);
    const again = await request.post("/api/v1/cn/campaign-account", {
      data: { campaignOid, registrationType: "email", emailAddress: email },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toContain("already registered");
  });

  /** Answers the remote-signup frame posts to this page, collected from the page's start. */
  async function collectAnswers(page: Page): Promise<() => Promise<unknown[]>> {
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { frameAnswers: unknown[] }).frameAnswers = seen;
      window.addEventListener("message", (event) => {
        if (event.origin !== location.origin) seen.push(event.data);
      });
    });
    return () => page.evaluate(() => (window as unknown as { frameAnswers: unknown[] }).frameAnswers);
  }

  test("a plain requestConfig posted once, on the frame's load event, is answered", async ({ page }) => {
    await page.goto(formPage);
    const answers = await page.evaluate(async () => {
      const real = document.getElementById("remote-signup") as HTMLIFrameElement;
      const frame = document.createElement("iframe");
      frame.hidden = true;
      frame.title = "Remote signup, driven by hand";
      frame.src = real.src;
      const got: unknown[] = [];
      window.addEventListener("message", (event) => {
        if (event.source === frame.contentWindow) got.push(event.data);
      });
      frame.addEventListener("load", () =>
        frame.contentWindow?.postMessage({ v: 1, action: "requestConfig" }, new URL(frame.src).origin),
      );
      document.body.append(frame);
      for (let i = 0; i < 100 && !got.some((m) => (m as { action?: string }).action === "config"); i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return got;
    });
    expect(answers).toContainEqual(
      expect.objectContaining({
        v: 1,
        action: "config",
        config: expect.objectContaining({ campaignName: expect.any(String) }),
      }),
    );
  });

  test("a hostile sibling frame on the same page is ignored", async ({ page, request }) => {
    await page.goto(formPage);
    await expect(page.locator("#remote-fields input[name=emailAddress]")).toBeVisible();
    const answers = await collectAnswers(page);
    const before = (await answers()).length;
    await page.evaluate(() => {
      const sibling = document.createElement("iframe");
      sibling.title = "Sibling";
      sibling.srcdoc = "<!doctype html><title>sibling</title>";
      document.body.append(sibling);
      return new Promise((resolve) => sibling.addEventListener("load", resolve));
    });
    const sibling = page.frames().find((f) => f.url() === "about:srcdoc");
    const email = uniqueEmail("sibling");
    const siblingGot = await sibling!.evaluate(async (address) => {
      const target = (parent.document.getElementById("remote-signup") as HTMLIFrameElement).contentWindow!;
      const origin = new URL((parent.document.getElementById("remote-signup") as HTMLIFrameElement).src)
        .origin;
      const got: unknown[] = [];
      window.addEventListener("message", (event) => got.push(event.data));
      const form = { emailAddress: address, firstName: "Eve", lastName: "Sibling", postcode: "2000" };
      for (let i = 0; i < 3; i++) {
        target.postMessage({ v: 1, action: "requestConfig" }, origin);
        target.postMessage({ v: 1, action: "submitForm", form }, origin);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return got;
    }, email);
    await page.waitForTimeout(500);
    expect(siblingGot).toEqual([]);
    expect((await answers()).length).toBe(before);
    const outbox = await request.get(`/__dev/outbox?to=${encodeURIComponent(email)}`);
    expect(((await outbox.json()) as { messages: unknown[] }).messages).toHaveLength(0);
  });

  test("an unknown action is logged and answered; a malformed payload gets a clear error", async ({
    page,
  }) => {
    await page.goto(formPage);
    await expect(page.locator("#remote-fields input[name=emailAddress]")).toBeVisible();
    const logged = page.waitForEvent(
      "console",
      (m) => m.text() === "[remote signup] unknown action: explode",
    );
    const answers = await collectAnswers(page);
    await page.evaluate(() => {
      const frame = document.getElementById("remote-signup") as HTMLIFrameElement;
      const origin = new URL(frame.src).origin;
      frame.contentWindow?.postMessage({ v: 1, action: "explode" }, origin);
      frame.contentWindow?.postMessage({ v: 1, action: "submitForm", form: "ada@example.com" }, origin);
    });
    await logged;
    await expect.poll(answers).toEqual([
      { v: 1, action: "error", success: false, error: expect.stringContaining('Unknown action "explode"') },
      {
        v: 1,
        action: "error",
        success: false,
        error: expect.stringContaining('Malformed submitForm message: "form" must be an object'),
      },
    ]);
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
