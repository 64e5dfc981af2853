import type { Context, Hono } from "hono";
import { z } from "zod/mini";
import { type Language, pickLanguage } from "../../../../sdk/i18n/languages.js";
import { findFan, unsubscribeFanEmail } from "../../../store/fans.js";
import { declaredBodyLimit } from "../../api/body-limit.js";
import { loadCampaignByOid } from "../../campaigns/load-campaign.js";
import { pageSecurityHeaders } from "../../security-headers.js";
import type { Services } from "../../services.js";
import { acceptedLanguages, fanLanguage } from "../compose/message-language.js";
import {
  isSignedUnsubscribe,
  UNSUBSCRIBE_PATH,
  type UnsubscribeQuery,
  unsubscribeQuerySchema,
} from "./unsubscribe-link.js";
import { renderUnsubscribePage, type UnsubscribePage } from "./unsubscribe-page.js";

// GET and POST /unsubscribe?fan=…&sig=… (unsubscribe-link.ts). POST with the body
// `List-Unsubscribe=One-Click` (RFC 8058, what mail clients send, and the page's own form) turns the
// fan's email opt-in off and answers 200, however often it comes. GET only shows the page with that form.

/** RFC 8058 §3.1: the one-click POST's body. */
const oneClickBody = z.object({ "List-Unsubscribe": z.literal("One-Click") });

const page = (c: Context, status: 200 | 400 | 404, language: Language, content: UnsubscribePage) =>
  c.html(renderUnsubscribePage(language, content), status, {
    ...pageSecurityHeaders(),
    "cache-control": "no-store",
    // The URL carries the fan's signature: no page it leads to needs to see it.
    "referrer-policy": "no-referrer",
  });

type Resolved =
  | {
      ok: true;
      query: UnsubscribeQuery;
      language: Language;
      campaignName: string;
      address: string;
      unsubscribed: boolean;
    }
  | { ok: false; status: 400 | 404; language: Language };

async function resolve(s: Services, c: Context): Promise<Resolved> {
  const browserLanguage = pickLanguage(...acceptedLanguages(c.req.header("accept-language")));
  const parsed = unsubscribeQuerySchema.safeParse(c.req.query());
  if (!parsed.success || !isSignedUnsubscribe(s.secret(), parsed.data)) {
    return { ok: false, status: 400, language: browserLanguage };
  }
  const fan = await findFan(s.db, parsed.data.fan);
  const campaign = fan && (await loadCampaignByOid(s.db, fan.campaignOid));
  if (!fan || !campaign) return { ok: false, status: 404, language: browserLanguage };
  return {
    ok: true,
    query: parsed.data,
    language: fanLanguage(fan, campaign),
    campaignName: campaign.name,
    address: fan.emailAddress ?? "",
    unsubscribed: fan.emailUnsubscribedAt !== null,
  };
}

export function registerUnsubscribeRoutes(app: Hono, s: Services): void {
  app.get(UNSUBSCRIBE_PATH, async (c) => {
    const found = await resolve(s, c);
    if (!found.ok) return page(c, found.status, found.language, { state: "invalid" });
    if (found.unsubscribed)
      return page(c, 200, found.language, { state: "done", campaign: found.campaignName });
    const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams(found.query)}`;
    return page(c, 200, found.language, {
      state: "ask",
      campaign: found.campaignName,
      address: found.address,
      action,
    });
  });

  app.post(
    UNSUBSCRIBE_PATH,
    declaredBodyLimit(1024, (c) => c.text("Request body too large", 413)),
    async (c) => {
      const found = await resolve(s, c);
      if (!found.ok) return page(c, found.status, found.language, { state: "invalid" });
      const form = oneClickBody.safeParse(await c.req.parseBody().catch(() => ({})));
      if (!form.success) {
        return c.text('The body must be the one-click form "List-Unsubscribe=One-Click" (RFC 8058).', 400, {
          "cache-control": "no-store",
        });
      }
      await unsubscribeFanEmail(s.db, found.query.fan);
      return page(c, 200, found.language, { state: "done", campaign: found.campaignName });
    },
  );
}
