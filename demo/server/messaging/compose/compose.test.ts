import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../../../sdk/i18n/languages.js";
import { CURRENCIES } from "../../../../sdk/payment/currencies.js";
import type { OutgoingMessage } from "../message-sender.js";
import { contrastRatio, emailColors } from "./email-colors.js";
import { formatMoney } from "./format-money.js";
import { composeMagicLinkEmail } from "./magic-link-email.js";
import type { MessageContext } from "./message-context.js";
import { composeReceipt } from "./receipt.js";
import { MESSAGE_CATALOGUES, translator } from "./translate.js";
import { composeVerificationCodeEmail } from "./verification-code-email.js";
import { composeVerificationLinkEmail } from "./verification-link-email.js";
import { composeVerificationSms } from "./verification-sms.js";

const UNSUBSCRIBE = "https://fans.example/unsubscribe?fan=fan_abc&sig=0123";
const LINK = "https://fans.example/p/kometen/register?emailAddress=a%40b.c&verificationCode=K7QX2M";

const contextFor = (language: Language, name = "Kometen 2026", color = "#7344c0"): MessageContext => ({
  language,
  campaign: { oid: "cmp_1", name, presentation: { color } },
  unsubscribeUrl: UNSUBSCRIBE,
});

/** Every message kind, composed in one language. */
function everyMessage(context: MessageContext, firstName = "Ana"): Record<string, OutgoingMessage> {
  return {
    sms: composeVerificationSms(context, { to: "+61412345678", code: "12345" }),
    code: composeVerificationCodeEmail(context, { to: "a@b.c", code: "K7QX2M" }),
    link: composeVerificationLinkEmail(context, { to: "a@b.c", code: "K7QX2M", link: LINK }),
    magic: composeMagicLinkEmail(context, { to: "a@b.c", link: LINK, ttlSeconds: 15 * 60 }),
    receiptEmail: composeReceipt(
      context,
      { channel: "email", address: "a@b.c" },
      { firstName, amount: "AUD $25.00", reference: "pi_123" },
    ),
    receiptSms: composeReceipt(
      context,
      { channel: "sms", address: "+61412345678" },
      { firstName, amount: "AUD $25.00", reference: "pi_123" },
    ),
  };
}

/** The words a message would only contain if some English were left in it. */
const ENGLISH =
  /\b(your|the|expires|verification|enter|open this|thank|received|payment|login|watch|unsubscribe|button|works|registered|almost)\b/i;

