import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { openDatabase } from "../demo/db/open-database.js";
import { buildSeed } from "../demo/seed/build-seed.js";
import { type SmtpCatcher, startSmtpCatcher } from "../demo/server/testing/smtp-catcher.js";
import { startTwilioStandIn, type TwilioStandIn } from "../demo/server/testing/twilio-stand-in.js";
import { applySeed } from "../demo/store/seed.js";
import { fillCard, fillPresaleForm, fillWaitlistForm } from "./forms.js";
import { uniqueEmail, uniqueMobile } from "./outbox.js";
import { type ServerProcess, startServer, stopServer } from "./server-process.js";

// Issue 17, "Done when": a fan on a server started with SMTP_URL and the Twilio stand-in, without demo
// mode, registers in a browser and verifies by the code that arrived over SMTP and by text; a receipt
// arrives over SMTP too. Production seeds nothing, so the campaigns are written into the server's PGlite
// folder before it starts, as an operator's own tooling would. Card payments in production go through
// Stripe, which this machine cannot reach: the receipt is paid on a demo-mode server that delivers its
// email over SMTP as well (CONTRACT.md: a configured channel is delivered for real in demo mode too).

const MAIL_FROM = "Fan Campaigns <hello@fans.example>";
const QUICK_RETRIES = { MESSAGE_RETRY_BASE_MS: "50", MESSAGE_RETRY_MAX_MS: "200", MESSAGE_POLL_MS: "50" };

/** The code in an email's plain text: the product's codes are 6 letters and digits. */
const emailCode = (text: string) => /\b([A-Z0-9]{6})\b/.exec(text.replace(/The Velvet Comets/g, ""))?.[1];

