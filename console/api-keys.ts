import { createApiKey, listApiKeys, revokeApiKey } from "../sdk/api/promoter-calls.js";
import { callPromoter } from "./api.js";
import { field, h } from "./dom.js";

// Issue 19: the promoter's API keys: make one (shown once), see when each was last used, revoke one.

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "never");

export async function keysSection(key: string, again: (said: string) => void): Promise<HTMLElement> {
  const keys = await callPromoter(key, listApiKeys);
  if (keys.status !== 200) throw new Error("The key was not accepted");
  const rows = keys.data.keys.map((row) => {
    const cells = [
      h("th", { scope: "row" }, row.name),
      h("td", {}, h("code", {}, `${row.prefix}…`)),
      h("td", {}, when(row.lastUsedAt)),
    ];
    if (row.revokedAt) return h("tr", {}, ...cells, h("td", {}, `revoked ${when(row.revokedAt)}`));
    const revoke = h("button", { type: "button", class: "quiet" }, "Revoke");
    revoke.addEventListener("click", async () => {
      if (!confirm(`Revoke the key "${row.name}"? Whatever uses it stops working at once.`)) return;
      const gone = await callPromoter(key, revokeApiKey, { params: { keyId: row.id } });
      again(gone.status === 204 ? `Key "${row.name}" revoked.` : `Not revoked: ${gone.data.message}`);
    });
    return h("tr", {}, ...cells, h("td", {}, revoke));
  });
  const name = h("input", { type: "text", required: true, placeholder: "CI, ticketing sync…" });
  const form = h(
    "form",
    { "aria-label": "Make an API key" },
    field("Key name", name, "key-name"),
    h("button", { type: "submit" }, "Make key"),
  );
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const made = await callPromoter(key, createApiKey, { body: { name: name.value } });
    again(made.status === 201 ? `Key "${made.data.name}" made (shown once): ${made.data.key}` : `Not made.`);
  });
  return h(
    "div",
    {},
    h("h3", {}, "API keys"),
    h(
      "table",
      {},
      h("caption", {}, "API keys"),
      h(
        "thead",
        {},
        h("tr", {}, ...["Name", "Starts with", "Last used", ""].map((t) => h("th", { scope: "col" }, t))),
      ),
      h("tbody", {}, ...rows),
    ),
    form,
  );
}
