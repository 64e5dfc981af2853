import type { Message } from "./message.js";

/**
 * core-journey §5 text input, applied on every change: leading spaces are stripped, two trailing spaces
 * become a period (the mobile keyboard shortcut), and an optional max length cuts the rest.
 */
export function applyTextInput(value: string, maxLength?: number): string {
  const text = value.replace(/^\s+/, "").replace(/ {2}$/, ".");
  return maxLength === undefined ? text : text.slice(0, maxLength);
}

/** core-journey §5: Enter trims the value, which is then emitted. */
export const submitTextInput = (value: string): string => value.trim();

/** core-journey §5: with a max length the field shows 'N characters left'; without one, nothing. */
export function charactersLeft(value: string, maxLength?: number): Message | undefined {
  if (maxLength === undefined) return undefined;
  return { key: "validation.charactersLeft", values: { count: Math.max(0, maxLength - value.length) } };
}
