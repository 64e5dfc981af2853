import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { latestCode, uniqueEmail } from "./outbox.js";

// Fans made through the API (registration.spec.ts covers the form), for tests about what comes after.

export const API = "/api/v1/cn";

export interface ApiFan {
  campaignOid: string;
  token: string;
  headers: { "x-auth-token": string };
  /** The fan's copy short URL (its referral link). */
  shortUrl: string;
  emailAddress: string;
}

/** Registers and verifies a fan of an email campaign; `referralCode` makes it a friend of that fan. */
export async function registerFanThroughApi(
  request: APIRequestContext,
  uri: string,
  options: {
    firstName?: string;
    lastName?: string;
    referralCode?: string;
    label?: string;
    /** More registration fields the campaign asks for (e.g. `dob`). */
    fields?: Record<string, string>;
  } = {},
): Promise<ApiFan> {
  const lookup = await request.get(`${API}/campaign-uri?uri=${encodeURIComponent(uri)}`);
  const { campaign } = (await lookup.json()) as { campaign: { oid: string } };
  const email = uniqueEmail(options.label ?? "fan");
  const account = await request.post(`${API}/campaign-account`, {
    data: {
      campaignOid: campaign.oid,
      registrationType: "email",
      emailAddress: email,
      firstName: options.firstName ?? "Ada",
      lastName: options.lastName ?? "Lovelace",
      postcode: "3000",
      ...options.fields,
    },
  });
  expect(account.status(), await account.text()).toBe(201);
  const token = account.headers()["x-auth-token"];
  expect(token).toBeTruthy();
  const headers = { "x-auth-token": token! };
  const fan = await request.post(`${API}/campaign-fan`, {
    headers,
    data: {
      uri,
      registrationType: "email",
      ...(options.referralCode && { referralCode: options.referralCode }),
    },
  });
  expect(fan.status(), await fan.text()).toBeLessThan(300);
  if (fan.status() === 202) {
    const verify = await request.post(`${API}/fan-email-verify`, {
      headers,
      data: { campaignOid: campaign.oid, emailAddress: email, shortCode: await latestCode(request, email) },
    });
    expect(verify.status(), await verify.text()).toBe(201);
  }
  const packet = await request.get(`${API}/campaign-fan/${campaign.oid}`, { headers });
  const { shortUrls } = (await packet.json()) as { shortUrls: Record<string, string> };
  return {
    campaignOid: campaign.oid,
    token: token!,
    headers,
    shortUrl: shortUrls.copy ?? "",
    emailAddress: email,
  };
}

/** Hands a fan's token to the page, as the register screen would have stored it. */
export async function logIn(page: Page, token: string): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [`campaign-auth:${origin}${API}`, token],
  );
}

/** The auth token the page holds now (a magic link's claim replaces the one it had). */
export async function tokenOf(page: Page): Promise<string> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const token = await page.evaluate((key) => localStorage.getItem(key), `campaign-auth:${origin}${API}`);
  expect(token).toBeTruthy();
  return token!;
}