/** What the fan reads of the HTML part: its text, without tags, URLs and entities. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/https?:\/\/\S+/g, " ");

describe("the catalogues", () => {
  it("give each language every plural form its Intl.PluralRules uses", () => {
    for (const language of LANGUAGES) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const forms of Object.values(MESSAGE_CATALOGUES[language].plurals)) {
        expect(Object.keys(forms).sort(), language).toEqual([...categories].sort());
      }
    }
  });

  it("translate every text: none left as the en-us one", () => {
    const leaves = (value: unknown, path = ""): [string, string][] =>
      typeof value === "string"
        ? [[path, value]]
        : Object.entries(value as object).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
    const english = new Map(leaves(MESSAGE_CATALOGUES["en-us"]));
    for (const language of LANGUAGES.filter((l) => l !== "en-us")) {
      for (const [path, text] of leaves(MESSAGE_CATALOGUES[language])) {
        if (path.startsWith(".plurals")) continue; // "{{count}} minutes" is French too
        expect(text, `${language}${path}`).not.toBe(english.get(path));
      }
    }
  });
});

describe("given a campaign in each language", () => {
  for (const language of LANGUAGES) {
    describe(`in ${language}`, () => {
      const messages = everyMessage(contextFor(language));

      it("keeps the code and the link exactly as generated, in the plain text and the HTML", () => {
        expect(messages.sms!.body).toContain("12345");
        for (const key of ["code", "link"] as const) {
          expect(messages[key]!.code).toBe("K7QX2M");
          expect(messages[key]!.body).toContain("K7QX2M");
          expect(messages[key]!.html).toContain("K7QX2M");
        }
        for (const key of ["link", "magic"] as const) {
          expect(messages[key]!.link).toBe(LINK);
          expect(messages[key]!.body).toContain(LINK);
          expect(messages[key]!.html).toContain(LINK.replace(/&/g, "&amp;"));
        }
        expect(messages.receiptEmail!.body).toContain("AUD $25.00");
        expect(messages.receiptEmail!.body).toContain("pi_123");
      });

      it("writes emails with an HTML part in the language, and texts as short plain text", () => {
        for (const message of Object.values(messages)) {
          expect(message.language).toBe(language);
          expect(message.campaignOid).toBe("cmp_1");
          if (message.channel === "sms") {
            expect(message.html).toBeUndefined();
            expect(message.headers).toBeUndefined();
            expect(message.body.length).toBeLessThan(160);
            continue;
          }
          const dir = language === "ar" ? "rtl" : "ltr";
          expect(message.html).toContain(`<html lang="${language}" dir="${dir}">`);
          expect(message.html).toContain("Kometen 2026");
          expect(message.html).toContain("max-width:560px");
          expect(message.html).not.toMatch(/<(img|link|script)\b|url\(/i);
          expect(message.subject).toContain("Kometen 2026");
        }
      });

      it("carries List-Unsubscribe with one-click on every email, and the link in both parts", () => {
        for (const message of Object.values(messages).filter((m) => m.channel === "email")) {
          expect(message.headers).toEqual({
            "List-Unsubscribe": `<${UNSUBSCRIBE}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          });
          expect(message.body).toContain(UNSUBSCRIBE);
          expect(message.html).toContain(UNSUBSCRIBE.replace(/&/g, "&amp;"));
        }
      });

      if (language !== "en-us") {
        it("leaves no English in what the fan reads", () => {
          for (const [kind, message] of Object.entries(messages)) {
            const read = [message.subject ?? "", message.body.replace(/https?:\/\/\S+/g, " ")];
            if (message.html) read.push(visibleText(message.html));
            for (const text of read) expect(text, `${language} ${kind}`).not.toMatch(ENGLISH);
          }
        });
      }
    });
  }

  it("reads the English subjects well whatever the campaign's name", () => {
    const messages = everyMessage(contextFor("en-us", "The Velvet Comets: Live in Sydney"));
    expect(messages.code!.subject).toBe("Your verification code for The Velvet Comets: Live in Sydney");
    expect(messages.sms!.body).toBe(
      "12345 is your verification code for The Velvet Comets: Live in Sydney. It expires in 10 minutes.",
    );
  });

  it("writes Arabic right to left, and keeps the code left to right inside it", () => {
    const { code } = everyMessage(contextFor("ar"));
    expect(code!.html).toContain('dir="rtl" style="max-width:560px');
    expect(code!.html).toContain("text-align:right");
    expect(code!.html).toMatch(/<p dir="ltr"[^>]*>K7QX2M<\/p>/);
    expect(code!.subject).toBe("رمز التحقق الخاص بك في Kometen 2026");
  });
});

describe("plurals", () => {
  it("say 1 minute and 10 minutes", () => {
    const t = translator("en-us");
    expect(t("plurals.minutes", { count: 1 })).toBe("1 minute");
    expect(t("plurals.minutes", { count: 10 })).toBe("10 minutes");
    const once = composeMagicLinkEmail(contextFor("en-us"), { to: "a@b.c", link: LINK, ttlSeconds: 60 });
    expect(once.body).toContain("within 1 minute.");
  });

  it("follow Arabic's forms for one, two, a few and many", () => {
    const t = translator("ar");
    expect(t("plurals.minutes", { count: 1 })).toBe("دقيقة واحدة");
    expect(t("plurals.minutes", { count: 2 })).toBe("دقيقتين");
    expect(t("plurals.minutes", { count: 10 })).toBe("10 دقائق");
    expect(t("plurals.minutes", { count: 15 })).toBe("15 دقيقة");
    expect(t("plurals.minutes", { count: 100 })).toBe("100 دقيقة");
  });

  it("give German and French their singular and plural", () => {
    expect(translator("de")("plurals.minutes", { count: 1 })).toBe("1 Minute");
    expect(translator("de")("plurals.minutes", { count: 30 })).toBe("30 Minuten");
    expect(translator("fr")("plurals.minutes", { count: 1 })).toBe("1 minute");
    expect(translator("nl")("plurals.minutes", { count: 10 })).toBe("10 minuten");
  });
});

describe("when the campaign's name and the fan's name are hostile", () => {
  const name = `<script>alert("x")</script> & 'Co'`;
  const firstName = `<img src=x onerror=alert(1)>`;
  const messages = everyMessage(contextFor("fr", name), firstName);

  it("escapes them in every HTML part", () => {
    for (const message of Object.values(messages).filter((m) => m.channel === "email")) {
      expect(message.html).not.toContain("<script");
      expect(message.html).not.toContain("<img");
      expect(message.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;");
    }
    expect(messages.receiptEmail!.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("keeps them as typed in the plain text", () => {
    expect(messages.receiptEmail!.body).toContain(`Merci, ${firstName}.`);
    expect(messages.code!.subject).toBe(`Votre code de vérification pour ${name}`);
  });
});

describe("the button's colours", () => {
  const buttonOf = (html: string) => {
    const match =
      /<td style="border-radius:6px;background-color:(#[0-9a-f]{6});"><a [^>]*color:(#[0-9a-f]{6});/.exec(
        html,
      );
    if (!match) throw new Error("no button in the email");
    return { background: match[1]!, text: match[2]! };
  };

  for (const color of [
    "#ffffff",
    "#ffff00",
    "#f5d76e",
    "#7fffd4",
    "#808080",
    "#7344c0",
    "#000080",
    "#000000",
    "#e01",
  ]) {
    it(`reach WCAG AA (4.5:1) on ${color}`, () => {
      const { link } = everyMessage(contextFor("en-us", "Kometen", color));
      const button = buttonOf(link!.html!);
      expect(contrastRatio(button.background, button.text)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it("use the campaign's colour itself, without its alpha", () => {
    expect(emailColors("#7344c0").brand).toBe("#7344c0");
    expect(emailColors("#7344c080").brand).toBe("#7344c0");
    expect(emailColors("#f0f").brand).toBe("#ff00ff");
    expect(emailColors("nonsense").brand).toBe("#7344c0");
  });

  it("reach 4.5:1 for every colour of a 16-step grid, and links read on white", () => {
    const steps = Array.from({ length: 16 }, (_, i) => (i * 17).toString(16).padStart(2, "0"));
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const colors = emailColors(`#${r}${g}${b}`);
          expect(contrastRatio(colors.brand, colors.onBrand)).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(colors.link, "#ffffff")).toBeGreaterThanOrEqual(4.5);
        }
  });
});

describe("money in the fan's language", () => {
  it("keeps the code, symbol and amount shape", () => {
    expect(formatMoney(2500, CURRENCIES.AUD, "en-us")).toBe("AUD $25.00");
    expect(formatMoney(123450, CURRENCIES.EUR, "de")).toBe("EUR €1.234,50");
    expect(formatMoney(123450, CURRENCIES.EUR, "nl")).toBe("EUR €1.234,50");
    expect(formatMoney(1200, CURRENCIES.JPY, "en-us")).toBe("JPY ￥1,200");
    expect(formatMoney(1999, CURRENCIES.USD, "es")).toBe("USD $19,99");
  });

  it("formats the exact decimal, never a rounded float", () => {
    expect(formatMoney(900719925474099, CURRENCIES.USD, "en-us")).toBe("USD $9,007,199,254,740.99");
  });
});
