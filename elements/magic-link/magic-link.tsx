import { useEffect, useState } from "react";
import type { CallFailure } from "../../sdk/api/answer-call.js";
import { getApiClient } from "../../sdk/api/client-registry.js";
import { normaliseError } from "../../sdk/api/errors.js";
import { formTexts } from "../../sdk/i18n/locales/en-us/forms.js";
import { registrationTexts } from "../../sdk/i18n/locales/en-us/registration.js";
import { initialMagicLink, magicLinkMachine } from "../../sdk/machines/magic-link.js";
import { sessionGatekeeperEmail } from "../../sdk/registration/gatekeeper-email.js";
import { messageOf } from "../../sdk/validation/validation-error.js";
import { SubmitForm } from "../form/submit-form.js";
import { TextField } from "../form/text-field.js";
import { Snackbar, type SnackbarMessage } from "../layout/snackbar.js";
import { StepLayout } from "../layout/step-layout.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useMessageText } from "../runtime/translation-context.js";
import { useMachine } from "../runtime/use-machine.js";

export interface CampaignMagicLinkProps extends ScreenProps, Pick<StepEvents, "onStepChange" | "onError"> {
  /**
   * The email to send the link to. Default: the gatekeeper email the register screen kept for this
   * campaign in the session (core-journey §4 "goes to magic-link with the gatekeeper email set").
   */
  email?: string;
}

/**
 * The request's call, schemas and call table load with the screen, not before it (issue 22: the first view
 * parses nothing until the campaign's schemas arrive); the fan's first tap comes long after. A module that
 * cannot load answers like a call that could not be made.
 */
const loadMagicLinkCall = () => import("./magic-link-call.js");

/** `<campaign-magic-link>`: enter an email for a magic link, or see 'check your inbox' with resend (core-journey §2). */
export function CampaignMagicLink(props: CampaignMagicLinkProps) {
  return (
    <ScreenFrame props={props} tag="campaign-magic-link" texts={[formTexts, registrationTexts]}>
      {(screen) => <MagicLinkScreen screen={screen} props={props} />}
    </ScreenFrame>
  );
}

function MagicLinkScreen({ screen, props }: { screen: ScreenContext; props: CampaignMagicLinkProps }) {
  const { campaign, translation } = screen;
  const { t } = translation;
  const text = useMessageText();
  const [snackbar, setSnackbar] = useState<SnackbarMessage>();
  const client = getApiClient(props.apiBase);
  const [snapshot, send] = useMachine(
    magicLinkMachine,
    () =>
      initialMagicLink(
        t("fields.emailAddress"),
        props.email ?? sessionGatekeeperEmail().read(campaign.oid) ?? "",
      ),
    (effect, dispatch) => {
      switch (effect.type) {
        case "requestMagicLink":
          void loadMagicLinkCall()
            .then(
              ({ sendMagicLink }) => sendMagicLink(client, campaign.oid, effect.emailAddress),
              (error: unknown): CallFailure => ({ status: "failed", error: normaliseError(error) }),
            )
            .then((answer) => {
              // core-journey §4: a sent link sets the gatekeeper email (a reload offers it again).
              if (answer.status === 201) sessionGatekeeperEmail().write(campaign.oid, effect.emailAddress);
              dispatch({ type: "ANSWERED", answer, now: Date.now() });
            });
          return;
        case "notify":
          setSnackbar({ text: text(effect.message) ?? "", tone: "info" });
          return;
        case "goToRegister":
          props.onStepChange?.({
            campaignOid: campaign.oid,
            from: "magic-link",
            to: "register",
            replace: false,
          });
          return;
        default:
          return effect satisfies never;
      }
    },
  );
  useEffect(() => {
    loadMagicLinkCall().catch(() => undefined);
  }, []);
  // Issue 20: the fan who just registered here gets the link for that address without a second tap.
  useEffect(() => {
    const registered = props.email ? undefined : sessionGatekeeperEmail().takeLinkToSend(campaign.oid);
    if (registered) send({ type: "REGISTERED", emailAddress: registered, now: Date.now() });
  }, [campaign.oid, props.email, send]);
  const { context, state } = snapshot;
  const sent = state === "sent";
  const justRegistered = context.justRegistered === true;
  return (
    <StepLayout title={t("magicLink.title")} showHeader showBack={false}>
      <Snackbar message={snackbar} />
      {justRegistered && (
        <p className="success-note" role="status">
          {t("profile.registered")}
        </p>
      )}
      {justRegistered && state === "sending" ? (
        <p className="status" role="status">
          {t("verify.sending")}
        </p>
      ) : sent ? (
        <section aria-labelledby="inbox">
          <h2 id="inbox" className="sub-title">
            {t("magicLink.checkInbox")}
          </h2>
          <p className="muted">{t("magicLink.sentTo", { email: context.emailAddress })}</p>
          {justRegistered && <p className="muted">{t("magicLink.openToWatch")}</p>}
          <button
            type="button"
            className="link-button"
            onClick={() => send({ type: "REQUEST", now: Date.now() })}
          >
            {t("magicLink.resend")}
          </button>
        </section>
      ) : (
        <SubmitForm onSubmit={() => send({ type: "REQUEST", now: Date.now() })}>
          <p className="muted">{t("magicLink.intro")}</p>
          <TextField
            id="magic-link-email"
            type="email"
            autoComplete="email"
            label={t("fields.emailAddress")}
            value={context.emailAddress}
            error={text(context.emailError && messageOf(context.emailError))}
            onChange={(emailAddress) => send({ type: "EMAIL_CHANGED", emailAddress })}
          />
          {context.message && (
            <p className="feedback" role="alert">
              {text(context.message)}
            </p>
          )}
          {state === "unknown-email" && (
            <button
              type="button"
              className="link-button"
              onClick={() => send({ type: "REGISTER_NEW_EMAIL" })}
            >
              {t("magicLink.registerNewEmail")}
            </button>
          )}
          <button type="submit" className="button" disabled={state === "sending"} part="submit">
            {t("magicLink.submit")}
          </button>
        </SubmitForm>
      )}
    </StepLayout>
  );
}
