import type { ReactNode } from "react";
import { ChannelIcon } from "../social/channel-icon.js";
import { PointsMark } from "../social/points-mark.js";

export interface ActionStatus {
  /** Done (a ✓ and the text) or under way (a live status text). */
  readonly done: boolean;
  readonly text: string;
}

/**
 * A follow page action (engagement §2): the button with the service's icon and its '+N pts' (filled with a
 * tick and the points earned once done), then its status, which the button
 * names as its description. A button with a status is aria-disabled: the action is done or under way.
 */
export function ActionButton({
  channel,
  statusId,
  status,
  points,
  onClick,
  children,
}: {
  channel: string;
  statusId: string;
  status: ActionStatus | undefined;
  points: string | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  const done = status?.done === true;
  return (
    <>
      <button
        type="button"
        className="button secondary share-button follow-button"
        data-channel={channel}
        part="action"
        aria-disabled={status !== undefined}
        aria-describedby={status ? statusId : undefined}
        data-done={done ? "true" : undefined}
        onClick={onClick}
      >
        <ChannelIcon channel={channel} />
        <span className="label">{children}</span>
        <PointsMark points={points} done={done} />
      </button>
      {status?.done && (
        <span id={statusId} className="done">
          ✓ {status.text}
        </span>
      )}
      {status && !status.done && (
        <span id={statusId} className="muted" role="status">
          {status.text}
        </span>
      )}
    </>
  );
}
