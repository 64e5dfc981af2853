import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Hono } from "hono";
import { etag } from "hono/etag";
import { AUTH_TOKEN_HEADER } from "../../sdk/api/client.js";
import { heroResourceOf } from "../../sdk/flow/hero-resource.js";
import { pickLanguage } from "../../sdk/i18n/languages.js";
import { parseRoute } from "../../sdk/routing/parse-route.js";
import { campaignUriQueryOf, routeTargetOf } from "../../sdk/routing/route-target.js";
import { isCampaignImage } from "../store/campaigns.js";
import { apiCors } from "./api/api-cors.js";
import { jsonBodyLimit } from "./api/body-limit.js";
import { createPromoterRoutes, PROMOTER_API_PATH } from "./api/promoter-routes.js";
import { API_BASE_PATH, createApiRoutes } from "./api/routes.js";
import type { AppContext } from "./app-context.js";
import { resolveLookup } from "./campaigns/resolve-lookup.js";
import { compressAnswers } from "./compression/compress-answers.js";
import { createDevRoutes } from "./dev/routes.js";
import { handleError } from "./errors.js";
import { pageFrameAncestors } from "./frame-ancestors.js";
import { withSizedHero } from "./images/photo-source.js";
import { registerSizedImageRoute } from "./images/sized-image-route.js";
import { registerUnsubscribeRoutes } from "./messaging/unsubscribe/unsubscribe-routes.js";
import { registerOAuthCallback } from "./oauth/callback-page.js";
import { OAUTH_TEST_PREFIX, socialConfigFor, socialCspSources } from "./oauth/social-config.js";
import { createSpotifyTestProvider } from "./oauth-test-provider/spotify-test-provider.js";
import { createLogger } from "./operations/logger.js";
import { createMetrics } from "./operations/metrics.js";
import { registerOperationsRoutes } from "./operations/operations-routes.js";
import { requestLogging } from "./operations/request-logging.js";
import { firstScreenOf, servesFirstScreen } from "./pages/first-screen.js";
import { renderFirstScreen } from "./pages/first-screen-markup.js";
import { renderPage } from "./pages/render-page.js";
import { identifyClient } from "./rate-limit/request-client.js";
import { responseHeaders } from "./response-headers.js";
import { pageSecurityHeaders } from "./security-headers.js";
import { createServices } from "./services.js";
import { serveFile } from "./static-files.js";

/** 64 KB is far above any real request body; more is refused with 413 before it is read. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Demo mode only: the dev outbox and the test helpers. */
const DEV_PATH = "/__dev";

const STATIC_PREFIXES = ["/site/", "/elements/", "/chunks/", "/assets/", "/console/assets/"];
const STATIC_FILES = new Set(["/loader.js", "/loader.js.map", "/remote-signup.js"]);

