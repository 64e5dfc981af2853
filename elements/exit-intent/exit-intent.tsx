import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { ExitIntentKindSchema } from "../../sdk/api/schemas/exit-intent.js";
import { formTexts } from "../../sdk/i18n/locales/en-us/forms.js";
import { journeyTexts } from "../../sdk/i18n/locales/en-us/journey.js";
import { AlternativeForm } from "../registration/alternative-form.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useT } from "../runtime/translation-context.js";

/**
 * `close`: the form closed; `result` is true once the fan got past step 1 (engagement §4); `recordOid` is
 * the exit-intent record step 1 created, on which the page records the states that follow, and
 * `recordSecret` the secret those updates need (the server changes a record by its oid alone for no one).
 */
export interface ExitIntentCloseDetail {
  campaignOid: string;
  result: boolean;
  recordOid?: string;
  recordSecret?: string;
}

export interface FinishedDetail {
  campaignOid: string;
}

export interface CampaignExitIntentProps extends ScreenProps, StepEvents {
  /** "exit" (default): not quite ready to register; "ended": registrations have ended. */
  kind?: string;
  /** Render in the page instead of a modal dialog (the ended sign-up on the finished step). */
  inline?: boolean;
  onFinished?: (detail: FinishedDetail) => void;
  onClose?: (detail: ExitIntentCloseDetail) => void;
}

/** `<campaign-exit-intent>`: the exit-intent and ended sign-up (engagement §2 alternative registration). */
export function CampaignExitIntent(props: CampaignExitIntentProps) {
  return (
    <ScreenFrame props={props} tag="campaign-exit-intent" texts={[formTexts, journeyTexts]}>
      {(screen) => <ExitIntentScreen screen={screen} props={props} />}
    </ScreenFrame>
  );
}

/** The focused element, looking into open shadow roots (the site's screens live in them). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

function ExitIntentScreen({ screen, props }: { screen: ScreenContext; props: CampaignExitIntentProps }) {
  const { campaign, language } = screen;
  const t = useT();
  const titleId = useId();
  const kind = ExitIntentKindSchema.safeParse(props.kind).data ?? "exit";
  const dialog = useRef<HTMLDialogElement>(null);
  const restore = useRef<HTMLElement | null>(null);
  const result = useRef(false);
  const record = useRef<{ oid: string; secret: string }>(undefined);
  const closeDetail = (value: boolean): ExitIntentCloseDetail => ({
    campaignOid: campaign.oid,
    result: value,
    ...(record.current && { recordOid: record.current.oid, recordSecret: record.current.secret }),
  });
  // The form's machine decides what closing resolves (true past step 1); the dialog asks it here.
  const requestClose = useRef<() => void>(undefined);

  const close = (value: boolean) => {
    result.current = value;
    if (props.inline) props.onClose?.(closeDetail(value));
    else dialog.current?.close();
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    restore.current = deepActiveElement();
    element.showModal();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  const form = (
    <AlternativeForm
      campaign={campaign}
      kind={kind}
      language={language}
      apiBase={props.apiBase}
      titleId={titleId}
      closeRequest={requestClose}
      onFinished={() => props.onFinished?.({ campaignOid: campaign.oid })}
      onClose={close}
      onRecord={(created) => {
        record.current = created;
      }}
      onNavigate={(to) => {
        props.onStepChange?.({ campaignOid: campaign.oid, from: "landing", to, replace: false });
        close(true);
      }}
      onRegistered={(fanOid) => props.onRegistered?.({ campaignOid: campaign.oid, fanOid })}
      onError={(message) => props.onError?.({ campaignOid: campaign.oid, message })}
    />
  );

  if (props.inline) {
    return (
      <section className="exit-inline" aria-labelledby={titleId} part="exit-intent">
        {form}
      </section>
    );
  }

  // A modal <dialog> makes the page inert; Tab still wraps inside it rather than into the browser's UI.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active =
      dialog.current.getRootNode() instanceof ShadowRoot
        ? (dialog.current.getRootNode() as ShadowRoot).activeElement
        : document.activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className="exit-dialog"
      part="exit-intent"
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={trapTab}
      onCancel={(event) => {
        // Escape: the form's CLOSE decides the result (true past step 1).
        event.preventDefault();
        requestClose.current?.();
      }}
      onClose={() => {
        props.onClose?.(closeDetail(result.current));
        restore.current?.focus();
      }}
    >
      {/* The spec draws the close icon on the exit type; a modal always has one for keyboard users. */}
      <button
        type="button"
        className="exit-close"
        aria-label={t("exitIntent.close")}
        onClick={() => requestClose.current?.()}
        part="exit-close"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
          />
        </svg>
      </button>
      {form}
    </dialog>
  );
}
