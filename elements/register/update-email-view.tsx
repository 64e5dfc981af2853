import type { UpdateEmailAnswer } from "../../sdk/machines/update-email.js";
import { initialUpdateEmail, updateEmailMachine } from "../../sdk/machines/update-email.js";
import { messageOf } from "../../sdk/validation/validation-error.js";
import { SubmitForm } from "../form/submit-form.js";
import { TextField } from "../form/text-field.js";
import { useFeedbackText, useMessageText, useT } from "../runtime/translation-context.js";
import { useMachine } from "../runtime/use-machine.js";

export interface UpdateEmailViewProps {
  emailAddress: string;
  fieldName: string;
  /** Re-registers with the new address (the server sends a new code to it). */
  update: (emailAddress: string) => Promise<UpdateEmailAnswer>;
  onUpdated: (emailAddress: string) => void;
  onCancel: () => void;
}

/** Update-email: an email field and a change-email button (core-journey §2). */
export function UpdateEmailView(props: UpdateEmailViewProps) {
  const t = useT();
  const text = useMessageText();
  const feedback = useFeedbackText();
  const [snapshot, send] = useMachine(
    updateEmailMachine,
    () => initialUpdateEmail(props.emailAddress, props.fieldName),
    (effect, dispatch) => {
      if (effect.type === "updateEmail") {
        props.update(effect.emailAddress).then((answer) => dispatch({ type: "ANSWERED", answer }));
      } else props.onUpdated(effect.emailAddress);
    },
  );
  const { context } = snapshot;
  return (
    <SubmitForm onSubmit={() => send({ type: "SUBMIT" })}>
      <h2 className="sub-title">{t("verify.updateTitle")}</h2>
      {context.error && (
        <p className="feedback" role="alert">
          {feedback(context.error)}
        </p>
      )}
      <TextField
        id="update-email"
        type="email"
        autoComplete="email"
        label={props.fieldName}
        value={context.emailAddress}
        error={text(context.emailError && messageOf(context.emailError))}
        onChange={(emailAddress) => send({ type: "EMAIL_CHANGED", emailAddress })}
      />
      <button type="submit" className="button" disabled={snapshot.state === "submitting"} part="submit">
        {t("verify.updateButton")}
      </button>
      <div className="verify-actions">
        <button type="button" className="link-button" onClick={props.onCancel}>
          {t("verify.cancel")}
        </button>
      </div>
    </SubmitForm>
  );
}
