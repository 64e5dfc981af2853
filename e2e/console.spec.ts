import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { axe } from "./axe.js";
import { latestLink, uniqueEmail } from "./outbox.js";
import { visit } from "./served-screen.js";

// Issue 19's done-when: a new promoter signs up in the console and signs in by the emailed link; it
// creates a campaign, previews and publishes it; a fan registers on its hosted page; the console shows
// the fan and the figure and downloads the CSV.

const KEY = "fc_demo_promoter_key";

test.describe("given the console and a promoter with nothing yet", () => {
  test("a campaign goes from template to published, gets a fan, and the console shows and exports it", async ({
    page,
    browser,
    request,
  }) => {
    // The longest journey of the suite (sign-up to CSV, axe five times): more than the default 90 s on a busy machine.
    test.slow();
    const slug = `console-${Date.now().toString(36)}`;
    const email = uniqueEmail("console");
    const promoterEmail = uniqueEmail("promoter");

    await page.goto("/console/");
    await axe(page, "sign in");
    const signUp = page.getByRole("form", { name: "New here? Create a promoter account" });
    await signUp.getByLabel("Promoter name").fill("Night Owl Presents");
    await signUp.getByLabel("Email address").fill(promoterEmail);
    await signUp.getByRole("button", { name: "Create account" }).click();
    await expect(signUp.getByRole("status")).toContainText("a sign-in link is on its way");
    const link = await latestLink(request, promoterEmail, "magic-link");
    await page.goto(link);
    await expect(page.getByRole("table", { name: "Your campaigns" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Your campaigns" }).locator("tbody tr")).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe("");
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
    await visit(fanPage, `/m/${slug}/`);
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

test("a promoter with a key signs in with it; an emailed link opens only once; keys, webhooks and domains are managed in the console", async ({
  page,
  request,
}) => {
  await page.goto("/console/");
  await page.getByLabel("API key").fill(KEY);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("table", { name: "Your campaigns" })).toContainText("p/demo-presale");

  const promoterEmail = uniqueEmail("promoter-once");
  await request.post("/api/v1/promoter/sign-up", { data: { name: "Once", emailAddress: promoterEmail } });
  const link = await latestLink(request, promoterEmail, "magic-link");
  const browser = page.context().browser()!;
  const firstContext = await browser.newContext();
  const first = await firstContext.newPage();
  await first.goto(link);
  await expect(first.getByRole("table", { name: "Your campaigns" })).toBeVisible();

  // Its keys, webhooks and domains: each made, shown and removed from the console.
  first.on("dialog", (dialog) => void dialog.accept());
  await first.getByRole("button", { name: "Keys, webhooks and domains" }).click();
  const keys = first.getByRole("table", { name: "API keys" });
  await expect(keys.getByRole("row", { name: /Console sign-in/ })).toBeVisible();
  await first.getByLabel("Key name").fill("Ticketing sync");
  await first.getByRole("button", { name: "Make key" }).click();
  await expect(first.getByRole("status").first()).toContainText(
    'Key "Ticketing sync" made (shown once): fc_',
  );
  await keys
    .getByRole("row", { name: /Ticketing sync/ })
    .getByRole("button", { name: "Revoke" })
    .click();
  await expect(first.getByRole("status").first()).toContainText('Key "Ticketing sync" revoked.');
  await expect(keys.getByRole("row", { name: /Ticketing sync/ })).toContainText("revoked");

  await first.getByLabel("Webhook URL").fill("https://hooks.example.com/fans");
  await first.getByRole("button", { name: "Add webhook" }).click();
  await expect(first.getByRole("status").first()).toContainText("Its signing secret (shown once): whsec_");
  const hooks = first.getByRole("table", { name: "Webhooks" });
  await hooks
    .getByRole("row", { name: /hooks\.example\.com/ })
    .getByRole("button", { name: "Deliveries" })
    .click();
  await expect(first.getByText("No delivery yet.")).toBeVisible();
  await axe(first, "webhook deliveries");
  await first.getByRole("button", { name: "Back to settings" }).click();
  await hooks
    .getByRole("row", { name: /hooks\.example\.com/ })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(first.getByRole("status").first()).toContainText("removed");
  await expect(hooks.getByRole("row", { name: /hooks\.example\.com/ })).toHaveCount(0);

  await first.getByRole("textbox", { name: "Domain" }).fill("shop.example.com");
  await first.getByRole("button", { name: "Add domain" }).click();
  const domains = first.getByRole("table", { name: "Remote-signup domains" });
  await expect(domains.getByRole("row", { name: /shop\.example\.com/ })).toBeVisible();
  await axe(first, "keys, webhooks and domains");
  await domains
    .getByRole("row", { name: /shop\.example\.com/ })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(domains.getByRole("row", { name: /shop\.example\.com/ })).toHaveCount(0);
  await firstContext.close();
  const second = await browser.newPage();
  await second.goto(link);
  await expect(second.getByRole("status").first()).toContainText("expired or was used already");
  await expect(second.getByLabel("API key")).toBeVisible();
  await second.close();
});

test("a refused key stays in the field to be corrected; each screen starts at its heading for the keyboard", async ({
  page,
}) => {
  await page.goto("/console/");
  const key = page.getByLabel("API key");
  await key.fill(`${KEY}x`);
  await key.press("Enter");
  await expect(page.getByRole("status").first()).toHaveText("That key was not accepted.");
  await expect(page.getByLabel("API key")).toHaveValue(`${KEY}x`);
  await expect(page.getByLabel("API key")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("API key")).toBeFocused();
  await axe(page, "refused key");

  await page.getByLabel("API key").fill(KEY);
  await page.getByLabel("API key").press("Enter");
  await expect(page.getByRole("heading", { name: "Campaigns", level: 2 })).toBeFocused();
  await page.getByRole("button", { name: "Keys, webhooks and domains" }).click();
  await expect(page.getByRole("heading", { name: "Keys, webhooks and domains", level: 2 })).toBeFocused();
  await page.getByRole("button", { name: "Back to campaigns" }).click();

  // A refused save points at its field: marked, focused, named by its label; what was typed stays.
  await page
    .getByRole("table", { name: "Your campaigns" })
    .getByRole("row", { name: /p\/demo-presale\b/ })
    .getByRole("button", { name: "Edit" })
    .click();
  const url = page.getByLabel(/privacy policy › url$/);
  await url.fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(url).toBeFocused();
  await expect(url).toHaveAttribute("aria-invalid", "true");
  await expect(url).toHaveValue("javascript:alert(1)");
  await expect(url).toHaveAccessibleDescription(/^Not saved: settings › privacy policy › url: /);
});
