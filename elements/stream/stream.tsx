import { useEffect, useRef, useState } from "react";
import { callApi } from "../../sdk/api/call-api.js";
import { requestSessionLink, verifySession } from "../../sdk/api/calls/gatekeeper.js";
import { getApiClient } from "../../sdk/api/client-registry.js";
import { fanStore } from "../../sdk/fan/fan-store.js";
import { paymentStatus } from "../../sdk/flow/payment-status.js";
import { journeyTexts } from "../../sdk/i18n/locales/en-us/journey.js";
import { isSuccess } from "../../sdk/machines/feedback.js";
import { gatekeeperSessionMachine, initialGatekeeperSession } from "../../sdk/machines/gatekeeper-session.js";
import { initialLiveCheck, isLiveNow, liveCheckMachine } from "../../sdk/machines/live-check.js";
import { MAGIC_LINK_COOLDOWN_MS } from "../../sdk/machines/magic-link.js";
import { initialStreamPlayer, streamPlayerMachine } from "../../sdk/machines/stream-player.js";
import type { Step } from "../../sdk/routing/parse-route.js";
import { detectProvider, embedUrl, hasStreamRegistration, revealsLate } from "../../sdk/stream/provider.js";
import { pageStreamStorage } from "../../sdk/stream/stream-storage.js";
import { revalidateMsFrom, type StreamView, streamView } from "../../sdk/stream/stream-view.js";
import { statusOf } from "../register/call-status.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useT } from "../runtime/translation-context.js";
import { useEventDate } from "../runtime/use-event-date.js";
import { useFan } from "../runtime/use-fan.js";
import { useMachine } from "../runtime/use-machine.js";

export interface CampaignStreamProps extends ScreenProps, Pick<StepEvents, "onStepChange" | "onError"> {
  /**
   * Seconds between two checks of a validated session (default SESSION_REVALIDATE_MS). The session is
   * also checked again whenever the page becomes visible or the window gains focus.
   */
  verifyInterval?: number;
  /** `streamviewchange`: what the stream shows now, so a host page (the welcome page) can arrange around it. */
  onStreamViewChange?: (detail: StreamViewDetail) => void;
}

export interface StreamViewDetail {
  campaignOid: string;
  view: StreamView;
}

/**
 * `<campaign-stream>`: the gated live stream of a livestream campaign (engagement §4): starting soon,
 * the gatekeeper's check of the login link's session, the player, 'Your login has expired!'.
 */
export function CampaignStream(props: CampaignStreamProps) {
  return (
    <ScreenFrame props={props} tag="campaign-stream" texts={journeyTexts}>
      {(screen) => <StreamScreen screen={screen} props={props} />}
    </ScreenFrame>
  );
}

