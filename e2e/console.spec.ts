import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { axe } from "./axe.js";
import { uniqueEmail } from "./outbox.js";

// Issue 19's done-when: in the console a promoter creates a campaign, previews and publishes it; a fan
// registers on its hosted page; the console shows the fan and the figure and downloads the CSV.

const KEY = "fc_demo_promoter_key";

test.describe("given the console and the demo promoter's key", () => {
  test("a campaign goes from template to published, gets a fan, and the console shows and exports it", async ({
    page,
    browser,
  }) => {
    const slug = `console-${Date.now().toString(36)}`;
    const email = uniqueEmail("console");

    await page.goto("/console/");
    await axe(page, "sign in");
    await page.getByLabel("API key").fill(KEY);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("table", { name: "Your campaigns" })).toBeVisible();
    await axe(page, "campaign list");

    await page.getByLabel("Campaign type").selectOption({ label: "opt-in" });
    await page.getByLabel("Web address (after the section letter)").fill(slug);
    await page.getByLabel("Campaign name").fill("Console opt-in");
    await page.getByRole("button", { name: "Create draft" }).click();

    // The draft in the live preview, updated as the form changes.
    const preview = page.frameLocator("iframe.preview");
    await expect(preview.getByRole("heading", { name: "Console opt-in" }).first()).toBeVisible();
    await page.getByLabel("name", { exact: true }).fill("Console opt-in live");
    await expect(preview.getByRole("heading", { name: "Console opt-in live" }).first()).toBeVisible();
    await expect((await page.request.get(`/api/v1/cn/campaign-uri?uri=m/${slug}`)).status()).toBe(404);
    await axe(page, "editor");

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status")).toContainText("Published: version 1");

    // A fan on the hosted page.
    const fanPage = await browser.newPage();
    await fanPage.goto(`/m/${slug}/`);
    await expect(fanPage.getByRole("heading", { name: "Console opt-in live" }).first()).toBeVisible();
    await fanPage.getByLabel("Email Address").fill(email);
    await fanPage.getByLabel("First Name").fill("Ada");
    const created = fanPage.waitForResponse(
      (r) => r.url().includes("/campaign-fan") && r.request().method() === "POST",
    );
    await fanPage.locator("campaign-register [part=form]").getByRole("button").last().click();
    expect((await created).status()).toBe(201);
    await expect(fanPage).toHaveURL(new RegExp(`/m/${slug}/success$`));
    await fanPage.close();

    // The fan and the figures in the console.
    await page.getByRole("button", { name: "Back to campaigns" }).click();
    await page
      .getByRole("row", { name: /Console opt-in live/ })
      .getByRole("button", { name: "Fans and figures" })
      .click();
    await expect(page.getByRole("table", { name: "Fans" })).toContainText(email);
    await expect(page.locator('[data-figure="registrations"]')).toHaveText("1");
    await expect(page.locator('[data-figure="verified"]')).toHaveText("1");
    await expect(page.locator(".chart canvas")).toBeVisible();
    await axe(page, "fans and figures");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const csv = await readFile((await (await download).path()) ?? "", "utf8");
    expect(csv.split("\r\n")[0]).toContain("emailAddress");
    expect(csv).toContain(email);

    // A tablet.
    await page.setViewportSize({ width: 820, height: 1180 });
    await axe(page, "fans and figures on a tablet");
  });
});
