import { useEffect } from "react";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { RegisterFormElements } from "../../sdk/flow/register-form-elements.js";
import {
  initialRegisterForm,
  type RegisterFormEvent,
  type RegisterFormSnapshot,
  registerFormMachine,
} from "../../sdk/machines/register-form.js";
import {
  type FormValues,
  validateRegisterField,
  validateRegisterForm,
} from "../../sdk/validation/register-form.js";
import { useDeferWhilePressed } from "../form/defer-while-pressed.js";
import { useMachine } from "../runtime/use-machine.js";

export interface RegisterFormHooks {
  /** The form's values at the start (a known account's). */
  initialValues: FormValues;
  elements: RegisterFormElements;
  /** The messenger opt-in was confirmed (the subscription rule of core-journey §5 asks). */
  messengerConfirmed: () => boolean;
  /** The form is valid: registration goes on with these values. */
  onValid: (values: FormValues) => void;
  /** The email check's field lost focus, holding this address. */
  onEmailBlurred: (emailAddress: string) => void;
}

/**
 * The register form's machine (values, errors and when they are checked) with the checks it asks for
 * run through sdk/validation's rules.
 */
export function useRegisterForm(
  campaign: Campaign,
  hooks: RegisterFormHooks,
): [RegisterFormSnapshot, (event: RegisterFormEvent) => void] {
  const { registrations } = campaign;
  // A message that comes or goes moves the layout: held while a click that caused the blur is pressed.
  const deferWhilePressed = useDeferWhilePressed();
  /** What the agreements' and preferences' rules read besides the values, as it stands now. */
  const rules = () => ({
    agreements: hooks.elements.agreements,
    subscriptionPreferences: {
      enabled: hooks.elements.subscriptionPreferences,
      messengerConfirmed: hooks.messengerConfirmed(),
    },
  });
  const hasCountryField = registrations.fields.some((f) => f.key === "country" && f.enabled);
  const [form, send] = useMachine(
    registerFormMachine,
    () => initialRegisterForm(hasCountryField, hooks.initialValues),
    (effect, dispatch) => {
      switch (effect.type) {
        case "checkField":
          validateRegisterField(registrations, effect.key, effect.values, rules()).then((error) =>
            deferWhilePressed(() => dispatch({ type: "FIELD_CHECKED", key: effect.key, error })),
          );
          return;
        case "checkForm":
          validateRegisterForm(registrations, effect.values, rules()).then((errors) =>
            dispatch({ type: "FORM_CHECKED", values: effect.values, errors }),
          );
          return;
        case "submit":
          hooks.onValid(effect.values);
          return;
        case "checkEmail":
          deferWhilePressed(() => hooks.onEmailBlurred(effect.emailAddress));
          return;
        default:
          return effect satisfies never;
      }
    },
  );
  // engagement §7: names and date of birth a Spotify connect learnt before the fan registered, for the
  // fields still empty. Loaded lazily: this element is at its size budget.
  useEffect(() => {
    import("../../sdk/social/profile-prefill.js").then(({ readProfilePrefill }) =>
      send({ type: "PROFILE_PREFILL", values: readProfilePrefill(campaign.oid) }),
    );
  }, [campaign.oid, send]);
  return [form, send];
}
