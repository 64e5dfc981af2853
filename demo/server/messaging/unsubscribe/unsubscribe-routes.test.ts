import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../../db/testing.js";
import { createHarness, type Harness, register, testConfig, uniqueEmail } from "../../testing/api-harness.js";
import type { OutgoingMessage } from "../message-sender.js";
import { unsubscribeUrl } from "./unsubscribe-link.js";

// issue 17: the one-click unsubscribe link of the fans' emails (RFC 2369 List-Unsubscribe, RFC 8058).

const PRESALE = "p/demo-presale";
const ONE_CLICK = "List-Unsubscribe=One-Click";

forEachDatabase("the unsubscribe link", (getDb) => {
  let h: Harness;
  const sent: OutgoingMessage[] = [];
  beforeAll(async () => {
    // Records what requests enqueue: the headers are what this suite reads.
    h = await createHarness(getDb(), {
      messages: { enqueue: async (_tx, message) => void sent.push(message), wake: () => {} },
    });
  });

  /** A fan registered on the presale with email preferences; the link its code email carries. */
  const fanWithEmail = async () => {
    const email = uniqueEmail("unsubscribe");
    const { fan } = await register(
      h,
      PRESALE,
      { emailAddress: email, firstName: "Ann", lastName: "Lee", postcode: "3000" },
      { subscriptionPreferences: { email: true, sms: false, messenger: false } },
    );
    expect(fan.status).toBe(202);
    const message = sent.findLast((m) => m.to === email);
    const header = message?.headers?.["List-Unsubscribe"];
    expect(message?.headers?.["List-Unsubscribe-Post"]).toBe(ONE_CLICK);
    const url = new URL(/^<(.+)>$/.exec(header ?? "")?.[1] ?? "");
    return { email, path: `${url.pathname}${url.search}`, fanOid: url.searchParams.get("fan") ?? "" };
  };
  const state = async (fanOid: string) =>
    (
      await getDb().query<{ at: Date | null; email: boolean | null }>(
        `SELECT email_unsubscribed_at AS at, (data->'subscriptionPreferences'->>'email')::boolean AS email
         FROM fans WHERE oid = $1`,
        [fanOid],
      )
    )[0];
  /** POSTs the form body (none for null). */
  const post = (path: string, body: string | null = ONE_CLICK) =>
    h.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      ...(body !== null && { body }),
    });

  describe("given a fan's email", () => {
    it("points its List-Unsubscribe header at this server's signed link for the fan", async () => {
      const { path, fanOid } = await fanWithEmail();
      expect(fanOid).toMatch(/^fan_/);
      expect(path).toMatch(/^\/unsubscribe\?fan=fan_[\w-]+&sig=[0-9a-f]{64}$/);
    });
  });

  describe("GET (what link scanners and the fan's browser open)", () => {
    it("shows a page in the fan's language with a button that posts, and unsubscribes no one", async () => {
      const { path, fanOid } = await fanWithEmail();
      const res = await h.app.request(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="en-us" dir="ltr">');
      expect(html).toContain(`<form method="post" action="${path.replace(/&/g, "&amp;")}">`);
      expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
      expect(html).toContain(`Stop receiving marketing emails from ${h.campaign(PRESALE).name}`);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await state(fanOid)).toEqual({ at: null, email: true });
    });
  });

  it("shows the page in Arabic, right to left, to a fan of the Arabic campaign", async () => {
    const email = uniqueEmail("unsubscribe-ar");
    await register(h, "p/demo-arabic", {
      emailAddress: email,
      firstName: "Lina",
      lastName: "Haddad",
      country: "sa",
    });
    const header = sent.findLast((m) => m.to === email)?.headers?.["List-Unsubscribe"] ?? "";
    const url = new URL(header.slice(1, -1));
    const html = await (await h.app.request(`${url.pathname}${url.search}`)).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("هل تريد التوقف عن تلقي الرسائل التسويقية");
  });

  describe("POST with the one-click body", () => {
    it("turns the fan's email opt-in off, answers 200, and again 200 without changing it", async () => {
      const { path, fanOid } = await fanWithEmail();
      const first = await post(path);
      expect(first.status).toBe(200);
      expect(await first.text()).toContain("You are unsubscribed.");
      const after = await state(fanOid);
      expect(after).toMatchObject({ email: false });
      expect(after?.at).toBeInstanceOf(Date);

      const again = await post(path);
      expect(again.status).toBe(200);
      expect((await state(fanOid))?.at?.getTime()).toBe(after?.at?.getTime());

      const page = await (await h.app.request(path)).text();
      expect(page).toContain("You are unsubscribed.");
      expect(page).not.toContain("<form");
    });

    it("answers 400 with a reason for a body that is not the one-click form", async () => {
      const { path, fanOid } = await fanWithEmail();
      for (const body of [null, "", "List-Unsubscribe=Yes", "other=One-Click"]) {
        const res = await post(path, body);
        expect(res.status).toBe(400);
        expect(await res.text()).toContain(ONE_CLICK);
      }
      expect(await state(fanOid)).toEqual({ at: null, email: true });
    });
  });

  describe("when the link is forged or broken", () => {
    it("answers 400 for a wrong signature, on GET and POST, and unsubscribes no one", async () => {
      const { path, fanOid } = await fanWithEmail();
      const forged = path.replace(/sig=([0-9a-f])/, (_, c: string) => `sig=${c === "0" ? "1" : "0"}`);
      expect(forged).not.toBe(path);
      const page = await h.app.request(forged);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain("This unsubscribe link is not valid.");
      expect((await post(forged)).status).toBe(400);
      expect(await state(fanOid)).toEqual({ at: null, email: true });
    });

    it("answers 400 for a malformed query, never 500", async () => {
      for (const query of [
        "",
        "?fan=fan_x",
        "?sig=00",
        "?fan=%3Cscript%3E&sig=zz",
        `?fan=fan_x&sig=${"0".repeat(64)}&fan=2`,
      ]) {
        expect((await h.app.request(`/unsubscribe${query}`)).status).toBe(400);
        expect((await post(`/unsubscribe${query}`)).status).toBe(400);
      }
    });

    it("answers 404 for a rightly signed fan that does not exist", async () => {
      const url = new URL(unsubscribeUrl("http://x", testConfig().serverSecret ?? "", "fan_doesnotexist"));
      const res = await h.app.request(`${url.pathname}${url.search}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("This unsubscribe link is not valid.");
    });
  });
});
