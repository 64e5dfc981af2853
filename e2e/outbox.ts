import { type APIRequestContext, expect } from "@playwright/test";

interface OutboxMessage {
  to: string;
  channel: "email" | "sms";
  kind: string;
  code?: string;
  link?: string;
}

/** The newest verification code sent to an address, read from the dev outbox (CONTRACT.md). */
export async function latestCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
      const codes = messages.filter((m) => m.kind === "verification-code" && m.code);
      code = codes.length > after ? codes[0]?.code : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** An Australian mobile number unique enough for one test run. */
export const uniqueMobile = () => `0412${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;

/**
 * The newest link of a kind sent to an address: a campaign's verification link (by default), or a
 * "magic-link" (a livestream's, or the console's sign-in link).
 */
export async function latestLink(
  request: APIRequestContext,
  to: string,
  kind: "verification-code" | "magic-link" = "verification-code",
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
      link = messages.find((m) => m.kind === kind && m.link)?.link;
      return link;
    })
    .toBeTruthy();
  return link!;
}