async function register(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/p/demo-presale/register`);
  await fillPresaleForm(page, email);
  await page.getByRole("button", { name: "Get presale access" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
}

test.describe("given the built server in production with SMTP and Twilio's stand-in", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let smtp: SmtpCatcher;
  let twilio: TwilioStandIn;
  let server: ServerProcess | undefined;
  let dataDir: string;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = await mkdtemp(join(tmpdir(), "fan-campaigns-production-"));
    const db = await openDatabase({ dataDir });
    await applySeed(db, buildSeed(new Date()));
    await db.close();
    smtp = await startSmtpCatcher();
    twilio = await startTwilioStandIn();
    server = await startServer(
      {
        DEMO: "0",
        SERVER_SECRET: "production-delivery-secret-".padEnd(48, "x"),
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        MAIL_FROM,
        ...twilio.env(),
        ...QUICK_RETRIES,
      },
      "p/demo-presale",
    );
    origin = new URL(server.base).origin;
  });
  test.afterAll(async () => {
    await stopServer(server);
    await smtp?.stop();
    await twilio?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test("is production: no dev outbox", async () => {
    expect((await fetch(`${origin}/__dev/outbox?to=fan@example.com`)).status).toBe(404);
  });

  test("a fan registers by email and verifies with the code the SMTP server received", async ({ page }) => {
    const email = uniqueEmail("smtp-browser");
    await register(page, origin, email);
    const [mail] = await smtp.waitFor(email);
    expect(mail!.from).toBe('"Fan Campaigns" <hello@fans.example>');
    expect(mail!.subject).toBe("Your verification code for The Velvet Comets: Aurora Tour Presale");
    expect(mail!.html).toContain('lang="en-us"');
    expect(mail!.headers["list-unsubscribe"]).toContain(`<${origin}/unsubscribe?fan=`);
    const code = emailCode(mail!.text);
    expect(code).toBeDefined();
    await page.getByLabel("Verification code").fill(code!);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page).toHaveURL(/\/p\/demo-presale\/share$/);
    expect(smtp.messagesTo(email)).toHaveLength(1);
  });

  test("a fan registers by mobile number and verifies with the code Twilio was asked to text", async ({
    page,
  }) => {
    await page.goto(`${origin}/w/demo-waitlist/register`);
    const national = uniqueMobile();
    await fillWaitlistForm(page, national);

    const [text] = await twilio.waitFor(`+61${national.slice(1)}`);
    const code = /^(\w{5}) /.exec(text!.body)?.[1];
    expect(code).toBeDefined();
    await page.getByLabel("Verification code").fill(code!);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText("Mobile number confirmed")).toBeVisible();
  });

  test("an Arabic campaign's code email arrives in Arabic, right to left, and a French fan's in French", async () => {
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server!.base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    const registerBy = async (uri: string, fields: Record<string, string>, language?: string) => {
      const lookup = (await (await fetch(`${server!.base}/campaign-uri?uri=${uri}`)).json()) as {
        campaign: { oid: string };
      };
      const headers: Record<string, string> = language ? { "accept-language": language } : {};
      const account = await post(
        "/campaign-account",
        { campaignOid: lookup.campaign.oid, registrationType: "email", ...fields },
        headers,
      );
      expect(account.status).toBe(201);
      const token = account.headers.get("x-auth-token")!;
      const fan = await post(
        "/campaign-fan",
        { uri, registrationType: "email" },
        { ...headers, "x-auth-token": token },
      );
      expect(fan.status).toBe(202);
    };
    const arabic = uniqueEmail("smtp-arabic");
    await registerBy("p/demo-arabic", {
      emailAddress: arabic,
      firstName: "Lina",
      lastName: "Haddad",
      country: "sa",
    });
    const [ar] = await smtp.waitFor(arabic);
    expect(ar!.html).toContain('lang="ar" dir="rtl"');
    expect(ar!.subject).toMatch(/^رمز التحقق/);
    expect(ar!.text).not.toMatch(/\b(your|code is|expires)\b/i);

    const french = uniqueEmail("smtp-french");
    await registerBy(
      "p/demo-presale",
      { emailAddress: french, firstName: "Anne", lastName: "Leroy", postcode: "3000" },
      "fr-FR,fr;q=0.9",
    );
    const [fr] = await smtp.waitFor(french);
    expect(fr!.html).toContain('lang="fr"');
    expect(fr!.subject).toContain("The Velvet Comets");
    expect(fr!.subject).not.toContain("Your verification code");
  });
});

test.describe("given a demo-mode server delivering email over SMTP", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let smtp: SmtpCatcher;
  let server: ServerProcess | undefined;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    smtp = await startSmtpCatcher();
    server = await startServer(
      { DATA_DIR: ":memory:", SMTP_URL: smtp.url, MAIL_FROM, ...QUICK_RETRIES },
      "p/demo-paid",
    );
    origin = new URL(server.base).origin;
  });
  test.afterAll(async () => {
    await stopServer(server);
    await smtp?.stop();
  });

  test("a fan who pays 25.00 AUD gets the receipt over SMTP", async ({ page }) => {
    const email = uniqueEmail("smtp-receipt");
    await page.goto(`${origin}/p/demo-paid/register`);
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    for (const box of await page.getByRole("checkbox").all()) await box.check();
    await page.getByRole("button", { name: "Register and pay" }).click();
    await expect(page).toHaveURL(/\/p\/demo-paid\/payment$/);
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByLabel("Security code (CVC)").press("Enter");
    await expect(page.getByText("Payment Successful. A receipt will be emailed to you")).toBeVisible();

    const [receipt] = await smtp.waitFor(email);
    expect(receipt!.subject.toLowerCase()).toContain("receipt");
    expect(receipt!.text).toContain("AUD");
    expect(receipt!.text).toContain("25.00");
    expect(receipt!.html).toContain("AUD");
    // The dev outbox keeps a copy in demo mode.
    const outbox = (await (await fetch(`${origin}/__dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      messages: { kind: string }[];
    };
    expect(outbox.messages.map((m) => m.kind)).toContain("receipt");
  });
});
