import { Hono } from "hono";
import { z } from "zod/mini";
import { CampaignUriSchema } from "../../../sdk/api/schemas/common.js";
import { findCampaignByUri, upsertCampaign } from "../../store/campaigns.js";
import { canonicalEmail } from "../../store/canonical-email.js";
import { HttpError, parseBody, parseQuery } from "../api/validate.js";
import type { AppContext } from "../app-context.js";
import { randomSlug } from "../crypto/tokens.js";
import { escapeHtml } from "../pages/render-page.js";
import { copyStartingIn, MAX_COPY_START_SECONDS } from "./campaign-copy.js";
import { outboxAddress } from "./outbox-address.js";

interface OutboxRow {
  to_address: string;
  channel: "email" | "sms";
  kind: string;
  code: string | null;
  link: string | null;
  subject: string | null;
  body: string;
  sent_at: Date | string;
}

const outboxQuery = z.object({
  // Restored before anything trims it: the space a literal `+` decodes to is part of the address.
  to: z.optional(
    z.pipe(
      z.pipe(z.string().check(z.maxLength(320)), z.transform(outboxAddress)),
      z.string().check(z.minLength(3)),
    ),
  ),
});

const copyBody = z.object({
  uri: CampaignUriSchema,
  startsInSeconds: z.int().check(z.gte(1)).check(z.lte(MAX_COPY_START_SECONDS)),
});

const cooldownBody = z.object({ emailAddress: z.email() });

/**
 * Demo mode only (absent without DEMO=1, i.e. in production): the dev outbox of CONTRACT.md, where every
 * email and text message the server would send is kept, the list of seeded campaigns for the home page,
 * copies of a campaign that start in a few seconds (browser tests of the live check), and the end of an
 * address's magic-link cooldown (browser tests of a second login, without waiting a minute).
 */
export function createDevRoutes({ db }: AppContext): Hono {
  const app = new Hono();

  const readOutbox = async (to?: string) => {
    const rows = await db.query<OutboxRow>(
      `SELECT to_address, channel, kind, code, link, subject, body, sent_at FROM outbox
       WHERE $1::text IS NULL OR lower(to_address) = lower($1) ORDER BY sent_at DESC, id DESC LIMIT 200`,
      [to ?? null],
    );
    return rows.map((row) => ({
      to: row.to_address,
      channel: row.channel,
      kind: row.kind,
      ...(row.code && { code: row.code }),
      ...(row.link && { link: row.link }),
      ...(row.subject && { subject: row.subject }),
      body: row.body,
      sentAt: new Date(row.sent_at).toISOString(),
    }));
  };

  app.get("/outbox", async (c) => {
    const { to } = parseQuery(c, outboxQuery);
    return c.json({ messages: await readOutbox(to) });
  });

  app.get("/outbox/", async (c) => {
    const { to } = parseQuery(c, outboxQuery);
    const messages = await readOutbox(to);
    const items = messages
      .map(
        (m) => `<li><article>
  <h2>${escapeHtml(m.subject ?? (m.channel === "sms" ? "Text message" : "Email"))}</h2>
  <p class="meta">${escapeHtml(m.channel)} to <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.kind)} · <time>${escapeHtml(m.sentAt)}</time></p>
  ${m.code ? `<p>Code: <code class="code">${escapeHtml(m.code)}</code></p>` : ""}
  ${m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : ""}
  <pre>${escapeHtml(m.body)}</pre>
</article></li>`,
      )
      .join("\n");
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox</title><link rel="stylesheet" href="/assets/dev.css"></head>
<body><main>
<h1>Dev outbox</h1>
<p>Every email and text message the demo server would have sent, newest first. Nothing leaves this machine.</p>
<form method="get" action="/__dev/outbox/"><label for="to">Address (email or +E.164 number)</label>
<input id="to" name="to" value="${escapeHtml(to ?? "")}"> <button type="submit">Filter</button></form>
${messages.length ? `<ol class="messages">${items}</ol>` : "<p>No messages yet.</p>"}
</main></body></html>`);
  });

  app.get("/campaigns", async (c) => {
    // Raw columns, not load-campaign.ts: a list of every row needs only uri, name and type, none legacy.
    const rows = await db.query<{ uri: string; name: string | null; type: string | null }>(
      "SELECT uri, data->>'name' AS name, data->>'type' AS type FROM campaigns ORDER BY uri",
    );
    return c.json({ campaigns: rows });
  });

  // POST /__dev/campaign-copies { uri, startsInSeconds }: 201 { uri } of a new copy starting then.
  app.post("/campaign-copies", async (c) => {
    const { uri, startsInSeconds } = await parseBody(c, copyBody);
    // The stored document, not load-campaign.ts's parsed one: the copy is a row like its source.
    const source = await findCampaignByUri(db, uri);
    if (!source) throw new HttpError(404, `No campaign ${uri}`, "uri");
    const suffix = randomSlug().toLowerCase();
    const copy = copyStartingIn(source, { seconds: startsInSeconds, now: new Date(), suffix });
    await upsertCampaign(db, copy);
    return c.json({ uri: copy.uri }, 201);
  });

  // POST /__dev/magic-link-cooldowns/end { emailAddress }: 204; the address may ask for a link again.
  app.post("/magic-link-cooldowns/end", async (c) => {
    const { emailAddress } = await parseBody(c, cooldownBody);
    // The cooldown is keyed by the fan (magic-link:{campaignOid}:{fanOid}): every fan of this mailbox.
    await db.query(
      `DELETE FROM rate_limits WHERE key LIKE 'magic-link:%'
         AND split_part(key, ':', 3) IN (SELECT oid FROM fans WHERE email_canonical = $1)`,
      [canonicalEmail(emailAddress)],
    );
    return c.body(null, 204);
  });

  return app;
}
