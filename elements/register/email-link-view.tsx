import { useEffect } from "react";
import type { EmailLinkParams } from "../../sdk/api/schemas/verification.js";
import type { RegistrationStatus } from "../../sdk/fan/registration-status.js";
import { emailLinkMachine, initialEmailLink } from "../../sdk/machines/email-link-verification.js";
import type { Message } from "../../sdk/validation/message.js";
import type { RegisterCalls } from "../registration/registration-calls.js";
import { useT } from "../runtime/translation-context.js";
import { useMachine } from "../runtime/use-machine.js";
import { ConfirmedNote } from "./code-entry.js";
import { ResendButton, ResendFeedback, resendVerification } from "./resend-feedback.js";

export interface EmailLinkViewProps {
  calls: RegisterCalls;
  emailAddress: string;
  /**
   * Asks the server how the registration stands: verified here, still waiting, or ended for this device
   * (the link was opened on another device, which alone is signed in).
   */
  checkVerified: () => Promise<RegistrationStatus>;
  onVerified: () => void;
  /** This device's token has ended: forget it. */
  onSignedOut: () => void;
}

const CHECK_EVERY_MS = 4000;

/** Email link: 'almost there, check your email', with a resend link (core-journey §2). */
export function EmailLinkView(props: EmailLinkViewProps) {
  const t = useT();
  const [snapshot, send] = useMachine(emailLinkMachine, initialEmailLink, (effect, dispatch) => {
    if (effect.type === "verified") props.onVerified();
    else if (effect.type === "signedOut") props.onSignedOut();
    else if (effect.type === "resendVerification") resendVerification(props.calls, effect, dispatch);
  });
  const { checkVerified } = props;
  useEffect(() => {
    if (snapshot.state !== "waiting") return;
    const timer = setInterval(() => {
      checkVerified().then((check) => {
        if (check === "verified") send({ type: "LINK_OPENED" });
        else if (check === "ended") send({ type: "CONFIRMED_ELSEWHERE" });
      });
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [snapshot.state, checkVerified, send]);
  if (snapshot.state === "elsewhere") {
    return (
      <section>
        <p className="success-note" role="status">
          {t("emailLink.confirmedElsewhere")}
        </p>
      </section>
    );
  }
  return (
    <section>
      <h2 className="sub-title">{t("verify.emailLinkTitle")}</h2>
      <p className="muted">{t("verify.emailLinkBody", { email: props.emailAddress })}</p>
      <ResendButton
        resend={snapshot.context.resend}
        label={t("verify.resendEmail")}
        onResend={() => send({ type: "RESEND" })}
      />
      <ResendFeedback resend={snapshot.context.resend} />
    </section>
  );
}

export interface EmailLinkOpenedViewProps {
  calls: RegisterCalls;
  link: EmailLinkParams;
  /** The code was accepted and the fan continues. */
  onVerified: () => void;
  /** The code was refused: the message goes to the snackbar and the register screen shows again. */
  onFailed: (message: Message) => void;
}

/** The page an emailed link opened: checks its address and code, then 'email address confirmed'. */
export function EmailLinkOpenedView(props: EmailLinkOpenedViewProps) {
  const t = useT();
  const [snapshot, send] = useMachine(emailLinkMachine, initialEmailLink, (effect, dispatch) => {
    switch (effect.type) {
      case "verifyEmailLink":
        props.calls
          .verifyEmailCode(effect.emailAddress, effect.shortCode)
          .then((answer) => dispatch({ type: "ANSWERED", answer }));
        return;
      case "notify":
        props.onFailed(effect.message);
        return;
      case "verified":
        props.onVerified();
        return;
      default:
        return;
    }
  });
  const { emailAddress, verificationCode } = props.link;
  useEffect(() => {
    send({ type: "LINK_FOLLOWED", emailAddress, shortCode: verificationCode });
  }, [send, emailAddress, verificationCode]);
  if (snapshot.state === "confirmed" || snapshot.state === "verified") {
    return (
      <ConfirmedNote
        id="email-link-confirmed"
        text={t("emailLink.confirmed")}
        disabled={snapshot.state === "verified"}
        onContinue={() => send({ type: "CONTINUE" })}
      />
    );
  }
  return (
    <p className="status" role="status">
      {t("emailLink.checking")}
    </p>
  );
}
