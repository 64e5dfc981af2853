import { describe, expect, it } from "vitest";
import { jsonForScript, renderPage } from "./render-page.js";

const template = `<html><head><title>Fan campaigns</title><meta name="description" content="x" /><meta name="theme-color" content="#7344c0" /></head><body><!--campaign-data--></body></html>`;

describe("renderPage", () => {
  it("embeds the lookup answer as a JSON data block and sets the title", () => {
    const html = renderPage(template, {
      target: { uri: "p/x" },
      answer: { campaign: { name: "Big <Show> & Co", presentation: { color: "#112233" } } },
    });
    expect(html).toContain('<script type="application/json" id="campaign-data">');
    expect(html).toContain("<title>Big &lt;Show&gt; &amp; Co</title>");
    expect(html).toContain('content="#112233"');
  });

  it("cannot be broken out of by campaign text", () => {
    const evil = "</script><script>alert(1)</script><!--";
    const html = renderPage(template, { target: { uri: "p/x" }, answer: { campaign: { name: evil } } });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(JSON.parse(jsonForScript({ evil }))).toEqual({ evil });
  });

  it("ignores a theme colour that is not a colour", () => {
    const html = renderPage(template, {
      target: { uri: "p/x" },
      answer: { campaign: { name: "x", presentation: { color: '"><script>' } } },
    });
    expect(html).toContain('content="#7344c0"');
  });

  it("names Stripe's publishable key for the payment screen when one is configured", () => {
    const html = renderPage(`<html><head></head><body></body></html>`, undefined, {
      stripePublishableKey: "pk_test_123",
    });
    expect(html).toContain('<meta name="campaign-stripe-key" content="pk_test_123" />');
    expect(renderPage("<head></head>", undefined, { stripePublishableKey: '"><script>' })).toBe(
      "<head></head>",
    );
  });

  it("preloads the first screen's hero image with high priority, escaped, http(s) or site paths only", () => {
    const preload = (url: string) => renderPage("<head></head>", undefined, { heroImage: { url } });
    expect(preload("/assets/demo/presale.svg")).toContain(
      '<link rel="preload" as="image" href="/assets/demo/presale.svg" fetchpriority="high" />',
    );
    expect(preload('https://cdn.example/a.jpg?x="><script>')).toContain(
      'href="https://cdn.example/a.jpg?x=%22%3E%3Cscript%3E"',
    );
    for (const refused of ["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/a.png", ""]) {
      expect(preload(refused), refused).toBe("<head></head>");
    }
  });

  it("preloads a photo the server sizes as the copy the screen needs: the img's srcset and sizes", () => {
    const html = renderPage("<head></head>", undefined, {
      heroImage: { url: "/assets/demo/crowd.jpg", widths: [480, 960] },
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/assets/demo/crowd.jpg" imagesrcset="/images/sized?w=480&amp;src=%2Fassets%2Fdemo%2Fcrowd.jpg 480w, /images/sized?w=960&amp;src=%2Fassets%2Fdemo%2Fcrowd.jpg 960w" imagesizes="(min-width: 960px) 960px, 100vw" fetchpriority="high" />',
    );
  });
});
