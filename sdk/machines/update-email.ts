import type { CallAnswer } from "../api/answer-call.js";
import type { createCampaignAccount, createCampaignFan } from "../api/calls/registration.js";
import { validateEmail } from "../validation/email.js";
import type { ValidationError } from "../validation/validation-error.js";
import { answeredSuccess, type Feedback, serverResultOf, serverTextOr } from "./feedback.js";
import { defineMachine, type Snapshot } from "./machine.js";

// core-journey §2 update-email: an email field and a change-email button, reached by editing the
// email during verification. A failure shows the server's result message, or 'There was an error
// submitting your form, please try again' (core-journey §8).

export type UpdateEmailState = "editing" | "submitting" | "updated";

export interface UpdateEmailContext {
  readonly emailAddress: string;
  /** The email field's label, for its validation messages. */
  readonly fieldName: string;
  readonly emailError?: ValidationError;
  readonly error?: Feedback;
}

export type UpdateEmailEvent =
  | { type: "EMAIL_CHANGED"; emailAddress: string }
  | { type: "SUBMIT" }
  /** The answer of the update (the account call's when it failed, else the fan call's). */
  | { type: "ANSWERED"; answer: UpdateEmailAnswer };

/** Re-registering with the new address: the account call, then the fan call. */
export type UpdateEmailAnswer =
  | CallAnswer<typeof createCampaignAccount>
  | CallAnswer<typeof createCampaignFan>;

export type UpdateEmailEffect =
  | { type: "updateEmail"; emailAddress: string }
  /** The registration machine's EMAIL_UPDATED: back to verification with the new address. */
  | { type: "emailUpdated"; emailAddress: string };

export type UpdateEmailSnapshot = Snapshot<UpdateEmailState, UpdateEmailContext>;

export const initialUpdateEmail = (emailAddress: string, fieldName: string): UpdateEmailSnapshot => ({
  state: "editing",
  context: { emailAddress, fieldName },
});

export const updateEmailMachine = defineMachine<
  UpdateEmailState,
  UpdateEmailEvent,
  UpdateEmailContext,
  UpdateEmailEffect
>({
  id: "update-email",
  states: {
    editing: {
      EMAIL_CHANGED: (_, { emailAddress }) => ({
        context: { emailAddress, emailError: undefined, error: undefined },
      }),
      SUBMIT: ({ emailAddress, fieldName }) => {
        const emailError = validateEmail(emailAddress, { fieldName });
        if (emailError) return { context: { emailError } };
        const email = emailAddress.trim();
        return {
          target: "submitting",
          context: { emailAddress: email },
          effects: [{ type: "updateEmail", emailAddress: email }],
        };
      },
    },
    submitting: {
      ANSWERED: ({ emailAddress }, { answer }) =>
        answeredSuccess(answer)
          ? { target: "updated", effects: [{ type: "emailUpdated", emailAddress }] }
          : {
              target: "editing",
              context: {
                error: serverTextOr(serverResultOf(answer), { key: "registration.submitFailed" }),
              },
            },
    },
    updated: {},
  },
});
