import { useEffect } from "react";
import { emailLinkMachine, initialEmailLink } from "../../sdk/machines/email-link-verification.js";
import { useT } from "../runtime/translation-context.js";
import { useMachine } from "../runtime/use-machine.js";
import type { RegisterCalls } from "./register-effects.js";
import { ResendButton, ResendFeedback } from "./resend-feedback.js";

export interface EmailLinkViewProps {
  calls: RegisterCalls;
  emailAddress: string;
  /** Asks the server whether the fan is verified yet (the link was opened, maybe on another device). */
  checkVerified: () => Promise<boolean>;
  onVerified: () => void;
}

const CHECK_EVERY_MS = 4000;

/** Email link: 'almost there, check your email', with a resend link (core-journey §2). */
export function EmailLinkView(props: EmailLinkViewProps) {
  const t = useT();
  const [snapshot, send] = useMachine(emailLinkMachine, initialEmailLink, (effect, dispatch) => {
    if (effect.type === "verified") props.onVerified();
    else
      props.calls
        .resend(effect.verificationType)
        .then(({ status }) => dispatch({ type: "RESEND_ANSWERED", status }));
  });
  const { checkVerified } = props;
  useEffect(() => {
    if (snapshot.state !== "waiting") return;
    const timer = setInterval(() => {
      checkVerified().then((verified) => verified && send({ type: "LINK_OPENED" }));
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [snapshot.state, checkVerified, send]);
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
