import { z } from "zod/mini";
import { requestSignInLink, signInWithLink, signUpPromoter } from "../sdk/api/promoter-calls.js";
import { callPromoter } from "./api.js";
import { field, h, statusLine } from "./dom.js";

// Issue 19: three ways in. An API key; a sign-in link emailed to a promoter's address; and, for a
// promoter with nothing yet, a new account whose first link comes by email. The link opens this page
// with `#sign-in=<token>`: the fragment never reaches a server log or a Referer.

const LinkToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,200}$/));

/** The emailed link's token, taken out of the address bar at once (a reload must not reuse it). */
export function takeLinkToken(): string | undefined {
  const match = /^#sign-in=(.*)$/.exec(location.hash);
  if (!match) return undefined;
  history.replaceState(null, "", location.pathname + location.search);
  const token = LinkToken.safeParse(match[1]);
  return token.success ? token.data : undefined;
}

/** Opens the link: its key is the console's, as a typed one would be. */
export async function signInWithToken(token: string): Promise<{ key: string; name: string } | string> {
  const answer = await callPromoter(undefined, signInWithLink, { body: { token } });
  return answer.status === 201 ? answer.data : answer.data.message;
}

function emailForm(
  title: string,
  submitLabel: string,
  fields: { label: string; id: string; input: HTMLInputElement }[],
  send: () => Promise<string>,
): HTMLFormElement {
  const state = statusLine();
  const form = h(
    "form",
    { "aria-label": title },
    h("h3", {}, title),
    ...fields.map(({ label, id, input }) => field(label, input, id)),
    h("button", { type: "submit" }, submitLabel),
    state,
  );
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    state.textContent = "Sending…";
    state.textContent = await send().catch((error: unknown) => `Not sent: ${String(error)}`);
  });
  return form;
}

/** `rejected`: the key the server just refused, kept in the field (a pasted key with one bad character). */
export function renderSignIn(
  root: HTMLElement,
  note: string,
  useKey: (key: string) => void,
  rejected = "",
): void {
  const key = h("input", { type: "password", autocomplete: "off", required: true });
  key.value = rejected;
  const state = statusLine();
  state.textContent = note;
  const withKey = h(
    "form",
    { "aria-label": "Sign in" },
    h("h2", {}, "Sign in"),
    field("API key", key, "api-key"),
    h("button", { type: "submit" }, "Sign in"),
    state,
  );
  withKey.addEventListener("submit", (event) => {
    event.preventDefault();
    useKey(key.value.trim());
  });

  const email = h("input", { type: "email", autocomplete: "email", required: true });
  const byEmail = emailForm(
    "Sign in by email",
    "Email me a sign-in link",
    [{ label: "Your email address", id: "link-email", input: email }],
    async () => {
      const answer = await callPromoter(undefined, requestSignInLink, {
        body: { emailAddress: email.value },
      });
      return answer.data.message;
    },
  );

  const newName = h("input", { type: "text", autocomplete: "organization", required: true });
  const newEmail = h("input", { type: "email", autocomplete: "email", required: true });
  const signUp = emailForm(
    "New here? Create a promoter account",
    "Create account",
    [
      { label: "Promoter name", id: "new-promoter-name", input: newName },
      { label: "Email address", id: "new-promoter-email", input: newEmail },
    ],
    async () => {
      const answer = await callPromoter(undefined, signUpPromoter, {
        body: { name: newName.value, emailAddress: newEmail.value },
      });
      return answer.data.message;
    },
  );
  root.replaceChildren(h("section", { class: "sign-in" }, withKey, byEmail, signUp));
  key.focus();
  if (rejected) {
    key.setAttribute("aria-invalid", "true");
    state.id = "sign-in-state";
    key.setAttribute("aria-describedby", state.id);
    key.select();
  }
}
