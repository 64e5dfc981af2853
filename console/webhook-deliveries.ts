import { listWebhookDeliveries, resendWebhookDelivery } from "../sdk/api/promoter-calls.js";
import type { Webhook } from "../sdk/api/schemas/promoter.js";
import { callPromoter } from "./api.js";
import { h, showScreen, statusLine } from "./dom.js";

// Issue 19: an endpoint's last deliveries (attempts, status, last error), each one re-sendable.

export async function renderDeliveries(
  root: HTMLElement,
  key: string,
  hook: Webhook,
  back: () => void,
  note = "",
): Promise<void> {
  const answer = await callPromoter(key, listWebhookDeliveries, { params: { webhookId: hook.id } });
  if (answer.status !== 200) throw new Error(`The deliveries could not be read: ${answer.data.message}`);
  const state = statusLine();
  state.textContent = note;
  const rows = answer.data.deliveries.map((delivery) => {
    const resend = h("button", { type: "button" }, "Resend");
    resend.addEventListener("click", async () => {
      const sent = await callPromoter(key, resendWebhookDelivery, {
        params: { webhookId: hook.id, deliveryId: delivery.id },
      });
      const said =
        sent.status === 200 ? `Delivery ${delivery.id} sent again: ${sent.data.status}.` : sent.data.message;
      await renderDeliveries(root, key, hook, back, said);
    });
    return h(
      "tr",
      {},
      h("th", { scope: "row" }, delivery.eventType),
      h("td", {}, new Date(delivery.createdAt).toLocaleString()),
      h("td", {}, delivery.status),
      h("td", {}, String(delivery.attempts)),
      h("td", {}, delivery.lastError ?? ""),
      h("td", {}, resend),
    );
  });
  const backButton = h("button", { type: "button" }, "Back to settings");
  backButton.addEventListener("click", back);
  showScreen(
    root,
    h(
      "section",
      { "aria-labelledby": "deliveries-title" },
      h("h2", { id: "deliveries-title" }, `Deliveries to ${hook.url}`),
      backButton,
      state,
      h(
        "table",
        {},
        h("caption", {}, "Last 100 deliveries"),
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            ...["Event", "Created", "Status", "Attempts", "Last error", ""].map((t) =>
              h("th", { scope: "col" }, t),
            ),
          ),
        ),
        h("tbody", {}, ...rows),
      ),
      rows.length ? "" : h("p", {}, "No delivery yet."),
    ),
  );
}
