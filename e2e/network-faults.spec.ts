import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { APIRequestContext, Page, Route } from "@playwright/test";
import { expect, test } from "./csp.js";
import { fillPresaleForm } from "./forms.js";
import { latestCode, uniqueEmail } from "./outbox.js";
import { type ServerProcess, startServer, stopServer } from "./server-process.js";

const NAMES = { firstName: "Grace", lastName: "Hopper" };

// Issue 9, network faults in the browser: a registration request that fails, or never answers, shows an
// error, keeps every value the fan typed, and can simply be sent again. The faults are injected into the
// real server's traffic (page.route aborts or holds the request); nothing answers in the server's place.

const ACCOUNT_CALL = "**/api/v1/cn/campaign-account";
const FAN_CALL = "**/api/v1/cn/campaign-fan";
const VERIFY_CALL = "**/api/v1/cn/fan-email-verify";
const SUBMIT_FAILED = "There was an error submitting your form, please try again";

/** The request reaches the server and is carried out, but its answer never reaches the page. */
const loseTheAnswer = async (route: Route) => {
  await route.fetch();
  await route.abort("connectionreset");
};

/**
 * A server of its own on a database on disk, so that the test can count afterwards what it stored: the
 * shared test server keeps its database in memory, in another process.
 */
async function ownServer(playwright: {
  request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> };
}) {
  const dataDir = mkdtempSync(join(tmpdir(), "campaign-network-"));
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ DATA_DIR: dataDir }, "p/demo-presale");
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const origin = new URL(server.base).origin;
  const request = await playwright.request.newContext({ baseURL: origin });
  return {
    origin,
    request,
    /** Stops the server and answers how many fans it stored for the address, and how many are verified. */
    async fansOf(email: string): Promise<{ fans: number; verified: number }> {
      await request.dispose();
      await stopServer(server);
      server = undefined;
      const db = await PGlite.create(dataDir);
      try {
        const { rows } = await db.query<{ fans: number; verified: number }>(
          "SELECT count(*)::int AS fans, count(verified_at)::int AS verified FROM fans WHERE email_address = $1",
          [email],
        );
        return rows[0] ?? { fans: 0, verified: 0 };
      } finally {
        await db.close();
      }
    },
    async close() {
      await request.dispose();
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function expectValuesKept(page: Page, email: string) {
  await expect(page.getByLabel("Email Address")).toHaveValue(email);
  await expect(page.getByLabel("First Name")).toHaveValue("Grace");
  await expect(page.getByLabel("Last Name")).toHaveValue("Hopper");
  await expect(page.getByLabel("Zip/Post code")).toHaveValue("3000");
  await expect(page.getByLabel("Email", { exact: true })).toBeChecked();
  await expect(page.getByLabel("I agree to the privacy policy")).toBeChecked();
}

test("a registration whose request fails keeps what was typed and goes through when sent again", async ({
  page,
  request,
}) => {
  await page.goto("/p/demo-presale/register");
  const email = uniqueEmail("network-fault");
  await fillPresaleForm(page, email, NAMES);
  await page.route(ACCOUNT_CALL, (route) => route.abort("internetdisconnected"), { times: 1 });
  const submit = page.getByRole("button", { name: "Get presale access" });
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: SUBMIT_FAILED })).toBeVisible();
  await expectValuesKept(page, email);

  await submit.click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  expect(await latestCode(request, email)).toHaveLength(6);
});

test("a registration request that never answers ends in a message, not an endless spinner", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/p/demo-presale/register");
  const email = uniqueEmail("network-hang");
  await fillPresaleForm(page, email, NAMES);
  // Held, never answered: the client gives up after its timeout (sdk/api/client.ts REQUEST_TIMEOUT_MS).
  await page.route(ACCOUNT_CALL, () => undefined, { times: 1 });
  const submit = page.getByRole("button", { name: "Get presale access" });
  await submit.click();
  // The catalogue's message in the page's language, not the client's developer text ("The request timed out").
  await expect(page.getByRole("alert").filter({ hasText: SUBMIT_FAILED })).toBeVisible({ timeout: 25_000 });
  await expect(submit).toBeEnabled();
  await expectValuesKept(page, email);
  await submit.click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
});

test.describe("given a server whose stored fans the test counts afterwards", () => {
  test("the fan call's answer is lost: the values stay, and sending again registers one fan", async ({
    page,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const own = await ownServer(playwright);
    try {
      await page.goto(`${own.origin}/p/demo-presale/register`);
      const email = uniqueEmail("fan-answer-lost");
      await fillPresaleForm(page, email, NAMES);
      // The server creates the fan, but the page never hears so.
      await page.route(FAN_CALL, loseTheAnswer, { times: 1 });
      const submit = page.getByRole("button", { name: "Get presale access" });
      await submit.click();
      await expect(page.getByText(SUBMIT_FAILED)).toBeVisible();
      await expect(submit).toBeEnabled();
      await expectValuesKept(page, email);

      await submit.click();
      await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
      await page.getByLabel("Verification code").fill(await latestCode(own.request, email));
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await expect(page).toHaveURL(/\/p\/demo-presale\/share$/);
      expect(await own.fansOf(email)).toEqual({ fans: 1, verified: 1 });
    } finally {
      await own.close();
    }
  });

  test("the verification's answer is lost: the code stays, and sending it again completes once", async ({
    page,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const own = await ownServer(playwright);
    try {
      await page.goto(`${own.origin}/p/demo-presale/register`);
      const email = uniqueEmail("verify-answer-lost");
      await fillPresaleForm(page, email, NAMES);
      await page.getByRole("button", { name: "Get presale access" }).click();
      await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
      const code = await latestCode(own.request, email);
      // The server takes the code and registers the fan; the answer is lost on the way back.
      await page.route(VERIFY_CALL, loseTheAnswer, { times: 1 });
      const field = page.getByLabel("Verification code");
      await field.fill(code);
      const send = page.getByRole("button", { name: "Send", exact: true });
      await send.click();
      // core-journey §8: any answer but 201 or 429 reads 'Invalid verification code, please try again'.
      await expect(page.getByText("Invalid verification code, please try again")).toBeVisible();
      await expect(field).toHaveValue(code);
      await expect(page).toHaveURL(/\/register$/);

      // The used code of a fan it registered is answered with the same success (verify-code.ts).
      await send.click();
      await expect(page).toHaveURL(/\/p\/demo-presale\/share$/);
      expect(await own.fansOf(email)).toEqual({ fans: 1, verified: 1 });
    } finally {
      await own.close();
    }
  });
});
