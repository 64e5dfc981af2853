import { expect, test } from "@playwright/test";
import { DEMO_PORT, SITE_PORT } from "../playwright.config.js";

// No layout jump on a host page (issue 21): an element holds its first screen's height before its code
// arrives and while its campaign loads, a host can set its own figure, and a host's sticky bar is
// honoured by the element's sticky header (--campaign-sticky-top).

const api = `http://127.0.0.1:${SITE_PORT}/api/v1/cn`;
test.use({ viewport: { width: 390, height: 844 } });

test("the space of <campaign-rewards> is held before its code and while its campaign loads, then it takes its own height", async ({
  page,
}) => {
  let releaseCampaign = () => {};
  const held = new Promise<void>((resolve) => {
    releaseCampaign = resolve;
  });
  await page.route("**/api/v1/cn/campaign-uri?*", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`http://127.0.0.1:${DEMO_PORT}/elements.html`);
  const before = await page.evaluate((base) => {
    const element = document.createElement("campaign-rewards");
    element.id = "rewards";
    element.setAttribute("campaign", "p/demo-presale");
    element.setAttribute("api-base", base);
    document.getElementById("second-home")!.append(element);
    return { defined: customElements.get("campaign-rewards") !== undefined, height: element.offsetHeight };
  }, api);
  expect(before).toEqual({ defined: false, height: 770 });

  await page.evaluate(() => customElements.whenDefined("campaign-rewards"));
  await expect(page.locator("#rewards").getByRole("status")).toBeVisible();
  expect(await page.locator("#rewards").evaluate((element: HTMLElement) => element.offsetHeight)).toBe(770);

  const ready = page.evaluate(
    () =>
      new Promise((resolve) =>
        document.getElementById("rewards")!.addEventListener("campaign:ready", resolve),
      ),
  );
  releaseCampaign();
  await ready;
  const natural = await page.locator("#rewards").evaluate((element: HTMLElement) => {
    const shown = element.offsetHeight;
    element.style.minHeight = "0";
    return { shown, content: element.offsetHeight };
  });
  expect(natural.shown).toBe(natural.content);
});

test("a host sets its own reserved height, capped by nothing, with --campaign-reserved-height", async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${DEMO_PORT}/elements.html`);
  const height = await page.evaluate((base) => {
    const element = document.createElement("campaign-register");
    element.setAttribute("campaign", "p/demo-presale");
    element.setAttribute("api-base", base);
    element.style.setProperty("--campaign-reserved-height", "1200px");
    document.getElementById("second-home")!.append(element);
    return element.offsetHeight;
  }, api);
  // Without the host's figure a phone's register screen holds the viewport's height (844 px).
  expect(height).toBe(1200);
});

test("the element's sticky header stops below the host's own sticky bar (--campaign-sticky-top)", async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${DEMO_PORT}/elements.html`);
  await page.evaluate((base) => {
    const element = document.createElement("campaign-register");
    element.id = "register";
    element.setAttribute("campaign", "p/demo-presale");
    element.setAttribute("api-base", base);
    element.style.setProperty("--campaign-sticky-top", "60px");
    document.getElementById("second-home")!.append(element);
  }, api);
  const register = page.locator("#register");
  await expect(register.getByRole("button", { name: "Get presale access" })).toBeVisible();
  await register.getByLabel("Zip/Post code").scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  await expect
    .poll(() =>
      register.locator(".header").evaluate((header) => Math.round(header.getBoundingClientRect().top)),
    )
    .toBe(60);
});
