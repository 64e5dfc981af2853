import { type RefObject, useCallback, useMemo, useRef, useState } from "react";
import { getApiClient } from "../../sdk/api/client-registry.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { ExitIntentKind } from "../../sdk/api/schemas/exit-intent.js";
import type { PredefinedFieldKey, RegistrationField } from "../../sdk/api/schemas/registration-field.js";
import { fanStore } from "../../sdk/fan/fan-store.js";
import type { Language } from "../../sdk/i18n/languages.js";
import {
  type AlternativeFormEvent,
  alternativeFormMachine,
  alternativeFormStep,
  initialAlternativeForm,
} from "../../sdk/machines/alternative-form.js";
import { localizeFields } from "../../sdk/registration/localize-fields.js";
import { type FormValues, validatePredefinedField } from "../../sdk/validation/register-form.js";
import type { FieldErrors, ValidationError } from "../../sdk/validation/validation-error.js";
import { useDeferWhilePressed } from "../form/defer-while-pressed.js";
import { PredefinedField } from "../form/predefined-field.js";
import { SubmitForm } from "../form/submit-form.js";
import { Snackbar, type SnackbarMessage } from "../layout/snackbar.js";
import { useMessageText, useT } from "../runtime/translation-context.js";
import { useMachine } from "../runtime/use-machine.js";
import { alternativeFormCalls, type RecordHandle, type RegisterAnswer } from "./alternative-form-calls.js";
import { alternativeFormPlan, type FormStep, readyToRegister } from "./form-steps.js";

export interface AlternativeFormProps {
  campaign: Campaign;
  kind: ExitIntentKind;
  language: Language;
  apiBase?: string | undefined;
  /** Id of the heading that names the form (the dialog's aria-labelledby). */
  titleId: string;
  /** Set to a function sending CLOSE, for the dialog's close button and Escape. */
  closeRequest?: RefObject<(() => void) | undefined>;
  /** Step 3 done (engagement §4: the modal emits finished). */
  onFinished: () => void;
  /** The form closes: true once past step 1. */
  onClose: (result: boolean) => void;
  /** Step 1 created the exit-intent record (its later states are recorded on it, with its secret). */
  onRecord?: (record: RecordHandle) => void;
  /** The success step's call-to-action. */
  onNavigate: (step: "share" | "register") => void;
  onRegistered: (fanOid: string | undefined) => void;
  onError: (message: string) => void;
}

const STEP_HEADINGS = {
  "sign-up": "exitIntent.signUpHeading",
  profile: "exitIntent.profileHeading",
  bonus: "exitIntent.bonusHeading",
} as const;

