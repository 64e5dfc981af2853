import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { elementTags } from "../elements/entries.mjs";
import { DEMO_PORT } from "../playwright.config.js";
import { fillPresaleForm } from "./forms.js";
import { latestCode, uniqueEmail } from "./outbox.js";

// Issue 9: "The elements and the site under a strict Content Security Policy (script-src 'self', no
// unsafe-inline, no unsafe-eval, styles through constructable stylesheets or a nonce): everything renders
// and works." Promoter pages on the demo origin are served with such a policy (demo/server/promoter-site.ts);
// every violation the page reports, and every CSP message on the console, fails the test.

const DEMO = `http://127.0.0.1:${DEMO_PORT}`;

/** Collects the page's violations from before its first script, and CSP complaints on the console. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const seen = window as unknown as { cspViolations?: string[] };
        seen.cspViolations = [
          ...(seen.cspViolations ?? []),
          `${event.effectiveDirective} ${event.blockedURI}`,
        ];
      },
      true,
    );
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
    ...console,
  ];
}

async function expectStrictPolicy(page: Page, path: string): Promise<void> {
  const answer = await page.goto(`${DEMO}${path}`);
  const csp = answer?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:\d+;/);
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
}

test("every campaign element renders and styles under a strict policy, with no violation", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await expectStrictPolicy(page, "/strict-csp-elements.html");
  // The page must hold every element the build ships: a new element without a place here fails.
  const onPage = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .map((el) => el.tagName.toLowerCase())
      .filter((t) => t.startsWith("campaign-")),
  );
  expect(new Set(onPage)).toEqual(new Set(elementTags));

  for (const tag of elementTags) {
    await expect
      .poll(
        () =>
          page.locator(tag).evaluate((el) => {
            const root = el.shadowRoot;
            if (!root) return "no shadow root";
            const text = (root.querySelector("*") as HTMLElement | null)?.innerText.trim() ?? "";
            if (!text) return "empty";
            if (root.adoptedStyleSheets.length === 0) return "unstyled";
            // A <style> element is what the policy blocks; style properties set through the CSSOM are allowed.
            if (root.querySelectorAll("style").length > 0) return "a style element";
            return "rendered";
          }),
        { message: `<${tag}> renders`, timeout: 30_000 },
      )
      .toBe("rendered");
  }
  // Images and late chunks (phone metadata, catalogues) have loaded by now; give stragglers a moment.
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
});

async function campaignOid(request: APIRequestContext, uri: string): Promise<string> {
  const answer = await request.get(`/api/v1/cn/campaign-uri?uri=${uri}`);
  return ((await answer.json()) as { campaign: { oid: string } }).campaign.oid;
}

test("a fan registers and verifies inside <campaign-register> on the strict page", async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  await expectStrictPolicy(page, "/strict-csp.html");
  const element = page.locator("#register-csp");
  await element.evaluate((el) => {
    const seen = window as unknown as { steps: unknown[] };
    seen.steps = [];
    el.addEventListener("campaign:stepchange", (event) => seen.steps.push((event as CustomEvent).detail));
  });

  const email = uniqueEmail("strict-csp");
  await expect(element.getByLabel("Email Address")).toBeVisible();
  await fillPresaleForm(page, email);
  await element.getByRole("button", { name: "Get presale access" }).click();
  await expect(element.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await element.getByLabel("Verification code").fill(await latestCode(request, email));
  await element.getByRole("button", { name: "Send", exact: true }).click();

  // The element hands over to the next step of the journey: the host page decides where that is.
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { steps: { to: string }[] }).steps.map((s) => s.to)),
    )
    .toContain("share");
  // And the server has the verified fan: the address is taken now.
  const again = await request.post("/api/v1/cn/campaign-account", {
    data: {
      campaignOid: await campaignOid(request, "p/demo-presale"),
      registrationType: "email",
      emailAddress: email,
    },
  });
  expect(again.status()).toBe(409);
  expect(await violations()).toEqual([]);
});
