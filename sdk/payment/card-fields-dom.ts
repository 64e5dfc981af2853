import type { CardField, MountOptions } from "./provider.js";

// The light-DOM markup every card provider mounts, with the classes the payment element's card-fields
// sheet styles and its field errors look for (elements/payment/README.md "Card fields in the light DOM").

export interface CardFieldsMarkup<K extends "div" | "input"> {
  /** The `.campaign-card-fields` group, not yet in the document. */
  readonly root: HTMLDivElement;
  /** Each field's `.campaign-card-input`: the provider's input, or where its iframe mounts. */
  readonly inputs: Readonly<Record<CardField, HTMLElementTagNameMap[K]>>;
}

export interface CardFieldsShape<K extends "div" | "input"> {
  /** A field's row: a `label` around a real input, or a `div` holding a provider's iframe. */
  readonly row: "div" | "label";
  readonly input: K;
  /** Sets up a field's input once it carries its class. */
  readonly setUp?: (input: HTMLElementTagNameMap[K], field: CardField) => void;
}

/** Builds the group: one `.campaign-card-field[data-field]` row per field, its label text, then its input. */
export function cardFieldsMarkup<K extends "div" | "input">(
  doc: Document,
  labels: MountOptions["labels"],
  shape: CardFieldsShape<K>,
): CardFieldsMarkup<K> {
  const root = doc.createElement("div");
  root.className = "campaign-card-fields";
  const field = (name: CardField): HTMLElementTagNameMap[K] => {
    const row = doc.createElement(shape.row);
    row.className = "campaign-card-field";
    row.dataset.field = name;
    const label = doc.createElement("span");
    label.className = "campaign-card-label";
    label.textContent = labels[name];
    const input = doc.createElement(shape.input);
    input.className = "campaign-card-input";
    shape.setUp?.(input, name);
    row.append(label, input);
    root.append(row);
    return input;
  };
  // Built in the order of CARD_FIELDS: number, expiry, CVC.
  const inputs = {
    cardNumber: field("cardNumber"),
    cardExpiry: field("cardExpiry"),
    cardCvc: field("cardCvc"),
  };
  return { root, inputs };
}
