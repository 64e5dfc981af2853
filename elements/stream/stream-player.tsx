import { useEffect, useRef } from "react";
import { initialStreamPlayer, streamPlayerMachine } from "../../sdk/machines/stream-player.js";
import { useMachine } from "../runtime/use-machine.js";

/**
 * The provider's player in an iframe, created once its box is in the page (engagement §4: retried every
 * 1.25 s) and, for Facebook, Twitch and Vimeo, shown 10 s after its creation. A chunk of its own, loaded
 * once the stream is live (stream.tsx): until then its box shows the same loading text.
 */
export function StreamPlayer(props: {
  src: string;
  title: string;
  revealLate: boolean;
  loadingText: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const timers = useRef<{ retry?: ReturnType<typeof setTimeout>; reveal?: ReturnType<typeof setTimeout> }>(
    {},
  );
  const attempt = (
    dispatch: (event: { type: "ATTEMPT_FAILED" } | { type: "CREATED"; revealLate: boolean }) => void,
  ) =>
    dispatch(
      box.current?.isConnected
        ? { type: "CREATED", revealLate: props.revealLate }
        : { type: "ATTEMPT_FAILED" },
    );
  const [player, send] = useMachine(streamPlayerMachine, initialStreamPlayer, (effect, dispatch) => {
    switch (effect.type) {
      case "scheduleRetry":
        clearTimeout(timers.current.retry);
        timers.current.retry = setTimeout(() => attempt(dispatch), effect.ms);
        return;
      case "cancelRetry":
        clearTimeout(timers.current.retry);
        return;
      case "scheduleReveal":
        timers.current.reveal = setTimeout(() => dispatch({ type: "REVEAL" }), effect.ms);
        return;
      default:
        return effect satisfies never;
    }
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first attempt runs once, on mount.
  useEffect(() => {
    attempt(send);
    const current = timers.current;
    return () => {
      clearTimeout(current.retry);
      clearTimeout(current.reveal);
    };
  }, []);
  const shown = player.state === "shown";
  return (
    <div ref={box} className="player" data-state={player.state} aria-busy={!shown}>
      {player.state !== "creating" && (
        <iframe
          className="player-frame"
          part="player"
          src={props.src}
          title={props.title}
          data-shown={shown}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      {!shown && (
        <p className="player-loading" role="status">
          {props.loadingText}
        </p>
      )}
    </div>
  );
}