function StreamScreen({ screen, props }: { screen: ScreenContext; props: CampaignStreamProps }) {
  const { campaign, translation } = screen;
  const { t } = translation;
  const client = getApiClient(props.apiBase);
  const storage = pageStreamStorage();
  const isLivestream = campaign.type === "livestream";
  const streamUrl = campaign.event?.presentation?.liveStreamUrl;
  const embed = streamUrl ? embedUrl(streamUrl, location.hostname) : undefined;
  const provider = detectProvider(streamUrl);
  const fanState = useFan(campaign.oid, props.apiBase);
  const mounted = useRef(true);
  const timers = useRef<{ live?: ReturnType<typeof setTimeout>; verify?: ReturnType<typeof setTimeout> }>({});

  const [live, sendLive] = useMachine(liveCheckMachine, initialLiveCheck, (effect, dispatch) => {
    clearTimeout(timers.current.live);
    timers.current.live = setTimeout(() => dispatch({ type: "TIMER_FIRED", now: Date.now() }), effect.ms);
  });

  const [gate, sendGate] = useMachine(
    gatekeeperSessionMachine,
    () => initialGatekeeperSession(revalidateMsFrom(props.verifyInterval)),
    (effect, dispatch) => {
      switch (effect.type) {
        case "computeClientId":
          dispatch({ type: "CLIENT_ID_COMPUTED", clientId: storage.clientId() });
          return;
        case "verifySession":
          statusOf(
            callApi(client, verifySession, {
              params: { campaignOid: campaign.oid },
              body: { sessionToken: effect.sessionToken, clientId: effect.clientId },
            }),
          ).then(({ status }) => {
            if (!mounted.current) return;
            dispatch({ type: "SESSION_ANSWERED", status });
            // The first accepted check may sign the fan in on this device (the answer's auth token).
            if (isSuccess(status) && fanStore.get(campaign.oid).status !== "fan") {
              void fanStore.load(client, campaign.oid, true);
            }
          });
          return;
        case "scheduleRevalidation":
          clearTimeout(timers.current.verify);
          timers.current.verify = setTimeout(() => dispatch({ type: "REVALIDATE" }), effect.ms);
          return;
        case "cancelRevalidation":
          clearTimeout(timers.current.verify);
          return;
        default:
          return effect satisfies never;
      }
    },
  );

  useEffect(() => {
    mounted.current = true;
    if (isLivestream) sendLive({ type: "START", startDate: campaign.event?.startDate, now: Date.now() });
    const current = timers.current;
    return () => {
      mounted.current = false;
      clearTimeout(current.live);
      clearTimeout(current.verify);
    };
  }, [isLivestream, campaign.event?.startDate, sendLive]);

  const liveNow = isLiveNow(live);
  const checkable = isLivestream && liveNow && embed !== undefined;
  useEffect(() => {
    if (!checkable) return;
    sendGate({
      type: "CHECK",
      gatedSessions: campaign.settings.gatedSessions,
      sessionToken: storage.readSessionToken(campaign.oid),
    });
  }, [checkable, campaign.settings.gatedSessions, campaign.oid, storage, sendGate]);

  // Another viewer may have taken the seat while this page was hidden: check again when it is back.
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === "visible") sendGate({ type: "REVALIDATE" });
    };
    document.addEventListener("visibilitychange", again);
    window.addEventListener("focus", again);
    return () => {
      document.removeEventListener("visibilitychange", again);
      window.removeEventListener("focus", again);
    };
  }, [sendGate]);

  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  const view = streamView({
    isLivestream,
    isLiveNow: liveNow,
    hasStreamUrl: embed !== undefined,
    gatekeeper: gate.state,
    hasSessionToken: gate.context.sessionToken !== undefined,
    fan: fanState.status,
    registeredOnProvider: hasStreamRegistration(fan?.completedActions ?? [], streamUrl),
    paymentRequired: campaign.settings.payment?.required === true,
    paymentValidated: paymentStatus(campaign, fan).hasValidatedPayment,
  });

  const onViewChange = props.onStreamViewChange;
  useEffect(() => {
    onViewChange?.({ campaignOid: campaign.oid, view });
  }, [onViewChange, campaign.oid, view]);

  const goTo = (to: Step) =>
    props.onStepChange?.({ campaignOid: campaign.oid, from: "landing", to, replace: false });

  // A new login link: the signed-in fan's address is known to the server; anyone else enters theirs on
  // the magic-link step. The cooldown mirrors the magic-link machine's (core-journey §4).
  const [link, setLink] = useState<{ busy: boolean; message?: string; cooldownUntil: number }>({
    busy: false,
    cooldownUntil: 0,
  });
  const requestLink = async () => {
    if (link.busy) return;
    if (Date.now() < link.cooldownUntil) {
      setLink({ ...link, message: t("magicLink.pleaseWait") });
      return;
    }
    if (fanState.status !== "fan") return goTo("magic-link");
    setLink({ ...link, busy: true, message: undefined });
    const { status } = await statusOf(
      callApi(client, requestSessionLink, { params: { campaignOid: campaign.oid }, body: {} }),
    );
    if (!mounted.current) return;
    if (status === 400 || status === 401) return goTo("magic-link");
    const message =
      status === 201
        ? t("magicLink.newLinkSoon")
        : status === 429
          ? t("magicLink.pleaseWait")
          : t(status === 0 || status >= 500 ? "magicLink.generateFailed" : "magicLink.createFailed");
    if (status !== 201 && status !== 429)
      props.onError?.({ campaignOid: campaign.oid, message, statusCode: status });
    setLink({
      busy: false,
      message,
      cooldownUntil: status === 201 ? Date.now() + MAGIC_LINK_COOLDOWN_MS : link.cooldownUntil,
    });
  };
  const linkFeedback = link.message && (
    <p className="stream-feedback" role="status" part="feedback">
      {link.message}
    </p>
  );

  const customLive = campaign.presentation.customLive;
  const heading = (text: string) => (
    <h2 id="stream-heading" className="stream-title" part="title">
      {text}
    </h2>
  );

  let body: React.ReactNode;
  switch (view) {
    case "none":
      return null;
    case "upcoming":
    case "starting-soon": {
      const start = campaign.event?.startDate;
      body = (
        <>
          {heading(customLive?.headerText ?? t("stream.startingSoon"))}
          {customLive?.bodyText && <p className="stream-text">{customLive.bodyText}</p>}
          {view === "upcoming" && start && <StartTime start={start} timeZone={campaign.event?.timeZone} />}
        </>
      );
      break;
    }
    case "checking":
      body = (
        <p className="stream-text" role="status">
          {t("stream.checking")}
        </p>
      );
      break;
    case "register":
    case "pay":
      body = (
        <>
          <p className="stream-text">{t(view === "pay" ? "stream.payPrompt" : "stream.registerPrompt")}</p>
          <button
            type="button"
            className="button"
            part="cta"
            onClick={() => goTo(view === "pay" ? "payment" : "register")}
          >
            {t(view === "pay" ? "stream.pay" : "stream.register")}
          </button>
        </>
      );
      break;
    case "expired":
      body = (
        <>
          {heading(t("stream.expired"))}
          <p className="stream-text">{t("stream.expiredReason")}</p>
          {linkFeedback}
          <div className="stream-actions">
            <button
              type="button"
              className="button"
              part="get-new-link"
              disabled={link.busy}
              onClick={() => void requestLink()}
            >
              {t("stream.getNewLink")}
            </button>
            <button
              type="button"
              className="button secondary"
              part="sign-up"
              onClick={() => goTo("register")}
            >
              {t("stream.signUp")}
            </button>
          </div>
        </>
      );
      break;
    case "play":
      body = (
        <>
          <button
            type="button"
            className="play"
            part="play"
            aria-label={t("stream.play")}
            disabled={link.busy}
            onClick={() => void requestLink()}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8 5v14l11-7z" />
            </svg>
          </button>
          <p className="stream-text">{t("stream.playHint")}</p>
          {linkFeedback}
        </>
      );
      break;
    case "player":
      body = embed && (
        <StreamPlayer
          key={embed}
          src={embed}
          title={t("stream.playerTitle", { name: campaign.event?.name ?? campaign.name })}
          revealLate={revealsLate(provider)}
          loadingText={t("stream.loadingPlayer")}
        />
      );
      break;
    default:
      return view satisfies never;
  }
  const labelled = view === "upcoming" || view === "starting-soon" || view === "expired";
  return (
    <section
      className="stream"
      part="stream"
      data-view={view}
      {...(labelled ? { "aria-labelledby": "stream-heading" } : { "aria-label": t("stream.label") })}
    >
      {body}
    </section>
  );
}

/**
 * The provider's player in an iframe, created once its box is in the page (engagement §4: retried every
 * 1.25 s) and, for Facebook, Twitch and Vimeo, shown 10 s after its creation.
 */
/** When an upcoming stream starts, in the event's zone: 'ddd, MMM Do, h:mm A (z)' (engagement §9). */
function StartTime({ start, timeZone }: { start: string; timeZone: string | undefined }) {
  const t = useT();
  const time = useEventDate(start, timeZone, "time");
  if (!time) return null;
  return (
    <p className="stream-text" part="start-time">
      {t("stream.startsAt", { time })}
    </p>
  );
}

function StreamPlayer(props: { src: string; title: string; revealLate: boolean; loadingText: string }) {
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
    <div ref={box} className="player" data-state={player.state}>
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
