import type { Action, ActionState } from "../../sdk/api/schemas/action.js";
import type { Translate } from "../../sdk/i18n/translate.js";
import { ActionButton } from "./action-button.js";

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
  t: Translate;
  onConnect: (action: Action) => void;
}) {
  if (items.length === 0) return null;
  return (
    <section className="follow-account connect-accounts" part="connect" aria-labelledby="connect-accounts">
      <h3 id="connect-accounts">{t("follow.connectHeading")}</h3>
      <ul className="share-list">
        {items.map(({ action, state, service, points }) => (
          <li key={action.target} data-state={state}>
            <ActionButton
              channel={action.channel}
              statusId={`connect-${action.target.replace(/[^\w-]/g, "_")}`}
              status={state && { done: state === "connected", text: t(STATUS_KEYS[state]) }}
              points={points}
              onClick={() => onConnect(action)}
            >
              {t("follow.connect", { service })}
            </ActionButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
