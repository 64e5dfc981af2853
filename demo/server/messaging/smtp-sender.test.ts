import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpCatcher, startSmtpCatcher } from "../testing/smtp-catcher.js";
import { isPermanent } from "./delivery-error.js";
import type { MessageSender, OutgoingMessage } from "./message-sender.js";
import { createSmtpSender } from "./smtp-sender.js";

// The SMTP sender against a real SMTP server on loopback.

const mail = (to: string, extra: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  to,
  channel: "email",
  kind: "other",
  subject: "Hello",
  body: "Plain <text>\n\nhttps://example.com/a?b=1&c=2",
  ...extra,
});

describe("the SMTP sender", () => {
  let catcher: SmtpCatcher;
  let sender: MessageSender;
  beforeAll(async () => {
    catcher = await startSmtpCatcher({ pass: "p@ss word" });
    sender = createSmtpSender({ url: catcher.url, from: "Fans <hello@fans.example>" });
  });
  afterAll(async () => {
    await sender?.close?.();
    await catcher?.stop();
  });

  it("sends text, HTML and the given headers from MAIL_FROM, logging in with the URL's credentials", async () => {
    const to = "reader@example.com";
    await sender.send(
      mail(to, {
        html: "<p>Own HTML</p>",
        headers: {
          "List-Unsubscribe": "<https://fans.example/unsubscribe/abc>",
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      }),
    );
    const [caught] = await catcher.waitFor(to);
    expect(caught).toMatchObject({ subject: "Hello", html: "<p>Own HTML</p>" });
    expect(caught!.mailFrom).toBe("hello@fans.example");
    expect(caught!.text.trim()).toBe("Plain <text>\n\nhttps://example.com/a?b=1&c=2");
    expect(caught!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(caught!.headers["list-unsubscribe"]).toBe("<https://fans.example/unsubscribe/abc>");
  });

  it("writes an HTML part from the plain text when the message has none", async () => {
    const to = "plain@example.com";
    await sender.send(mail(to));
    const [caught] = await catcher.waitFor(to);
    expect(caught!.html).toContain("<p>Plain &lt;text&gt;</p>");
    expect(caught!.html).toContain('<a href="https://example.com/a?b=1&amp;c=2">');
  });

  it("fails for good when the server rejects the mailbox (550), for now when it says later (451)", async () => {
    catcher.refuse("gone@example.com", 550);
    catcher.refuse("busy@example.com", 451);
    const gone = await sender.send(mail("gone@example.com")).catch((error: unknown) => error);
    const busy = await sender.send(mail("busy@example.com")).catch((error: unknown) => error);
    expect(isPermanent(gone)).toBe(true);
    expect(busy).toBeInstanceOf(Error);
    expect(isPermanent(busy)).toBe(false);
  });

  it("names the SMTP password as a secret to keep out of error texts", () => {
    expect(sender.secrets).toContain("p@ss word");
  });
});
