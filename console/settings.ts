import {
  addRemoteDomain,
  createWebhook,
  listRemoteDomains,
  listWebhooks,
} from "../sdk/api/promoter-calls.js";
import { WEBHOOK_EVENTS } from "../sdk/api/schemas/promoter.js";
import { callPromoter } from "./api.js";
import { field, h, statusLine } from "./dom.js";

// Webhook endpoints and remote-signup domains.

export async function renderSettings(root: HTMLElement, key: string, back: () => void): Promise<void> {
  const [hooks, domains] = await Promise.all([
    callPromoter(key, listWebhooks),
    callPromoter(key, listRemoteDomains),
  ]);
  if (hooks.status !== 200 || domains.status !== 200) throw new Error("The key was not accepted");
  const state = statusLine();
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
    state.textContent =
      created.status === 201
        ? `Webhook added. Its signing secret (shown once): ${created.data.secret}`
        : `Not added: ${created.data.message}`;
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
    state.textContent =
      added.status === 201
        ? `${added.data.domain} added; its widget hash: ${added.data.hash}`
        : `Not added: ${added.data.message}`;
  });
  const backButton = h("button", { type: "button" }, "Back to campaigns");
  backButton.addEventListener("click", back);
  root.replaceChildren(
    h(
      "section",
      { "aria-labelledby": "settings-title" },
      h("h2", { id: "settings-title" }, "Webhooks and domains"),
      backButton,
      state,
      h("h3", {}, "Webhooks"),
      h(
        "ul",
        {},
        ...hooks.data.webhooks.map((hook) => h("li", {}, `${hook.url} (${hook.events.join(", ")})`)),
      ),
      hookForm,
      h("h3", {}, "Remote-signup domains"),
      h("ul", {}, ...domains.data.domains.map((d) => h("li", {}, `${d.domain}: ${d.hash}`))),
      domainForm,
    ),
  );
}
