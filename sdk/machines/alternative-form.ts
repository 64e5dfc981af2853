import type { Step } from "../api/schemas/common.js";
import type { Message } from "../validation/message.js";
import { defineMachine, type Snapshot } from "./machine.js";

// engagement §2, §4: the exit-intent and ended sign-up modal's four steps: 1 email sign-up, 2 complete
// your profile, 3 bonus, 4 success. Any creation error returns to step 1 with a notification.

export type AlternativeFormState = "sign-up" | "profile" | "bonus" | "success";

export type AlternativeFormEvent =
  /** Step 1's record was created. */
  | { type: "SIGNED_UP"; recordOid: string }
  | { type: "PROFILE_SAVED" }
  | { type: "BONUS_SAVED" }
  /** Creating or updating the record failed. */
  | { type: "FAILED" }
  | { type: "CLOSE" }
  /** The success step's call-to-action. */
  | { type: "CONTINUE"; loggedIn: boolean };

export type AlternativeFormEffect =
  | { type: "notify"; message: Message }
  /** Step 3 done: the modal emits finished. */
  | { type: "finished" }
  /** The modal closes, resolving true after step 1 and false otherwise. */
  | { type: "close"; result: boolean }
  | { type: "navigate"; step: Extract<Step, "share" | "register"> };

export interface AlternativeFormContext {
  readonly recordOid?: string;
}

export type AlternativeFormSnapshot = Snapshot<AlternativeFormState, AlternativeFormContext>;

export const initialAlternativeForm = (): AlternativeFormSnapshot => ({ state: "sign-up", context: {} });

const STEP_NUMBER: Readonly<Record<AlternativeFormState, 1 | 2 | 3 | 4>> = {
  "sign-up": 1,
  profile: 2,
  bonus: 3,
  success: 4,
};
export const alternativeFormStep = (snapshot: AlternativeFormSnapshot): 1 | 2 | 3 | 4 =>
  STEP_NUMBER[snapshot.state];

const failed = () => ({
  target: "sign-up" as const,
  context: { recordOid: undefined },
  effects: [{ type: "notify" as const, message: { key: "registration.alternativeFailed" } as const }],
});
const close = (result: boolean) => () => ({ effects: [{ type: "close" as const, result }] });

export const alternativeFormMachine = defineMachine<
  AlternativeFormState,
  AlternativeFormEvent,
  AlternativeFormContext,
  AlternativeFormEffect
>({
  id: "alternative-form",
  states: {
    "sign-up": {
      SIGNED_UP: (_, { recordOid }) => ({ target: "profile", context: { recordOid } }),
      FAILED: failed,
      CLOSE: close(false),
    },
    profile: { PROFILE_SAVED: "bonus", FAILED: failed, CLOSE: close(true) },
    bonus: {
      BONUS_SAVED: () => ({ target: "success", effects: [{ type: "finished" }] }),
      FAILED: failed,
      CLOSE: close(true),
    },
    // The default call-to-action goes to share for a logged-in fan, otherwise to register.
    success: {
      CONTINUE: (_, { loggedIn }) => ({
        effects: [{ type: "navigate", step: loggedIn ? "share" : "register" }],
      }),
      CLOSE: close(true),
    },
  },
});
