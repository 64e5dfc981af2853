import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO_PORT, SITE_PORT } from "../playwright.config.js";

// Preview mode (engagement §6): the demo admin page on the promoter origin drives the site's preview
// pages with window messages carrying its preview token.

const ADMIN = `http://127.0.0.1:${DEMO_PORT}/preview.html`;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const NOT_AVAILABLE = "This is not available while in preview mode";

async function openAdmin(page: Page) {
  await page.goto(ADMIN);
  const frame = page.frameLocator("#campaign-frame");
  await expect(page.locator("#campaign-name")).not.toHaveValue("");
  await expect(page.locator("#campaign-status")).toContainText("Previewing");
  return frame;
}

async function seededCampaign(request: APIRequestContext, uri: string): Promise<Record<string, unknown>> {
  const answer = await request.get(`/api/v1/cn/campaign-uri?uri=${uri}`);
  return ((await answer.json()) as { campaign: Record<string, unknown> }).campaign;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(ADMIN)).text();
  const token = /<meta name="preview-token" content="([^"]+)"/.exec(html)?.[1];
  expect(token).toMatch(/^pv1\./);
  return token!;
}

test.describe("given the demo admin tool and the preview pages", () => {
  test("an edited name shows in the preview, and a step renders", async ({ page }) => {
    const frame = await openAdmin(page);
    await page.locator("#campaign-name").fill("Preview Summer Tour");
    await expect(frame.getByRole("heading", { name: "Preview Summer Tour" })).toBeVisible();
    await expect(page.locator("#campaign-status")).toHaveText('Previewing "Preview Summer Tour".');

    await page.locator("#campaign-step").selectOption("register");
    await expect(frame.locator("campaign-register")).toHaveAttribute("preview", "true");
    await expect(frame.locator("campaign-register form").first()).toBeVisible();
    await expect(page.locator("#campaign-status")).toHaveText('Previewing "Preview Summer Tour" (register).');
  });

  test("a share click says it is not available and nothing reaches the server or storage", async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/cn/")) calls.push(new URL(request.url()).pathname);
    });
    const popups: unknown[] = [];
    page.on("popup", (popup) => popups.push(popup));
    const frame = await openAdmin(page);
    await page.locator("#campaign-step").selectOption("share");
    const share = frame.locator("campaign-share button[data-channel]").first();
    await expect(share).toBeVisible();
    await share.click();
    await expect(frame.locator("campaign-share [part=snackbar]")).toHaveText(NOT_AVAILABLE);

    // The preview page made only preview calls (the admin page's own look-ups are campaign-uri).
    const fromPreview = calls.filter((path) => !path.endsWith("/campaign-uri"));
    expect(fromPreview.length).toBeGreaterThan(0);
    expect(fromPreview.every((path) => /\/(campaign|fan|tour)-preview$/.test(path))).toBe(true);
    expect(popups).toHaveLength(0);
    const storage = await page
      .frame({ url: /\/preview-page\/campaign\// })
      ?.evaluate(() => Object.keys(localStorage).length);
    expect(storage).toBe(0);
  });

  test("the landing page's button moves the preview to register, where submitting writes nothing", async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/cn/")) calls.push(new URL(request.url()).pathname);
    });
    const frame = await openAdmin(page);
    await frame.getByRole("button", { name: "Get presale access" }).click();
    await expect(page.locator("#campaign-status")).toContainText("(register)");
    await frame.getByLabel("Email Address").fill("preview@example.com");
    await frame.getByLabel("First Name").fill("Ada");
    await frame.getByLabel("Last Name").fill("Lovelace");
    await frame.getByLabel("Zip/Post code").fill("3000");
    await frame.getByLabel("Email", { exact: true }).check();
    await frame.getByLabel("I agree to the privacy policy").check();
    await frame.getByRole("button", { name: "Get presale access" }).click();
    await expect(frame.getByText(NOT_AVAILABLE)).toBeVisible();
    const fromPreview = calls.filter((path) => !path.endsWith("/campaign-uri"));
    expect(fromPreview.every((path) => /\/(campaign|fan|tour)-preview$/.test(path))).toBe(true);
  });

  test("invite shows every channel in preview and refuses their clicks", async ({ page }) => {
    const frame = await openAdmin(page);
    await page.locator("#campaign-step").selectOption("invite");
    const channels = frame.locator("campaign-invite button[data-channel]");
    await expect(channels.first()).toBeVisible();
    // A desktop-sized frame: instagram, tiktok and sms show only because this is a preview.
    const names = await channels.evaluateAll((all) => all.map((b) => b.getAttribute("data-channel")));
    expect(names).toEqual(expect.arrayContaining(["instagram", "tiktok", "sms"]));
    await channels.first().click();
    await expect(frame.locator("campaign-invite [part=snackbar]")).toHaveText(NOT_AVAILABLE);
    await expect(frame.locator("campaign-invite [part=app-modal]")).toHaveCount(0);
  });

  test("a sample fan shows on the success page only when asked for", async ({ page }) => {
    const frame = await openAdmin(page);
    await page.locator("#campaign-step").selectOption("success");
    await expect(page.locator("#campaign-status")).toContainText("(success)");
    await expect(frame.locator("campaign-success")).toBeVisible();
    await expect(frame.getByText("Alex", { exact: false })).toHaveCount(0);
    await page.locator("#campaign-sample-fan").check();
    await expect(frame.getByText("Alex", { exact: false }).first()).toBeVisible();
  });

  test("a follow click in preview is refused too", async ({ page }) => {
    const frame = await openAdmin(page);
    await page.locator("#campaign-step").selectOption("follow");
    const follow = frame.locator("campaign-follow button[data-channel]").first();
    await expect(follow).toBeVisible();
    await follow.click();
    await expect(frame.locator("campaign-follow [part=snackbar]")).toHaveText(NOT_AVAILABLE);
  });

  test("a message with a wrong token from the trusted origin changes nothing", async ({ page, request }) => {
    const frame = await openAdmin(page);
    const name = await page.locator("#campaign-name").inputValue();
    const campaign = { ...(await seededCampaign(request, "p/demo-presale")), name: "Forged name" };
    const refused = page.waitForEvent("console", (m) =>
      m.text().includes("[preview] the campaign preview was not shown"),
    );
    await page.evaluate(
      ({ campaign, site }) => {
        const target = (document.getElementById("campaign-frame") as HTMLIFrameElement).contentWindow;
        target?.postMessage(
          {
            type: "campaign-preview",
            version: 1,
            previewToken: `pv1.1999999999.${"0".repeat(64)}`,
            campaign,
          },
          site,
        );
      },
      { campaign, site: SITE },
    );
    await refused;
    await expect(page.locator("#campaign-status")).toContainText(
      "Preview token is missing, expired or not valid",
    );
    await expect(frame.getByRole("heading", { name })).toBeVisible();
    await expect(frame.getByText("Forged name")).toHaveCount(0);
  });

  test("a valid message from an untrusted origin is ignored", async ({ page, request }) => {
    const token = await adminToken(request);
    const campaign = { ...(await seededCampaign(request, "p/demo-presale")), name: "Untrusted name" };
    const server = createServer((_, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<!doctype html><title>Elsewhere</title><p>Another origin</p>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await page.goto(`http://localhost:${port}/`);
      // A framing is refused (frame-ancestors), so the other origin opens the preview page in a window.
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.evaluate((url) => {
          (window as unknown as { preview: Window | null }).preview = window.open(url);
        }, `${SITE}/preview-page/campaign/`),
      ]);
      await expect(popup.getByRole("status")).toHaveText("Waiting for the preview…");
      const ignored = popup.waitForEvent("console", (m) =>
        m.text().includes(`origin http://localhost:${port} is not a trusted preview origin`),
      );
      await page.evaluate(
        ({ campaign, token, site }) => {
          const preview = (window as unknown as { preview: Window }).preview;
          setInterval(
            () =>
              preview.postMessage(
                { type: "campaign-preview", version: 1, previewToken: token, campaign },
                site,
              ),
            200,
          );
        },
        { campaign, token, site: SITE },
      );
      await ignored;
      await popup.waitForTimeout(500);
      await expect(popup.getByRole("status")).toHaveText("Waiting for the preview…");
      await expect(popup.locator("campaign-welcome, campaign-register")).toHaveCount(0);
    } finally {
      server.close();
    }
  });

  test("the tour preview lists the posted tour's campaigns", async ({ page }) => {
    await page.goto(ADMIN);
    const tourJson = page.locator("#tour-json");
    await expect(tourJson).not.toHaveValue("");
    await expect(page.locator("#tour-status")).toContainText("Previewing");
    const tour = JSON.parse(await tourJson.inputValue()) as { campaigns: unknown[] };
    tour.campaigns.push({ name: "Preview City", type: "presale", urlSlug: "preview-city" });
    await tourJson.fill(JSON.stringify(tour));
    const frame = page.frameLocator("#tour-frame");
    await expect(frame.getByText("Preview City")).toBeVisible();
    await expect(frame.locator('a[href*="preview-city"]')).toHaveCount(1);
  });

  test("the admin page and its previews pass axe", async ({ page }) => {
    await openAdmin(page);
    await expect(page.locator("#tour-status")).toContainText("Previewing");
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });

  test("the preview calls refuse a request without a token", async ({ request }) => {
    const answer = await request.post("/api/v1/cn/fan-preview", { data: {} });
    expect(answer.status()).toBe(403);
  });
});
