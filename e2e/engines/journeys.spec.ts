import { DEMO_PORT, SITE_PORT } from "../../playwright.config.js";
import { latestCode, uniqueEmail, uniqueMobile } from "../outbox.js";
import { type EngineDriver, waitFor } from "./engine-driver.js";
import { expect, test } from "./fixtures.js";

// The journeys most fans take, in Safari's engine (WebKitGTK) and Firefox's (Gecko), on the same demo
// server as the Chromium tests (issue 21). Each test runs in both engine projects of playwright.config.ts.

const site = `http://127.0.0.1:${SITE_PORT}`;
const futureExpiry = `12/${(new Date().getFullYear() + 3) % 100}`;

const atPath = (engine: EngineDriver, path: RegExp) =>
  waitFor(`the address to match ${path}`, async () => path.test(new URL(await engine.url()).pathname));

/** p/demo-presale's form: its required fields, the email subscription and the policy. */
async function fillPresaleForm(engine: EngineDriver, email: string) {
  await engine.fill({ label: "Email Address" }, email);
  await engine.fill({ label: "First Name" }, "Ada");
  await engine.fill({ label: "Last Name" }, "Lovelace");
  await engine.fill({ label: "Zip/Post code" }, "3000");
  await engine.check({ label: "Email", exact: true });
  await engine.check({ label: "I agree to the privacy policy" });
}

test("registers on p/demo-presale and verifies with the emailed code", async ({ engine, request }) => {
  await engine.goto(`${site}/p/demo-presale/`);
  // The served landing is the phone's layout; in these desktop-sized windows the element's own render
  // lays it out for the desktop, moving the button under a pointer on its way to it (the served tap's
  // replay is tested in Chromium: e2e/server-rendered.spec.ts). The forms below are acted on at once.
  await engine.see({ css: "campaign-welcome:not([data-first-screen])" });
  await engine.click({ role: "button", name: "Get presale access" });
  await atPath(engine, /\/p\/demo-presale\/register$/);
  const email = uniqueEmail(`presale-${engine.engine}`);
  await fillPresaleForm(engine, email);
  await engine.click({ role: "button", name: "Get presale access" });
  await engine.see({ role: "heading", name: "Check your email" });
  await engine.fill({ label: "Verification code" }, await latestCode(request, email));
  await engine.click({ role: "button", name: "Send", exact: true });
  await atPath(engine, /\/p\/demo-presale\/share$/);
  await engine.see({ role: "button", name: "Share on Facebook" });
});

test("registers on w/demo-waitlist by mobile number and verifies with the texted code", async ({
  engine,
  request,
}) => {
  const national = uniqueMobile();
  await engine.goto(`${site}/w/demo-waitlist/register`);
  // The served phone layout gives way to the desktop's in these windows: fill the element's own form.
  await engine.see({ css: "campaign-register:not([data-first-screen])" });
  await engine.select({ label: "Country calling code" }, "au");
  await engine.fill({ label: "Mobile Number" }, national);
  await engine.fill({ label: "First Name" }, "Alan");
  await engine.fill({ label: "Last Name" }, "Turing");
  await engine.fill({ label: "Favourite Velvet Comets song" }, "Aurora");
  await engine.fill({ label: "Tickets needed" }, "2");
  await engine.fill({ label: "Date of your first Velvet Comets show" }, "14/02/2019");
  await engine.select({ label: "City you'd attend" }, "Melbourne");
  await engine.check({ label: "I agree to the privacy policy" });
  await engine.check({ label: "I agree to Harbour Lights Touring's privacy policy and terms" });
  await engine.click({ role: "button", name: /^(Register|Join)/ });
  await engine.see({ role: "heading", name: "Enter the code we sent to your mobile" });
  await engine.fill({ label: "Verification code" }, await latestCode(request, `+61${national.slice(1)}`));
  await engine.click({ role: "button", name: "Send", exact: true });
  await engine.click({ role: "button", name: "Continue" });
  await atPath(engine, /\/w\/demo-waitlist\/share$/);
});

