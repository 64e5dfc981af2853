import { formSheet } from "../form/form-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen, type ScreenAttributes, type ScreenDefinition } from "../runtime/define-element.js";
import { layoutSheet } from "./layout-styles.js";

/**
 * A screen drawn in the step layout with form controls (every journey step but welcome, tour, stream,
 * rewards and unlock): the base, layout and form sheets come first, then the screen's own `sheets`.
 */
export function defineStepScreen<P extends ScreenAttributes & { campaignData?: unknown }>({
  sheets = [],
  ...definition
}: ScreenDefinition<P>): void {
  defineScreen<P>({ ...definition, sheets: [baseSheet, layoutSheet, formSheet, ...sheets] });
}
