import type { Message } from "../validation/message.js";
import { defineMachine, type Snapshot } from "./machine.js";

// core-journey §4: ticking the messenger box reveals a confirm plugin; confirming marks it confirmed,
// locks the checkbox and relabels it 'subscribed'.

export type MessengerOptInState = "unchecked" | "confirming" | "confirmed";

export type MessengerOptInEvent =
  | { type: "TOGGLE" }
  /** The messenger plugin reported the fan's opt-in. */
  | { type: "CONFIRMED" };

export type MessengerOptInEffect = { type: "showConfirmPlugin" } | { type: "hideConfirmPlugin" };

export type MessengerOptInSnapshot = Snapshot<MessengerOptInState, Record<string, never>>;

export const initialMessengerOptIn = (): MessengerOptInSnapshot => ({ state: "unchecked", context: {} });

export const messengerOptInMachine = defineMachine<
  MessengerOptInState,
  MessengerOptInEvent,
  Record<string, never>,
  MessengerOptInEffect
>({
  id: "messenger-opt-in",
  states: {
    unchecked: { TOGGLE: () => ({ target: "confirming", effects: [{ type: "showConfirmPlugin" }] }) },
    confirming: {
      TOGGLE: () => ({ target: "unchecked", effects: [{ type: "hideConfirmPlugin" }] }),
      CONFIRMED: "confirmed",
    },
    // Locked: the checkbox no longer toggles.
    confirmed: {},
  },
});

/** How the checkbox shows: ticked, locked, and its label ('subscribed' once confirmed; else the default). */
export function messengerCheckbox(snapshot: MessengerOptInSnapshot): {
  checked: boolean;
  locked: boolean;
  confirmed: boolean;
  label?: Message;
} {
  const confirmed = snapshot.state === "confirmed";
  return {
    checked: snapshot.state !== "unchecked",
    locked: confirmed,
    confirmed,
    ...(confirmed && { label: { key: "registration.subscribed" } as const }),
  };
}