test("pays for p/demo-paid with the test card", async ({ engine }) => {
  await engine.goto(`${site}/p/demo-paid/register`);
  await engine.see({ css: "campaign-register:not([data-first-screen])" });
  await engine.fill({ label: "Email Address" }, uniqueEmail(`paid-${engine.engine}`));
  await engine.fill({ label: "First Name" }, "Ada");
  await engine.fill({ label: "Last Name" }, "Lovelace");
  const unticked = { css: "input[type=checkbox]:not(:checked)" };
  while (await hasUnticked(engine)) {
    await engine.check(unticked);
  }
  await engine.click({ role: "button", name: "Register and pay" });
  await atPath(engine, /\/p\/demo-paid\/payment$/);
  await engine.see({ text: "Your card will be charged AUD $25.00" });
  await engine.fill({ label: "Name on card" }, "Ada Lovelace");
  await engine.fill({ label: "Card number" }, "4242424242424242");
  await engine.fill({ label: "Expiry date (MM/YY)" }, futureExpiry);
  await engine.fill({ label: "Security code (CVC)" }, "123");
  await engine.press("Enter");
  await engine.see({ text: "Payment Successful. A receipt will be emailed to you" });
  // The order summary arrives with its own code and pushes Continue down: clicked before, the click can
  // land where the button was (CI, stop 34: Firefox stayed on the payment page).
  await engine.see({ text: "Order summary" });
  await engine.click({ role: "button", name: "Continue" });
  await atPath(engine, /\/p\/demo-paid\/share$/);
});

/** Whether the page still has an unticked checkbox (in any shadow root). */
const hasUnticked = (engine: EngineDriver) =>
  engine.evaluate<boolean>(`() => {
    const walk = (root) => [...root.querySelectorAll("*")].some((el) =>
      (el.matches("input[type=checkbox]") && !el.checked) || (el.shadowRoot && walk(el.shadowRoot)));
    return walk(document);
  }`);

test("the loader's widget opens the register modal on the promoter's page, and a fan registers in it", async ({
  engine,
  request,
}) => {
  await engine.goto(`http://127.0.0.1:${DEMO_PORT}/`);
  await engine.evaluate(`() => {
    window.hostEvents = [];
    document.addEventListener("campaign:registered", (e) => window.hostEvents.push(e.detail));
  }`);
  // The widgets take their content's size once connected (campaign:ready); until then the button moves under a tap.
  await waitFor("the widgets to be ready", () =>
    engine.evaluate<boolean>(`() => [...document.querySelectorAll("#widget-banner, #widget-button")]
      .every((widget) => widget.hasAttribute("data-campaign-widget-ready"))`),
  );
  await engine.enterFrame("#widget-button iframe");
  await engine.click({ css: "button" });
  await engine.topFrame();
  await engine.see({ css: "dialog[data-campaign-modal]" });
  await engine.enterFrame("dialog[data-campaign-modal] iframe");
  const email = uniqueEmail(`modal-${engine.engine}`);
  await fillPresaleForm(engine, email);
  await engine.click({ role: "button", name: "Get presale access" });
  await engine.see({ role: "heading", name: "Check your email" });
  await engine.fill({ label: "Verification code" }, await latestCode(request, email));
  await engine.click({ role: "button", name: "Send", exact: true });
  await engine.see({ role: "button", name: "Share on Facebook" });
  await engine.topFrame();
  const registered = await waitFor("campaign:registered on the host page", async () => {
    const events = await engine.evaluate<unknown[]>("() => window.hostEvents");
    return events.length ? events : undefined;
  });
  expect(registered).toEqual([{ campaignUri: "p/demo-presale" }]);
});

test("p/demo-arabic reads right to left", async ({ engine }) => {
  await engine.goto(`${site}/p/demo-arabic/register`);
  await engine.see({ css: "campaign-register:not([data-first-screen])" });
  await engine.see({ css: "campaign-register" });
  const direction = await waitFor("the register form to render", () =>
    engine.evaluate<{ page: string; form: string } | undefined>(`() => {
      const host = document.querySelector("campaign-register");
      const field = host && host.shadowRoot && host.shadowRoot.querySelector("input");
      return field ? { page: document.documentElement.dir, form: getComputedStyle(field).direction } : undefined;
    }`),
  );
  expect(direction).toEqual({ page: "rtl", form: "rtl" });
});
