import type { z } from "zod/mini";
import {
  getPromoterCampaign,
  issuePreviewToken,
  publishPromoterCampaign,
  replacePromoterCampaign,
} from "../sdk/api/promoter-calls.js";
import { PromoterCampaignInputSchema } from "../sdk/api/schemas/promoter.js";
import { callPromoter } from "./api.js";
import { field, h, showScreen, statusLine } from "./dom.js";

// The campaign form, generated from the schema's fields (strings, numbers, booleans and choices, three
// levels deep, so presentation › hero focus › x is there), with the campaign's live preview beside it
// (docs/preview.md: the preview page, framed).

interface Leaf {
  path: string[];
  kind: "string" | "number" | "boolean" | "enum";
  options?: readonly string[];
  /** A number's bounds from its schema's checks (a hero focus is 0–100). */
  min?: number;
  max?: number;
}

/** The inclusive bounds a number schema checks (`z.gte`, `z.lte`), for the input's min and max. */
function boundsOf(schema: z.ZodMiniType): Pick<Leaf, "min" | "max"> {
  const bounds: Pick<Leaf, "min" | "max"> = {};
  const checks = (schema._zod.def as { checks?: { _zod: { def: unknown } }[] }).checks ?? [];
  for (const check of checks) {
    const def = check._zod.def as { check?: string; value?: unknown; inclusive?: boolean };
    if (typeof def.value !== "number" || !def.inclusive) continue;
    if (def.check === "greater_than") bounds.min = def.value;
    if (def.check === "less_than") bounds.max = def.value;
  }
  return bounds;
}

const unwrap = (schema: z.ZodMiniType): z.ZodMiniType => {
  let current = schema;
  for (let i = 0; i < 5; i += 1) {
    const def = current._zod.def as { type: string; innerType?: z.ZodMiniType; in?: z.ZodMiniType };
    if (
      (def.type === "optional" ||
        def.type === "default" ||
        def.type === "prefault" ||
        def.type === "nullable") &&
      def.innerType
    )
      current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else break;
  }
  return current;
};

/** The editable leaves of the campaign schema, in its order. */
export function leavesOf(schema: z.ZodMiniType, path: string[] = [], depth = 0): Leaf[] {
  const inner = unwrap(schema);
  const def = inner._zod.def as {
    type: string;
    shape?: Record<string, z.ZodMiniType>;
    entries?: Record<string, string>;
  };
  if (def.type === "object" && def.shape && depth < 3) {
    return Object.entries(def.shape).flatMap(([key, child]) => leavesOf(child, [...path, key], depth + 1));
  }
  if (def.type === "string") return [{ path, kind: "string" }];
  if (def.type === "number") return [{ path, kind: "number", ...boundsOf(inner) }];
  if (def.type === "boolean") return [{ path, kind: "boolean" }];
  if (def.type === "enum" && def.entries)
    return [{ path, kind: "enum", options: Object.values(def.entries) }];
  return [];
}

const read = (doc: Record<string, unknown>, path: string[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined,
    doc,
  );

function write(doc: Record<string, unknown>, path: string[], value: unknown): void {
  let node = doc;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== "object") node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path.at(-1) ?? "";
  if (value === "" || value === undefined) delete node[last];
  else node[last] = value;
}

const labelOf = ({ path, min, max }: Leaf) => {
  const name = path.map((p) => p.replace(/([A-Z])/g, " $1").toLowerCase()).join(" › ");
  return min !== undefined && max !== undefined ? `${name} (${min}–${max})` : name;
};

