import { z } from "zod/mini";
import { createPromoterCampaign, listPromoterCampaigns } from "../sdk/api/promoter-calls.js";
import { callPromoter } from "./api.js";
import { field, h, showScreen, statusLine } from "./dom.js";
import { renderEditor } from "./editor.js";
import { renderInsights } from "./insights.js";
import { renderSettings } from "./settings.js";
import { renderSignIn, signInWithToken, takeLinkToken } from "./sign-in.js";
import { TEMPLATE_TYPES, templateFor } from "./templates.js";

// Issue 19: the promoter console at /console/. The key stays in this tab's sessionStorage only.

const KEY_STORE = "fc-console-key";
const StoredKey = z.string().check(z.minLength(8));
const root = document.getElementById("console") as HTMLElement;
const signOut = document.getElementById("sign-out") as HTMLButtonElement;

const fail = (error: unknown) => {
  const message = statusLine();
  message.textContent = `Something went wrong: ${error instanceof Error ? error.message : String(error)}`;
  root.prepend(message);
};

function showSignIn(note = "", rejected = ""): void {
  signOut.hidden = true;
  renderSignIn(
    root,
    note,
    (key) => {
      sessionStorage.setItem(KEY_STORE, key);
      void renderList().catch(fail);
    },
    rejected,
  );
}

async function renderList(): Promise<void> {
  const key = StoredKey.safeParse(sessionStorage.getItem(KEY_STORE));
  if (!key.success) return showSignIn();
  const answer = await callPromoter(key.data, listPromoterCampaigns);
  if (answer.status !== 200) {
    sessionStorage.removeItem(KEY_STORE);
    return showSignIn("That key was not accepted.", key.data);
  }
  signOut.hidden = false;
  const back = () => void renderList().catch(fail);
  const rows = answer.data.campaigns.map((c) => {
    const edit = h("button", { type: "button" }, "Edit");
    edit.addEventListener("click", () => void renderEditor(root, key.data, c.oid, back).catch(fail));
    const insights = h("button", { type: "button" }, "Fans and figures");
    insights.addEventListener(
      "click",
      () => void renderInsights(root, key.data, c.oid, c.name, back).catch(fail),
    );
    return h(
      "tr",
      {},
      h("th", { scope: "row" }, c.name),
      h("td", {}, c.uri),
      h("td", {}, c.type),
      h("td", {}, c.status),
      h("td", {}, String(c.version)),
      h("td", {}, edit, insights),
    );
  });
  const type = h(
    "select",
    {},
    ...TEMPLATE_TYPES.map(({ section, type: t }) => h("option", { value: section }, t)),
  );
  const slug = h("input", { type: "text", required: true, pattern: "[A-Za-z0-9][A-Za-z0-9._~-]*" });
  const name = h("input", { type: "text", required: true });
  const state = statusLine();
  const create = h(
    "form",
    { "aria-label": "New campaign" },
    h("h3", {}, "New campaign from a template"),
    field("Campaign type", type, "new-type"),
    field("Web address (after the section letter)", slug, "new-slug"),
    field("Campaign name", name, "new-name"),
    h("button", { type: "submit" }, "Create draft"),
    state,
  );
  create.addEventListener("submit", async (event) => {
    event.preventDefault();
    const made = await callPromoter(key.data, createPromoterCampaign, {
      body: templateFor(type.value, slug.value, name.value) as never,
    });
    if (made.status === 201) await renderEditor(root, key.data, made.data.oid, back);
    else state.textContent = `Not created: ${made.data.message}`;
  });
  const settings = h("button", { type: "button" }, "Keys, webhooks and domains");
  settings.addEventListener("click", () => void renderSettings(root, key.data, back).catch(fail));
  const table = h(
    "table",
    {},
    h("caption", {}, "Your campaigns"),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        ...["Name", "Address", "Type", "Status", "Version", ""].map((t) => h("th", { scope: "col" }, t)),
      ),
    ),
    h("tbody", {}, ...rows),
  );
  showScreen(
    root,
    h(
      "section",
      { "aria-labelledby": "list-title" },
      h("h2", { id: "list-title" }, "Campaigns"),
      settings,
      table,
      create,
    ),
  );
}

signOut.addEventListener("click", () => {
  sessionStorage.removeItem(KEY_STORE);
  showSignIn();
});

/** An emailed sign-in link opened this page: its key, else why not. */
async function start(): Promise<void> {
  const token = takeLinkToken();
  if (token) {
    const signedIn = await signInWithToken(token);
    if (typeof signedIn === "string") return showSignIn(signedIn);
    sessionStorage.setItem(KEY_STORE, signedIn.key);
  }
  await renderList();
}
start().catch(fail);
// A link opened in a tab already on the console changes only the fragment: no new page load.
window.addEventListener("hashchange", () => {
  if (location.hash.startsWith("#sign-in=")) start().catch(fail);
});
