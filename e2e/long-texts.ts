import type { Page } from "@playwright/test";

// Issue 20: the long-text fixture. The seeded campaigns, as the server answers them, with every promoter
// and fan text a screen shows made long: 80 characters without a space (Latin, emoji, Arabic), the
// worst a name can be for a layout. The page's embedded campaign answer is dropped so the site asks
// the API, whose answers pass through the same rewrite.

/** 80 characters, no space: a long Latin word, emoji and Arabic. */
export const LONG_WORD = Array.from(
  "Wolfeschlegelsteinhausenbergerdorff🎸🎤🥁الفرقةالموسيقيةالحيةمعالأصدقاءالمخلصين".repeat(2),
)
  .slice(0, 80)
  .join("");

// Display texts of the API's schemas (campaign, event, rewards, products, social accounts, tours, fans).
const SHORT_TEXTS = new Set(["name", "prizeName", "ticketName", "headline", "firstName", "lastName"]);
const LONG_TEXTS = new Set(["description", "location", "companyName", "message", "headerText", "bodyText"]);

/** The same value with its display texts long (a pure function of the JSON). */
export function lengthen(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lengthen);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (typeof inner !== "string" || inner === "") return [key, lengthen(inner)];
      if (SHORT_TEXTS.has(key)) return [key, LONG_WORD];
      if (LONG_TEXTS.has(key)) return [key, `${inner} ${LONG_WORD} ${LONG_WORD}`];
      return [key, inner];
    }),
  );
}

/**
 * Serves the page with long texts: the API's GET answers rewritten by `rewrite` (default: lengthen), the
 * HTML without its embedded campaign answer (the site then asks the API).
 */
export async function serveRewritten(
  page: Page,
  rewrite: (json: unknown) => unknown = lengthen,
): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith("/api/v1/cn/"),
    async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const response = await route.fetch();
      const type = response.headers()["content-type"] ?? "";
      if (!type.includes("json")) return route.fulfill({ response });
      return route.fulfill({ response, json: rewrite(await response.json()) });
    },
  );
  await page.route(
    (url) => !url.pathname.startsWith("/api/") && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="campaign-data"[^>]*>[\s\S]*?<\/script>/,
        "",
      );
      return route.fulfill({ response, body: html });
    },
  );
}