/** The main origin (PORT): the API, the built site and elements, the loader and, in demo mode, the outbox. */
export function createApp(appContext: AppContext): Hono {
  const { db, config } = appContext;
  const logger = appContext.logger ?? createLogger(config.LOG_LEVEL);
  const metrics = appContext.metrics ?? createMetrics({ pool: () => db.poolStats() });
  const context: AppContext = { ...appContext, logger, metrics };
  const app = new Hono();
  const publicDir = context.config.PUBLIC_DIR;
  let template: string | undefined;
  const loadTemplate = async () => {
    template ??= await readFile(join(publicDir, "index.html"), "utf8");
    return template;
  };

  app.onError(handleError);
  app.use("*", requestLogging(logger, metrics));
  app.use(
    "*",
    responseHeaders({
      publicOrigin: context.config.publicOrigin,
      noStorePaths: [API_BASE_PATH, PROMOTER_API_PATH, DEV_PATH, OAUTH_TEST_PREFIX],
    }),
  );
  // Pages and JSON answers made per request; built files come precompressed (static-files.ts).
  app.use("*", compressAnswers());
  // Elements run on promoters' pages (other origins). Auth travels in a header, never a cookie, so
  // allowing any origin exposes nothing another origin could not already send.
  app.use(
    `${API_BASE_PATH}/*`,
    apiCors({
      allowMethods: ["GET", "POST", "PATCH"],
      allowHeaders: ["content-type", "accept-language", AUTH_TOKEN_HEADER],
      exposeHeaders: [AUTH_TOKEN_HEADER],
      maxAge: 600,
    }),
  );
  app.use(`${API_BASE_PATH}/*`, jsonBodyLimit(MAX_BODY_BYTES));
  app.use(`${API_BASE_PATH}/*`, identifyClient(context.config.TRUST_PROXY));
  const services = createServices(context);
  app.route(API_BASE_PATH, createApiRoutes(context, services));
  // issue 19: the promoter API (same origin as the console; no CORS: keys are not for browsers elsewhere).
  app.use(`${PROMOTER_API_PATH}/*`, identifyClient(context.config.TRUST_PROXY));
  app.route(PROMOTER_API_PATH, createPromoterRoutes(services));
  // issue 17: the one-click unsubscribe link of the fans' emails (RFC 8058).
  registerUnsubscribeRoutes(app, services);
  registerOperationsRoutes(app, {
    db,
    metrics,
    draining: context.draining ?? (() => false),
    metricsToken: config.METRICS_TOKEN,
  });
  if (context.config.demoMode) app.route(DEV_PATH, createDevRoutes(context));
  // engagement §7: the OAuth popup's callback page; the test provider stands in for Spotify in demo mode only.
  registerOAuthCallback(app);
  if (context.config.demoMode)
    app.route(OAUTH_TEST_PREFIX, createSpotifyTestProvider(context.config.publicOrigin));
  const social = socialConfigFor(context.config);
  const socialSources = socialCspSources(social);

  // Issue 22: campaign photos sized for the screen (the heroes' srcset).
  registerSizedImageRoute(app, {
    publicDir,
    imageHosts: config.imageHosts,
    isCampaignImage: (url) => isCampaignImage(db, url),
  });

  app.get("*", async (c, next) => {
    const path = c.req.path;
    if (STATIC_FILES.has(path) || STATIC_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      const file = await serveFile(c, publicDir, path);
      if (file) return file;
      return c.text("Not found", 404);
    }
    return next();
  });

  // Issue 19: the promoter console, under the site's strict CSP (its script and styles are files here).
  app.get("/console", (c) => c.redirect("/console/", 301));
  app.get("/console/", async (c) => {
    const html = await readFile(join(publicDir, "console", "index.html"), "utf8").catch(() => undefined);
    if (!html) return c.text("The console is not built: run npm run build", 404);
    return c.html(html, 200, { ...pageSecurityHeaders(), "cache-control": "no-cache" });
  });

  // Every other GET is a site route: the shell, with the campaign embedded when the route names one.
  // Weak ETag of the page (its br, gzip and plain forms are one content): a revisit costs a 304.
  app.get("*", etag({ weak: true }), async (c) => {
    const url = new URL(c.req.url);
    const route = parseRoute(url.pathname, url.search);
    const target = routeTargetOf(route);
    const resolved = target ? await resolveLookup(context.db, target) : undefined;
    const answer = resolved && withSizedHero(resolved, config.imageHosts);
    const found = route.kind !== "not-found" && (!target || answer !== undefined);
    const stripeKey = context.config.STRIPE_PUBLISHABLE_KEY;
    const preview = route.kind === "preview-campaign" || route.kind === "preview-tour";
    const previewOrigins = preview ? context.config.previewOrigins : undefined;
    // The console (issue 19) is served here and frames the preview pages ('self' may already frame them):
    // its messages come from this origin, so the page trusts it too.
    const trustedOrigins = previewOrigins && [...new Set([...previewOrigins, url.origin])];
    // The page names its answer by the query the site's client would send for it (embedded-lookup.ts).
    const lookup = target && answer ? { target: campaignUriQueryOf(target), answer } : undefined;
    const campaign = answer?.campaign;
    const screen = campaign && firstScreenOf(campaign, "step" in route ? route.step : undefined);
    const language =
      campaign && pickLanguage(url.searchParams.get("lang"), campaign.settings?.defaultLanguage);
    const firstScreen =
      lookup && screen && language && servesFirstScreen(campaign, route)
        ? await renderFirstScreen({
            page: screen,
            lookup: lookup.answer,
            uri: campaign.uri,
            language,
            referralCode: route.kind === "short-url" && answer?.referrer ? route.slug : undefined,
          }).catch((error: unknown) => {
            // The site renders the screen itself, as before issue 22.
            logger.warn({ err: error }, "first screen not rendered");
            return undefined;
          })
        : undefined;
    const html = renderPage(await loadTemplate(), lookup, {
      firstScreen: firstScreen && language && { html: firstScreen.html, language },
      stripePublishableKey: stripeKey,
      previewOrigins: trustedOrigins,
      social: preview ? undefined : social,
      heroImage: campaign && screen && heroResourceOf(campaign, screen),
    });
    const headers = pageSecurityHeaders({
      stripe: stripeKey !== undefined,
      frameAncestors: await pageFrameAncestors(context.db, {
        route,
        url,
        campaign: answer?.campaign,
        previewOrigins,
      }),
      connect: socialSources.connect,
      scripts: socialSources.script,
      styles: firstScreen && [firstScreen.styleSource],
      inlineScripts: firstScreen && [firstScreen.scriptSource],
    });
    return c.html(html, found ? 200 : 404, { ...headers, "cache-control": "no-cache" });
  });

  return app;
}
