import { useEffect, useMemo, useRef, useState } from "react";
import { getApiClient } from "../../sdk/api/client-registry.js";
import type { Action, ActionState } from "../../sdk/api/schemas/action.js";
import { retryOnce } from "../../sdk/flow/retry-action.js";
import { journeyTexts } from "../../sdk/i18n/locales/en-us/journey.js";
import { pointsBadge } from "../../sdk/i18n/points.js";
import { channelName } from "../../sdk/social/channel-names.js";
import { followGroups, followUrl } from "../../sdk/social/follow-actions.js";
import { messengerPageId, messengerPluginFor } from "../../sdk/social/messenger-plugin.js";
import {
  addPendingTarget,
  clearPendingTargets,
  readPendingTargets,
} from "../../sdk/social/pending-actions.js";
import { saveProfilePrefill } from "../../sdk/social/profile-prefill.js";
import { recordFanAction } from "../../sdk/social/record-action.js";
import { parseSocialConfig, socialConfigOfPage } from "../../sdk/social/social-config.js";
import { connectSpotify, openOAuthPopup, spotifyFollow } from "../../sdk/social/spotify-connect.js";
import { JourneyStep } from "../layout/journey-step.js";
import { assetUrl } from "../runtime/asset-url.js";
import { errorDetail } from "../runtime/error-detail.js";
import type { ScreenArgs } from "../runtime/screen-args.js";
import { ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useFan } from "../runtime/use-fan.js";
import { ActionButton } from "./action-button.js";
import { ConnectSection } from "./connect-section.js";
import { MessengerAction } from "./messenger-action.js";

export interface CampaignFollowProps extends ScreenProps, Pick<StepEvents, "onStepChange" | "onError"> {
  /**
   * Property (not an attribute): the social services to use (sdk/social/social-config.ts): Spotify
   * connect and the messenger plugin. Default: the config the hosted page embeds, if any.
   */
  socialConfig?: unknown;
}

/** `<campaign-follow>`: follow actions grouped by social account (engagement §2 Follow page, §4 Actions). */
export function CampaignFollow(props: CampaignFollowProps) {
  return (
    <ScreenFrame props={props} tag="campaign-follow" skeleton="list" texts={journeyTexts}>
      {({ campaign, translation: { t }, language }) => (
        <FollowScreen props={props} campaign={campaign} t={t} language={language} />
      )}
    </ScreenFrame>
  );
}

