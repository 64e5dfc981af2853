import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./csp.js";
import { logIn, registerFanThroughApi } from "./fans.js";
import { untilOwnRender, visit } from "./served-screen.js";

test.describe("given a seeded campaign", () => {
  test("its landing page shows the campaign's name, description and hero image", async ({
    page,
    request,
  }) => {
    const lookup = await request.get("/api/v1/cn/campaign-uri?uri=p/demo-presale");
    const { campaign } = (await lookup.json()) as { campaign: { name: string } };

    await visit(page, "/p/demo-presale/");
    await expect(page.getByRole("heading", { level: 1, name: campaign.name })).toBeVisible();
    await expect(page.locator("campaign-welcome img").first()).toBeVisible();
    await expect(page).toHaveTitle(campaign.name);

    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations).toEqual([]);
  });

  test("the short URL /demo/ opens the same campaign", async ({ page, request }) => {
    const lookup = await request.get("/api/v1/cn/campaign-uri?uri=p/demo-presale");
    const { campaign } = (await lookup.json()) as { campaign: { name: string } };
    await page.goto("/demo/");
    await expect(page.getByRole("heading", { level: 1, name: campaign.name })).toBeVisible();
  });

  test("?campaignOid= opens the campaign it names", async ({ page, request }) => {
    const lookup = await request.get("/api/v1/cn/campaign-uri?uri=p/demo-presale");
    const { campaign } = (await lookup.json()) as { campaign: { name: string; oid: string } };
    await page.goto(`/?campaignOid=${campaign.oid}`);
    await expect(page.getByRole("heading", { level: 1, name: campaign.name })).toBeVisible();
    await expect(page).toHaveTitle(campaign.name);
  });

  test("a visitor deep-linking to a later step is sent to the index page", async ({ page }) => {
    await page.goto("/p/demo-presale/invite");
    await expect(page).toHaveURL(/\/p\/demo-presale\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("campaign-welcome")).toHaveCount(1);
    await expect(page.locator("campaign-invite")).toHaveCount(0);
  });

  test("the landing fetches the register step's code ahead, while the visitor reads", async ({ page }) => {
    // The site imports the content-hashed entry (campaign-register.<hash>.js, issue 22).
    const registerCode = page.waitForRequest((r) =>
      /\/elements\/campaign-register\.[\w-]{8}\.js$/.test(r.url()),
    );
    await page.goto("/p/demo-presale/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await registerCode; // core-journey §9: within the 2000 ms idle timeout, without a click
    await expect(page.locator("campaign-register")).toHaveCount(0);
  });

  test("the Arabic campaign renders right-to-left", async ({ page }) => {
    await visit(page, "/p/demo-arabic/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("campaign-welcome .wrapper")).toHaveAttribute("dir", "rtl");
  });

  test("the first view needs no campaign-uri request", async ({ page }) => {
    const lookups: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/campaign-uri")) lookups.push(r.url());
    });
    await page.goto("/p/demo-presale/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(lookups).toEqual([]);
  });
});

test.describe("given a route that does not exist", () => {
  test("an unknown route shows the 404 page with a link home", async ({ page }) => {
    const response = await page.goto("/nope/x/y/z");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations).toEqual([]);
  });

  test("an unknown campaign shows the campaign error", async ({ page }) => {
    await page.goto("/p/no-such-campaign/");
    await expect(page.getByText("Error with campaign at /p/no-such-campaign/")).toBeVisible();
  });
});

test.describe("given a page's code that fails to load", () => {
  // The site imports the content-hashed entry (campaign-welcome.<hash>.js, issue 22).
  const welcomeCode = /\/elements\/campaign-welcome\.[\w-]{8}\.js$/;
  const documentLoads = (page: import("@playwright/test").Page) => {
    const loads: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") loads.push(r.url());
    });
    return loads;
  };

  test("the page reloads once and then shows (a new deploy replaced the code)", async ({ page }) => {
    let failures = 0;
    await page.route(welcomeCode, (route) => (failures++ === 0 ? route.abort() : route.continue()));
    const loads = documentLoads(page);
    await page.goto("/p/demo-presale/");
    // The heading is in the served HTML (issue 22): the element's code is what must have come.
    await page.waitForFunction(() => customElements.get("campaign-welcome"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(loads).toHaveLength(2);
    expect(failures).toBe(2);
  });

  test("a second failure in a row is reported, not reloaded again", async ({ page }) => {
    await page.route(welcomeCode, (route) => route.abort());
    const loads = documentLoads(page);
    const reported = page.waitForEvent("console", (m) => m.text().includes("[site] a page could not load"));
    await page.goto("/p/demo-presale/");
    await reported;
    await page.waitForTimeout(500);
    expect(loads).toHaveLength(2);
  });
});

test.describe("given the demo tour", () => {
  test("/t/demo-tour lists its campaigns under 'Select Location', linked with their type's prefix", async ({
    page,
  }) => {
    await page.goto("/t/demo-tour");
    await expect(page.getByRole("heading", { name: "Select Location" })).toBeVisible();
    const links = page.locator("campaign-tour .stop a");
    await expect(links).toHaveCount(3);
    for (const href of await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname))) {
      expect(href).toMatch(/^\/[a-z]\/[a-z0-9-]+\/$/);
    }
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations).toEqual([]);
    await links.first().click();
    await untilOwnRender(page);
    await expect(page.locator("campaign-welcome h1")).toBeVisible();
  });
});

test.describe("given an ended campaign", () => {
  test("its pages show the finished page, here with the ended sign-up (endedIntent)", async ({ page }) => {
    await page.goto("/p/demo-ended/");
    await expect(page).toHaveURL(/\/p\/demo-ended\/finished$/);
    await expect(page.getByRole("heading", { name: "Campaign ended" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Presale registrations have ended" })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations).toEqual([]);
  });
});

test.describe("given a signed-in fan on a finished page", () => {
  test("their card shows, its code fetched once the page has them (a chunk of its own)", async ({
    page,
    request,
  }) => {
    const fan = await registerFanThroughApi(request, "p/demo-presale", {
      firstName: "Ada",
      label: "finished",
    });
    await logIn(page, fan.token);
    await visit(page, "/p/demo-presale/");
    // The element added to a live campaign's page: the seeded ended campaign shows its ended sign-up instead.
    await page.evaluate(async () => {
      await import("/elements/campaign-finished.js" as string);
      const finished = document.createElement("campaign-finished");
      finished.setAttribute("campaign", "p/demo-presale");
      document.body.append(finished);
    });
    const card = page.locator("campaign-finished [part=profile-card]");
    await expect(card).toBeVisible();
    await expect(card.getByText("Ada", { exact: false })).toBeVisible();
    await expect(card.getByText("Final points")).toBeVisible();
    await expect(card).toHaveCSS("text-align", "center");
  });
});

test("the footer promotes the provider with the campaign name as a tracking parameter", async ({ page }) => {
  await page.goto("/p/demo-presale/");
  const link = page.getByRole("link", { name: "Powered by Fan Campaigns" });
  await expect(link).toHaveAttribute("href", /utm_campaign=The\+Velvet\+Comets/);
});

test.describe("the Content Security Policy check every hosted-site spec shares (e2e/csp.ts)", () => {
  test("sees an inline script the policy blocked", async ({ page, cspViolations }) => {
    await page.goto("/p/demo-presale/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__ran = true";
      document.body.append(script);
    });
    await expect
      .poll(() => cspViolations)
      .toEqual([expect.stringMatching(/^script-src-elem blocked inline on /)]);
    expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
    // Seen and expected here: cleared so that the check at the end of the test passes.
    cspViolations.length = 0;
  });
});