/** The four steps of the alternative registration (engagement §2, §4), without the dialog around them. */
export function AlternativeForm(props: AlternativeFormProps) {
  const { campaign, kind } = props;
  const t = useT();
  const text = useMessageText();
  const client = getApiClient(props.apiBase);
  const calls = useMemo(() => alternativeFormCalls(client, campaign, kind), [client, campaign, kind]);
  const plan = useMemo(() => {
    const nameOf = (key: PredefinedFieldKey) => t(`fields.${key}`);
    // Default field names show in the UI language, as on the register screen.
    const registrations = {
      ...campaign.registrations,
      fields: localizeFields(campaign.registrations.fields, nameOf),
    };
    return alternativeFormPlan({ registrations }, kind, nameOf);
  }, [campaign, kind, t]);
  const steps = plan.steps;
  // The fan is registered once; a failure after it (the record update) must not register them again.
  const registered = useRef(false);
  // The record's secret: the machine keeps which record; the secret never leaves this form but to the API.
  const recordSecret = useRef<string>(undefined);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [busy, setBusy] = useState(false);
  // A message that comes or goes moves the button: held while the tap that caused the blur is pressed.
  const deferWhilePressed = useDeferWhilePressed();
  const [snackbar, setSnackbar] = useState<SnackbarMessage>();

  const [form, send] = useMachine(alternativeFormMachine, initialAlternativeForm, (effect) => {
    switch (effect.type) {
      case "notify": {
        const message = text(effect.message) ?? "";
        setSnackbar({ text: message, tone: "error" });
        props.onError(message);
        return;
      }
      case "finished":
        props.onFinished();
        return;
      case "close":
        props.onClose(effect.result);
        return;
      case "navigate":
        props.onNavigate(effect.step);
        return;
      default:
        return effect satisfies never;
    }
  });

  if (props.closeRequest) props.closeRequest.current = () => send({ type: "CLOSE" });

  // Stable: the phone field reports its value from an effect that depends on this callback.
  const onField = useCallback((key: string, value: string) => {
    setValues((current) => ({
      ...current,
      [key]: key === "gender" ? (value === "prefer-not-to-say" || value === "" ? undefined : value) : value,
    }));
  }, []);

  const validate = async (fields: readonly RegistrationField[]): Promise<FieldErrors> => {
    const found: Record<string, ValidationError> = {};
    for (const field of fields) {
      const error = await validatePredefinedField(field, values);
      if (error) found[field.key] = error;
    }
    return found;
  };

  const validateField = async (fields: readonly RegistrationField[], key: string) => {
    const field = fields.find((f) => f.key === key);
    const error = field && (await validatePredefinedField(field, values));
    deferWhilePressed(() =>
      setErrors((current) => {
        const { [key]: _, ...rest } = current;
        return error ? { ...rest, [key]: error } : rest;
      }),
    );
  };

  const submit = async (step: FormStep) => {
    const found = await validate(steps[step]);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    setSnackbar(undefined);
    setBusy(true);
    let event: AlternativeFormEvent = { type: "FAILED" };
    if (step === "sign-up") {
      const record = await calls.createRecord(values);
      if (record) {
        recordSecret.current = record.secret;
        event = { type: "SIGNED_UP", recordOid: record.oid };
        props.onRecord?.(record);
      }
    } else {
      let registration: RegisterAnswer | undefined;
      if (!registered.current && readyToRegister(plan, values)) {
        registration = await calls.registerFan(values);
        if (registration.ok) {
          registered.current = true;
          props.onRegistered(registration.fanOid);
          if (registration.registered) void fanStore.load(client, campaign.oid, true);
        }
      }
      // Updated even when the registration failed: the record keeps what the fan gave.
      const recordOid = form.context.recordOid;
      const secret = recordSecret.current;
      const saved =
        recordOid !== undefined &&
        secret !== undefined &&
        (await calls.update({ oid: recordOid, secret }, values));
      if (saved && registration?.ok !== false) {
        event = { type: step === "profile" ? "PROFILE_SAVED" : "BONUS_SAVED" };
      }
    }
    setBusy(false);
    send(event);
  };

  const step = alternativeFormStep(form);
  // core-journey §8: the ended type says which registrations ended ('Presale registrations have ended').
  const title = kind === "exit" ? t("exitIntent.exitTitle") : t(`ended.${campaign.type}`);
  const heading = (
    <h2 id={props.titleId} className="exit-title">
      {title}
    </h2>
  );

  if (form.state === "success") {
    const loggedIn = fanStore.get(campaign.oid).status === "fan";
    return (
      <div className="exit-step" data-step={step}>
        {heading}
        <p className="exit-success" role="status">
          <strong>{t("exitIntent.successHeading")}</strong> {t("exitIntent.successThanks")}
        </p>
        <p>{t("exitIntent.profileComplete")}</p>
        {/* engagement §2: the default call-to-action, to share for a logged-in fan, else to register
            (where an ended campaign's page leads it instead is its host's call: see finished.tsx). */}
        <button type="button" className="button" onClick={() => send({ type: "CONTINUE", loggedIn })}>
          {t("layout.continue")}
        </button>
      </div>
    );
  }

  const fields = steps[form.state];
  const formId = `exit-intent-${form.state}`;
  return (
    <div className="exit-step" data-step={step}>
      {heading}
      <p className="exit-step-heading">
        {t(STEP_HEADINGS[form.state])}
        {/* engagement §2: "Complete your profile (step 2 of 2)"; the bonus step is extra. */}
        {form.state === "profile" && (
          <span className="exit-step-count"> {t("exitIntent.stepOf", { step: 2, total: 2 })}</span>
        )}
      </p>
      <Snackbar message={snackbar} />
      <SubmitForm
        id={formId}
        part="exit-form"
        onSubmit={() => void submit(form.state as FormStep)}
        failedSubmits={failedSubmits}
      >
        {fields.map((field) => (
          <PredefinedField
            key={`${form.state}-${field.key}`}
            field={field}
            values={values}
            error={errors[field.key]}
            language={props.language}
            onChange={onField}
            onPhoneCountry={() => {}}
            onBlur={(key) => void validateField(fields, key)}
          />
        ))}
        <button type="submit" className="button" disabled={busy} part="exit-submit">
          {busy
            ? t("exitIntent.sending")
            : form.state === "sign-up"
              ? t("exitIntent.signUp")
              : t("layout.continue")}
        </button>
      </SubmitForm>
    </div>
  );
}
