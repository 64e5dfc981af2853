import type { Message } from "../validation/message.js";

/**
 * What a machine asks the screen to show: a catalogue message, or a server's own text where the spec
 * shows it as is (core-journey §8: fan creation and update-email failures show the server's result).
 */
export type Feedback = Message | { readonly text: string };

/** The server's text when it sent one, else the catalogue message. */
export const serverTextOr = (text: string | undefined, fallback: Message): Feedback =>
  text && text.trim() !== "" ? { text } : fallback;

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;
