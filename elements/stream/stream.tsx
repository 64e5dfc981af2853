import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { answerCall } from "../../sdk/api/answer-call.js";
import { requestMagicLink } from "../../sdk/api/calls/gatekeeper.js";
import { getApiClient } from "../../sdk/api/client-registry.js";
import { paymentStatus } from "../../sdk/flow/payment-status.js";
import { typeSwitches } from "../../sdk/flow/type-switches.js";
import { formTexts } from "../../sdk/i18n/locales/en-us/forms.js";
import { journeyTexts } from "../../sdk/i18n/locales/en-us/journey.js";
import { initialLiveCheck, isLiveNow, liveCheckMachine } from "../../sdk/machines/live-check.js";
import { linkFailedKey, statusCodeOf } from "../../sdk/machines/magic-link-answer.js";
import { MAGIC_LINK_COOLDOWN_MS } from "../../sdk/machines/magic-link-cooldown.js";
import type { Step } from "../../sdk/routing/parse-route.js";
import {
  embedUrl,
  hasStreamRegistration,
  revealsLate,
  STREAM_PROVIDERS,
  type StreamProvider,
  streamChannel,
} from "../../sdk/stream/provider.js";
import { pageStreamStorage } from "../../sdk/stream/stream-storage.js";
import {
  awaitsStreamUrl,
  revalidateMsFrom,
  type StreamFacts,
  type StreamView,
  streamView,
} from "../../sdk/stream/stream-view.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useFan } from "../runtime/use-fan.js";
import { useMachine } from "../runtime/use-machine.js";
import { StartTime } from "./start-time.js";
import { useStreamGate } from "./use-stream-gate.js";

// The player (its iframe, retries and delayed reveal) is needed only once a stream plays: a chunk of its
// own, fetched as soon as the stream is live (see StreamScreen), its box showing the loading text meanwhile.
const loadPlayer = () => import("./stream-player.js");
const StreamPlayer = lazy(() => loadPlayer().then((m) => ({ default: m.StreamPlayer })));

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
 * the gatekeeper's check of the magic link's session, the player, 'Your login has expired!'.
 */
export function CampaignStream(props: CampaignStreamProps) {
  return (
    <ScreenFrame props={props} tag="campaign-stream" skeleton="stream" texts={[formTexts, journeyTexts]}>
      {(screen) => <StreamScreen screen={screen} props={props} />}
    </ScreenFrame>
  );
}

function StreamScreen({ screen, props }: { screen: ScreenContext; props: CampaignStreamProps }) {
  const { campaign, translation } = screen;
  const { t } = translation;
  const client = getApiClient(props.apiBase);
  const storage = pageStreamStorage();
  const isLivestream = typeSwitches(campaign.type).stream;
  const gatedSessions = campaign.settings.gatedSessions;
  // A gated stream's URL is not in the campaign (issue 15): its channel says there is one, and the
  // stream-url call answers the URL to this device's validated session.
  const presentation = campaign.event?.presentation;
  const publicUrl = presentation?.liveStreamUrl;
  const channel = presentation?.liveStreamChannel ?? streamChannel(publicUrl);
  const provider = STREAM_PROVIDERS.find((known): known is StreamProvider => known === channel);
  const hasStream = publicUrl ? embedUrl(publicUrl, location.hostname) !== undefined : channel !== undefined;
  const fanState = useFan(campaign.oid, props.apiBase);
  const mounted = useRef(true);
  const liveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const [live, sendLive] = useMachine(liveCheckMachine, initialLiveCheck, (effect, dispatch) => {
    clearTimeout(liveTimer.current);
    liveTimer.current = setTimeout(() => dispatch({ type: "TIMER_FIRED", now: Date.now() }), effect.ms);
  });

  useEffect(() => {
    mounted.current = true;
    if (isLivestream) sendLive({ type: "START", startDate: campaign.event?.startDate, now: Date.now() });
    return () => {
      mounted.current = false;
      clearTimeout(liveTimer.current);
    };
  }, [isLivestream, campaign.event?.startDate, sendLive]);

  const liveNow = isLiveNow(live);
  const checkable = isLivestream && liveNow && hasStream;
  useEffect(() => {
    if (checkable) void loadPlayer().catch(() => undefined);
  }, [checkable]);
  const { gate, gatedUrl, loadStreamUrl } = useStreamGate({
    client,
    campaignOid: campaign.oid,
    gatedSessions,
    checkable,
    revalidateMs: revalidateMsFrom(props.verifyInterval),
    storage,
  });
  const streamUrl = publicUrl ?? gatedUrl;
  const embed = streamUrl ? embedUrl(streamUrl, location.hostname) : undefined;

  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  const facts: StreamFacts = {
    isLivestream,
    isLiveNow: liveNow,
    hasStreamUrl: hasStream,
    hasPlayerUrl: embed !== undefined,
    gatekeeper: gate.state,
    hasSessionToken: gate.context.sessionToken !== undefined,
    fan: fanState.status,
    registeredOnProvider: hasStreamRegistration(fan?.completedActions ?? [], channel),
    paymentRequired: campaign.settings.payment?.required === true,
    paymentValidated: paymentStatus(campaign, fan).hasValidatedPayment,
  };
  const view = streamView(facts);
  const wantsUrl = awaitsStreamUrl(facts);
  useEffect(() => {
    if (wantsUrl) loadStreamUrl();
  }, [wantsUrl, loadStreamUrl]);

  const onViewChange = props.onStreamViewChange;
  useEffect(() => {
    onViewChange?.({ campaignOid: campaign.oid, view });
  }, [onViewChange, campaign.oid, view]);

  const goTo = (to: Step) =>
    props.onStepChange?.({ campaignOid: campaign.oid, from: "landing", to, replace: false });

  // A new magic link: the signed-in fan's address is known to the server; anyone else enters theirs on
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
    const answer = await answerCall(client, requestMagicLink, {
      params: { campaignOid: campaign.oid },
      body: {},
    });
    if (!mounted.current) return;
    if (answer.status === 400 || answer.status === 401) return goTo("magic-link");
    if (answer.status === 201) {
      setLink({
        busy: false,
        message: t("magicLink.newLinkSoon"),
        cooldownUntil: Date.now() + MAGIC_LINK_COOLDOWN_MS,
      });
      return;
    }
    const message = t(answer.status === 429 ? "magicLink.pleaseWait" : linkFailedKey(answer));
    if (answer.status !== 429)
      props.onError?.({ campaignOid: campaign.oid, message, statusCode: statusCodeOf(answer) });
    setLink({ busy: false, message, cooldownUntil: link.cooldownUntil });
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
        <Suspense
          fallback={
            <div className="player" data-state="creating" aria-busy="true">
              <p className="player-loading" role="status">
                {t("stream.loadingPlayer")}
              </p>
            </div>
          }
        >
          <StreamPlayer
            key={embed}
            src={embed}
            title={t("stream.playerTitle", { name: campaign.event?.name ?? campaign.name })}
            revealLate={revealsLate(provider)}
            loadingText={t("stream.loadingPlayer")}
          />
        </Suspense>
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
