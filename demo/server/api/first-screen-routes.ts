import type { Hono } from "hono";
import { getFirstScreen } from "../../../sdk/api/calls/first-screen.js";
import { pickLanguage } from "../../../sdk/i18n/languages.js";
import { routeTargetOfUri } from "../../../sdk/routing/route-target.js";
import { resolveLookup } from "../campaigns/resolve-lookup.js";
import { withSizedHero } from "../images/photo-source.js";
import { renderFirstScreen } from "../pages/first-screen-markup.js";
import type { Services } from "../services.js";
import { errorAnswer, handleCall } from "./handle-call.js";

const PAGE_OF = { "campaign-welcome": "welcome", "campaign-register": "register" } as const;

/**
 * GET /first-screen (issue 22): what the hosted site puts in its pages, for a promoter's server to put in
 * its own (docs/embedding-server-rendered.md). A visitor's view: no account, no referrer, so one answer
 * serves every visitor and may be cached for a minute.
 */
export function registerFirstScreenRoutes(api: Hono, { db, config }: Services, apiPath: string): void {
  handleCall(api, getFirstScreen, async ({ query }) => {
    const target = routeTargetOfUri(query.uri);
    const resolved = target.kind === "campaign" ? await resolveLookup(db, target) : undefined;
    const answer = resolved && withSizedHero(resolved, config.imageHosts);
    const campaign = answer?.campaign;
    // A campaign's own uri only: a fan's short URL would name its referrer, and this answer is everyone's.
    if (!answer || !campaign || target.kind !== "campaign" || campaign.uri !== target.uri) {
      return errorAnswer(404, `No campaign with uri "${query.uri}"`);
    }
    const language = pickLanguage(query.lang, campaign.settings?.defaultLanguage);
    const screen = await renderFirstScreen({
      page: PAGE_OF[query.element],
      lookup: answer,
      uri: campaign.uri,
      language,
      apiBase: `${config.publicOrigin}${apiPath}`,
    });
    if (!screen) return errorAnswer(404, `No first screen for ${query.element}`);
    return {
      status: 200 as const,
      body: {
        html: screen.html,
        styleSource: screen.styleSource,
        scriptSource: screen.scriptSource,
        language,
      },
      headers: { "cache-control": "public, max-age=60" },
    };
  });
}
