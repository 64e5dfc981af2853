import type { Action, ActionState } from "../../sdk/api/schemas/action.js";
import type { I18n } from "../../sdk/i18n/i18n.js";

export interface ConnectItem {
  action: Action;
  /** engagement §3 action state: connecting (the service's consent), waiting (being recorded), connected. */
  state: ActionState | undefined;
  service: string;
  points: string | undefined;
}

const STATUS_KEYS = {
  connecting: "follow.connecting",
  waiting: "follow.waiting",
  connected: "follow.connected",
} as const satisfies Record<ActionState, string>;

/**
 * The follow page's connect-accounts section (engagement §2): a button per connect action with its
 * '+N pts', then its state. The row shows the state as `data-state` for host pages to style.
 */
export function ConnectSection({
  items,
  t,
  onConnect,
}: {
  items: readonly ConnectItem[];
  t: I18n["t"];
  onConnect: (action: Action) => void;
}) {
  if (items.length === 0) return null;
  return (
    <section className="follow-account connect-accounts" part="connect" aria-labelledby="connect-accounts">
      <h3 id="connect-accounts">{t("follow.connectHeading")}</h3>
      <ul className="share-list">
        {items.map(({ action, state, service, points }) => {
          const statusId = `connect-${action.target.replace(/[^\w-]/g, "_")}`;
          return (
            <li key={action.target} data-state={state}>
              <button
                type="button"
                className="button secondary share-button follow-button"
                data-channel={action.channel}
                part="action"
                aria-disabled={state !== undefined}
                aria-describedby={state ? statusId : undefined}
                onClick={() => onConnect(action)}
              >
                <span>{t("follow.connect", { service })}</span>
                {points && <span className="points">{points}</span>}
              </button>
              {state === "connected" && (
                <span id={statusId} className="done">
                  ✓ {t(STATUS_KEYS.connected)}
                </span>
              )}
              {(state === "connecting" || state === "waiting") && (
                <span id={statusId} className="muted" role="status">
                  {t(STATUS_KEYS[state])}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