function FollowScreen({
  props,
  campaign,
  t,
  language,
}: ScreenArgs<CampaignFollowProps> & { language: string }) {
  const fanState = useFan(campaign.oid, props.apiBase);
  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  // Spotify follows done before registering: no fan to record them for yet, so they show done locally.
  const [connected, setConnected] = useState<ReadonlySet<string>>(new Set());
  // Connect actions under way: the service's consent (connecting), then the recording (waiting).
  const [connecting, setConnecting] = useState<ReadonlyMap<string, Exclude<ActionState, "connected">>>(
    new Map(),
  );
  const social = useMemo(
    () =>
      props.socialConfig !== undefined ? parseSocialConfig(props.socialConfig) : socialConfigOfPage(document),
    [props.socialConfig],
  );
  const messengerPlugin = useMemo(
    () => (social.messenger ? messengerPluginFor(social.messenger) : undefined),
    [social.messenger],
  );
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const noPoints = campaign.presentation.meta?.register?.noPoints === true;
  const accounts = campaign.socialActions?.socialAccounts ?? [];
  const groups = followGroups(accounts, fan?.completedActions);
  // A connect action needs its service's connection flow: Spotify's, when the page has it configured.
  const connectActions = followGroups(accounts, fan?.completedActions, "connect")
    .flatMap((group) => group.actions)
    .filter((action) => action.channel === "spotify" && social.spotify !== undefined);
  const client = getApiClient(props.apiBase);

  const setBusy = (target: string, busy: boolean) =>
    mounted.current &&
    setPending((current) => {
      const next = new Set(current);
      if (busy) next.add(target);
      else next.delete(target);
      return next;
    });

  const fail = (error: unknown) => props.onError?.(errorDetail(campaign.oid, error));

  /** campaign-action2 for the action (retried once after 2000 ms), then the fan's new totals. */
  const record = (action: Action) =>
    recordFanAction(client, {
      campaignOid: campaign.oid,
      type: action.type,
      channel: action.channel,
      target: action.target,
    });

  const run = async (action: Action, work: () => Promise<void>) => {
    setBusy(action.target, true);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(action.target, false);
    }
  };

  /** Done before the fan registered: shown done here, recorded once the fan is known (effect below). */
  const keepForLater = (action: Action) => {
    addPendingTarget(campaign.oid, action.target);
    if (mounted.current) setConnected((done) => new Set(done).add(action.target));
  };

  /**
   * engagement §7 Spotify connect: the consent popup, v1/me prefilling the register form, the follow
   * call of the target's kind, then the action recorded for the fan (if registered).
   */
  const connectAndFollow = (action: Action, popup: Window) =>
    run(action, async () => {
      const spotify = social.spotify;
      if (!spotify) return;
      const connection = await connectSpotify(spotify, popup);
      if (!fan) saveProfilePrefill(campaign.oid, connection.prefill);
      // engagement §4: a failed social action is tried again after 2000 ms.
      await retryOnce(() => spotifyFollow(spotify, connection.accessToken, action.target));
      if (fan) return record(action);
      keepForLater(action);
    }).finally(() => popup.close());

  const setConnectState = (target: string, state?: Exclude<ActionState, "connected">) =>
    mounted.current &&
    setConnecting((current) => {
      const next = new Map(current);
      if (state) next.set(target, state);
      else next.delete(target);
      return next;
    });

  const connectState = (action: Action): ActionState | undefined =>
    connecting.get(action.target) ??
    (action.isCompleted || connected.has(action.target)
      ? "connected"
      : action.isValidating
        ? "waiting"
        : undefined);

  /**
   * engagement §2 connect accounts: the service's consent popup (connecting), then the connect action
   * recorded through campaign-action2 (waiting), then connected. Before registering, the profile it read
   * prefills the register form and the action is recorded once the fan is known.
   */
  const connectAccount = (action: Action) => {
    const spotify = social.spotify;
    if (!spotify || connectState(action) !== undefined) return;
    const popup = openOAuthPopup();
    if (!popup) return fail(new Error("The browser blocked the connection popup"));
    setConnectState(action.target, "connecting");
    void (async () => {
      try {
        const connection = await connectSpotify(spotify, popup);
        setConnectState(action.target, "waiting");
        if (fan) return await record(action);
        saveProfilePrefill(campaign.oid, connection.prefill);
        keepForLater(action);
      } catch (error) {
        fail(error);
      } finally {
        popup.close();
        setConnectState(action.target);
      }
    })();
  };

  const follow = (action: Action) => {
    if (
      action.isCompleted ||
      action.isValidating ||
      pending.has(action.target) ||
      connected.has(action.target)
    )
      return;
    if (action.channel === "spotify" && social.spotify) {
      // Opened inside the click so no popup blocker stops it; a blocked popup falls back to the page.
      const popup = openOAuthPopup();
      if (popup) return void connectAndFollow(action, popup);
    }
    const url = followUrl(action);
    if (url) window.open(url, "_blank", "noopener");
    if (fan) void run(action, () => record(action));
    else keepForLater(action);
  };

  // Follows done before registering are recorded once the fan is known.
  const fanOid = fan?.oid;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per fan; record and groups are read as they are then
  useEffect(() => {
    if (!fanOid) return;
    const waiting = readPendingTargets(campaign.oid);
    if (waiting.length === 0) return;
    clearPendingTargets(campaign.oid);
    for (const action of [...groups.flatMap((group) => group.actions), ...connectActions]) {
      if (waiting.includes(action.target) && !action.isCompleted && !action.isValidating)
        void run(action, () => record(action));
    }
  }, [fanOid, campaign.oid]);

  const pointsOf = (action: Action) => pointsBadge(t, action.points, noPoints);

  return (
    <JourneyStep campaign={campaign} step="follow" fan={fan} onStepChange={props.onStepChange}>
      {groups.length === 0 && connectActions.length === 0 && <p className="muted">{t("follow.none")}</p>}
      {groups.map(({ account, actions }) => (
        <section
          key={account.key}
          className="follow-account"
          part="account"
          aria-labelledby={`account-${account.key}`}
        >
          <h3 id={`account-${account.key}`}>{account.name}</h3>
          <ul className="share-list">
            {actions.map((action) => {
              const pageId =
                action.channel === "facebook:messenger" ? messengerPageId(action.target) : undefined;
              if (pageId && messengerPlugin)
                return (
                  <MessengerAction
                    key={action.target}
                    action={connected.has(action.target) ? { ...action, isCompleted: true } : action}
                    pageId={pageId}
                    plugin={messengerPlugin}
                    campaignOid={campaign.oid}
                    promoterOid={campaign.promoterOid}
                    fanOid={fan?.oid}
                    language={language}
                    busy={pending.has(action.target)}
                    noPoints={noPoints}
                    t={t}
                    onOptIn={(done) => (fan ? void run(done, () => record(done)) : keepForLater(done))}
                  />
                );
              const service = channelName(action.channel, t);
              const busy = pending.has(action.target);
              const statusId = `status-${account.key}-${action.target.replace(/[^\w-]/g, "_")}`;
              const points = pointsOf(action);
              const status =
                action.isCompleted || connected.has(action.target)
                  ? "done"
                  : busy || action.isValidating
                    ? "validating"
                    : undefined;
              return (
                <li key={action.target} data-status={status}>
                  <ActionButton
                    channel={action.channel}
                    statusId={statusId}
                    status={
                      status && {
                        done: status === "done",
                        text: t(status === "done" ? "follow.done" : "follow.validating"),
                      }
                    }
                    points={points}
                    onClick={() => follow(action)}
                  >
                    {t("follow.on", { name: action.name ?? account.name, service })}
                  </ActionButton>
                </li>
              );
            })}
          </ul>
          {account.privacyPolicyUrl && (
            <p className="privacy">
              <a
                href={assetUrl(account.privacyPolicyUrl, props.apiBase)}
                target="_blank"
                rel="noopener noreferrer"
                part="privacy-link"
              >
                {t("follow.privacy", { name: account.name })}
              </a>
            </p>
          )}
        </section>
      ))}
      <ConnectSection
        items={connectActions.map((action) => ({
          action,
          state: connectState(action),
          service: channelName(action.channel, t),
          points: pointsOf(action),
        }))}
        t={t}
        onConnect={connectAccount}
      />
    </JourneyStep>
  );
}
