import {
  addRemoteDomain,
  createWebhook,
  deleteWebhook,
  listRemoteDomains,
  listWebhooks,
  removeRemoteDomain,
} from "../sdk/api/promoter-calls.js";
import { WEBHOOK_EVENTS } from "../sdk/api/schemas/promoter.js";
import { callPromoter } from "./api.js";
import { keysSection } from "./api-keys.js";
import { field, h, showScreen, statusLine } from "./dom.js";
import { renderDeliveries } from "./webhook-deliveries.js";

// Issue 19: API keys, webhook endpoints (with their deliveries) and remote-signup domains. Every change
// draws the page again from the server's answer, with what happened in the status line.

export async function renderSettings(
  root: HTMLElement,
  key: string,
  back: () => void,
  note = "",
): Promise<void> {
  const [hooks, domains] = await Promise.all([
    callPromoter(key, listWebhooks),
    callPromoter(key, listRemoteDomains),
  ]);
  if (hooks.status !== 200 || domains.status !== 200) throw new Error("The key was not accepted");
  const state = statusLine();
  state.textContent = note;
  const again = (said: string) => void renderSettings(root, key, back, said);

  const url = h("input", { type: "url", required: true, placeholder: "https://hooks.example.com/fans" });
  const events = WEBHOOK_EVENTS.map((event) => h("input", { type: "checkbox", value: event, checked: true }));
  const hookForm = h(
    "form",
    { "aria-label": "Add a webhook" },
    field("Webhook URL", url, "hook-url"),
    h(
      "fieldset",
      {},
      h("legend", {}, "Events"),
      ...events.map((box, i) => field(WEBHOOK_EVENTS[i] ?? "", box, `event-${i}`)),
    ),
    h("button", { type: "submit" }, "Add webhook"),
  );
  hookForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    const chosen = events.filter((box) => box.checked).map((box) => box.value);
    const created = await callPromoter(key, createWebhook, { body: { url: url.value, events: chosen } });
    if (created.status === 201)
      again(`Webhook added. Its signing secret (shown once): ${created.data.secret}`);
    else state.textContent = `Not added: ${created.data.message}`;
  });

  const hookRows = hooks.data.webhooks.map((hook) => {
    const deliveries = h("button", { type: "button" }, "Deliveries");
    deliveries.addEventListener(
      "click",
      () => void renderDeliveries(root, key, hook, () => again("")).catch((e: unknown) => again(String(e))),
    );
    const remove = h("button", { type: "button", class: "quiet" }, "Remove");
    remove.addEventListener("click", async () => {
      if (!confirm(`Remove the webhook to ${hook.url}? Nothing more is sent to it.`)) return;
      const gone = await callPromoter(key, deleteWebhook, { params: { webhookId: hook.id } });
      again(gone.status === 204 ? `Webhook to ${hook.url} removed.` : `Not removed: ${gone.data.message}`);
    });
    return h(
      "tr",
      {},
      h("th", { scope: "row" }, hook.url),
      h("td", {}, hook.events.join(", ")),
      h("td", {}, deliveries, remove),
    );
  });

  const domain = h("input", { type: "text", required: true, placeholder: "shop.example.com" });
  const domainForm = h(
    "form",
    { "aria-label": "Add a domain" },
    field("Domain", domain, "domain"),
    h("button", { type: "submit" }, "Add domain"),
  );
  domainForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    const added = await callPromoter(key, addRemoteDomain, { body: { domain: domain.value } });
    if (added.status === 201) again(`${added.data.domain} added; its widget hash: ${added.data.hash}`);
    else state.textContent = `Not added: ${added.data.message}`;
  });
  const domainRows = domains.data.domains.map((d) => {
    const remove = h("button", { type: "button", class: "quiet" }, "Remove");
    remove.addEventListener("click", async () => {
      if (!confirm(`Remove ${d.domain}? Remote signup from it stops at once.`)) return;
      const gone = await callPromoter(key, removeRemoteDomain, { params: { domain: d.domain } });
      again(gone.status === 204 ? `${d.domain} removed.` : `Not removed: ${gone.data.message}`);
    });
    return h(
      "tr",
      {},
      h("th", { scope: "row" }, d.domain),
      h("td", {}, h("code", {}, d.hash)),
      h("td", {}, remove),
    );
  });

  const backButton = h("button", { type: "button" }, "Back to campaigns");
  backButton.addEventListener("click", back);
  const table = (caption: string, heads: string[], rows: HTMLTableRowElement[]) =>
    h(
      "table",
      {},
      h("caption", {}, caption),
      h("thead", {}, h("tr", {}, ...heads.map((t) => h("th", { scope: "col" }, t)))),
      h("tbody", {}, ...rows),
    );
  showScreen(
    root,
    h(
      "section",
      { "aria-labelledby": "settings-title" },
      h("h2", { id: "settings-title" }, "Keys, webhooks and domains"),
      backButton,
      state,
      await keysSection(key, again),
      h("h3", {}, "Webhooks"),
      table("Webhooks", ["URL", "Events", ""], hookRows),
      hookForm,
      h("h3", {}, "Remote-signup domains"),
      table("Remote-signup domains", ["Domain", "Widget hash", ""], domainRows),
      domainForm,
    ),
  );
}
