import { useEffect, useRef, useState } from "react";
import type { Action } from "../../sdk/api/schemas/action.js";
import { pointsText } from "../../sdk/i18n/points.js";
import type { Translate } from "../../sdk/i18n/translate.js";
import { channelName } from "../../sdk/social/channel-names.js";
import {
  DOTS_INTERVAL_MS,
  loadingDots,
  type MessengerPlugin,
  messengerDataRef,
} from "../../sdk/social/messenger-plugin.js";
import { ChannelIcon } from "../social/channel-icon.js";
import { PointsMark } from "../social/points-mark.js";

export interface MessengerActionProps {
  action: Action;
  pageId: string;
  plugin: MessengerPlugin;
  campaignOid: string;
  promoterOid: string;
  fanOid: string | undefined;
  language: string;
  /** Recording the opt-in (campaign-action2) is under way. */
  busy: boolean;
  noPoints: boolean;
  t: Translate;
  onOptIn: (action: Action) => void;
}

/**
 * engagement §4 "Messenger action": loading dots until the plugin reports rendered; the plugin's opt_in
 * completes it; while validating it asks the fan to accept the request in Messenger; a tick when complete.
 */
export function MessengerAction(props: MessengerActionProps) {
  const { action, pageId, plugin, t } = props;
  const [rendered, setRendered] = useState(false);
  const [tick, setTick] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  // The latest handler and action, so a fan refresh does not remount the plugin.
  const onOptIn = useRef(() => props.onOptIn(action));
  onOptIn.current = () => props.onOptIn(action);
  // The plugin's opt_in, kept once seen. Not sdk/machines/messenger-opt-in.ts (the register form's
  // checkbox): importing it here moves it into a chunk shared with <campaign-register>, which weighs
  // ~0.3 KB more on an element at its size budget; the action needs none of its toggling anyway.
  const [optedIn, setOptedIn] = useState(false);
  const complete = action.isCompleted;
  const points = !props.noPoints && action.points > 0 ? pointsText(t, action.points) : undefined;
  const validating = !complete && (props.busy || action.isValidating || optedIn);

  useEffect(() => {
    if (rendered) return;
    const timer = setInterval(() => setTick((n) => n + 1), DOTS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rendered]);

  const showPlugin = !complete && !validating;
  const dataRef = messengerDataRef({
    campaignOid: props.campaignOid,
    promoterOid: props.promoterOid,
    ...(props.fanOid && { fanOid: props.fanOid }),
    pageId,
  });
  const label = t("followSocial.messengerTestPlugin");
  const locale = props.language.startsWith("es") ? "es_LA" : "en_US";
  useEffect(() => {
    const host = container.current;
    if (!showPlugin || !host) return;
    setRendered(false);
    return plugin.mount(host, { pageId, dataRef, locale, label }, (event) => {
      if (event === "rendered") setRendered(true);
      else {
        setOptedIn(true);
        onOptIn.current();
      }
    });
  }, [showPlugin, plugin, pageId, dataRef, locale, label]);

  const statusId = `status-messenger-${pageId}`;
  // engagement §4: clicking does nothing unless complete or validating; then it opens Messenger.
  const open = () => {
    if (complete || validating)
      window.open(`https://m.me/${encodeURIComponent(pageId)}`, "_blank", "noopener");
  };
  return (
    <li data-status={complete ? "done" : validating ? "validating" : undefined}>
      <button
        type="button"
        className="button secondary share-button follow-button"
        data-channel={action.channel}
        part="action"
        aria-disabled={!(complete || validating)}
        aria-describedby={complete || validating || !rendered ? statusId : undefined}
        data-done={complete ? "true" : undefined}
        onClick={open}
      >
        <ChannelIcon channel={action.channel} />
        <span className="label">
          {t("follow.on", {
            name: action.name ?? channelName(action.channel, t),
            service: channelName(action.channel, t),
          })}
        </span>
        <PointsMark points={points && `+${points}`} done={complete} />
      </button>
      {complete && (
        <span id={statusId} className="done">
          ✓ {t("follow.done")}
        </span>
      )}
      {validating && (
        <span id={statusId} className="muted" role="status">
          {points ? t("followSocial.messengerAccept", { points }) : t("followSocial.messengerAcceptNoPoints")}
        </span>
      )}
      {showPlugin && (
        <div className="messenger-plugin" part="messenger-plugin">
          {!rendered && (
            <span
              id={statusId}
              className="loading-dots"
              role="status"
              aria-label={t("followSocial.messengerLoading")}
            >
              {loadingDots(tick)}
            </span>
          )}
          <div ref={container} />
        </div>
      )}
    </li>
  );
}
