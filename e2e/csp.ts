import { test as base, expect } from "@playwright/test";

// Issue 9: the site and the elements work under a strict Content Security Policy. A spec that imports
// `test` from here fails any test whose page (any frame of it, the widget and modal frames included)
// reports a `securitypolicyviolation`: a blocked script, style, image, frame or call is a bug even when
// the page still looks right.

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      // A binding reaches every frame, whatever its origin; the listener is in place before any script.
      await page.exposeBinding("__cspViolation", (_source, text: string) => {
        violations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener(
          "securitypolicyviolation",
          (event) => {
            const report = (window as unknown as { __cspViolation?: (text: string) => void }).__cspViolation;
            report?.(
              `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.href}`,
            );
          },
          true,
        );
      });
      await use(violations);
      expect(violations, "Content Security Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