export async function renderEditor(
  root: HTMLElement,
  key: string,
  oid: string,
  back: () => void,
): Promise<void> {
  const answer = await callPromoter(key, getPromoterCampaign, { params: { oid } });
  if (answer.status !== 200) throw new Error(answer.data.message);
  const { oid: _oid, promoterOid: _promoter, status, version, updatedAt: _updated, ...draft } = answer.data;
  const doc: Record<string, unknown> = structuredClone(draft);
  const token = await callPromoter(key, issuePreviewToken);
  const previewToken = token.status === 201 ? token.data.previewToken : "";
  const state = statusLine();
  state.textContent = `Status: ${status}, version ${version}`;
  const frame = h("iframe", {
    src: "/preview-page/campaign/",
    title: "Live preview of the campaign",
    class: "preview",
  });
  const sendPreview = () =>
    frame.contentWindow?.postMessage(
      {
        type: "campaign-preview",
        version: 1,
        previewToken,
        campaign: { ...doc, oid, promoterOid: answer.data.promoterOid },
      },
      window.location.origin,
    );
  window.addEventListener("message", (event) => {
    if (
      event.origin === window.location.origin &&
      event.source === frame.contentWindow &&
      (event.data as { type?: string })?.type === "preview-ready"
    )
      sendPreview();
  });

  const form = h("form", { class: "editor", "aria-label": "Campaign" });
  state.id = "editor-state";
  // Each control by the path the server names in a 400's `field`, with its visible label.
  const controls = new Map<string, { control: HTMLElement; label: string }>();
  /** A refusal points at its control: marked, described by the status line, focused, named by its label. */
  const refused = (message: string, path: string | undefined) => {
    for (const { control } of controls.values()) control.removeAttribute("aria-invalid");
    const found = path === undefined ? undefined : controls.get(path);
    state.textContent = found ? `Not saved: ${found.label}: ${message}` : `Not saved: ${message}`;
    if (!found) return;
    found.control.setAttribute("aria-invalid", "true");
    found.control.setAttribute("aria-describedby", state.id);
    found.control.focus();
  };
  for (const leaf of leavesOf(PromoterCampaignInputSchema)) {
    const id = `f-${leaf.path.join("-")}`;
    const value = read(doc, leaf.path);
    let control: HTMLInputElement | HTMLSelectElement;
    if (leaf.kind === "enum") {
      control = h(
        "select",
        {},
        h("option", { value: "" }, "—"),
        ...(leaf.options ?? []).map((o) => h("option", { value: o, selected: o === value }, o)),
      );
    } else if (leaf.kind === "boolean") {
      control = h("input", { type: "checkbox", checked: value === true });
    } else {
      control = h("input", {
        type: leaf.kind === "number" ? "number" : "text",
        value: value === undefined ? "" : String(value),
        min: leaf.min?.toString(),
        max: leaf.max?.toString(),
      });
    }
    control.addEventListener("input", () => {
      const next =
        control instanceof HTMLInputElement && control.type === "checkbox"
          ? control.checked
          : control instanceof HTMLInputElement && control.type === "number"
            ? control.value === ""
              ? undefined
              : Number(control.value)
            : control.value;
      write(doc, leaf.path, next);
      sendPreview();
    });
    controls.set(leaf.path.join("."), { control, label: labelOf(leaf) });
    form.append(field(labelOf(leaf), control, id));
  }
  const save = h("button", { type: "submit" }, "Save draft");
  const publish = h("button", { type: "button" }, "Publish");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const saved = await callPromoter(key, replacePromoterCampaign, { params: { oid }, body: doc });
    if (saved.status !== 200) return refused(saved.data.message, saved.data.field);
    refused("", undefined);
    state.textContent = `Saved: ${saved.data.status}, version ${saved.data.version}`;
  });
  publish.addEventListener("click", async () => {
    const saved = await callPromoter(key, replacePromoterCampaign, { params: { oid }, body: doc });
    if (saved.status !== 200) return refused(saved.data.message, saved.data.field);
    const done = await callPromoter(key, publishPromoterCampaign, { params: { oid } });
    state.textContent =
      done.status === 200
        ? `Published: version ${done.data.version}, live at /${done.data.uri}/`
        : `Not published: ${done.data.message}`;
  });
  form.append(h("div", { class: "actions" }, save, publish));
  const backButton = h("button", { type: "button" }, "Back to campaigns");
  backButton.addEventListener("click", back);
  showScreen(
    root,
    h(
      "section",
      { "aria-labelledby": "editor-title" },
      h("h2", { id: "editor-title" }, `Edit ${String(doc.name)}`),
      backButton,
      state,
      h("div", { class: "split" }, h("div", {}, form), frame),
    ),
  );
}
