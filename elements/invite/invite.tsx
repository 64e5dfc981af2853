import { useEffect, useMemo, useRef, useState } from "react";
import { getApiClient } from "../../sdk/api/client-registry.js";
import { journeyTexts } from "../../sdk/i18n/locales/en-us/journey.js";
import { pointsBadge, pointsText } from "../../sdk/i18n/points.js";
import type { Translate } from "../../sdk/i18n/translate.js";
import { invitePoints } from "../../sdk/social/action-points.js";
import { channelName } from "../../sdk/social/channel-names.js";
import {
  channelLink,
  type InviteButtonChannel,
  inviteButtonCopy,
  inviteLayout,
  inviteTarget,
  inviteUrl,
  MOBILE_QUERY,
  opensApp,
} from "../../sdk/social/invite-links.js";
import { recordFanAction } from "../../sdk/social/record-action.js";
import { parseSocialConfig, socialConfigOfPage } from "../../sdk/social/social-config.js";
import { JourneyStep } from "../layout/journey-step.js";
import { errorDetail } from "../runtime/error-detail.js";
import type { ScreenArgs } from "../runtime/screen-args.js";
import { ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useFan } from "../runtime/use-fan.js";
import { ChannelIcon } from "../social/channel-icon.js";
import { PointsMark } from "../social/points-mark.js";
import { InviteStandingLine } from "./invite-standing.js";

export interface CampaignInviteProps extends ScreenProps, Pick<StepEvents, "onStepChange" | "onError"> {
  /**
   * Property (not an attribute): the social services (sdk/social/social-config.ts); the Messenger button
   * passes its Facebook app id to Facebook's send dialog. Default: the config the hosted page embeds.
   */
  socialConfig?: unknown;
}

/** engagement §9: copy feedback lasts 3 s. */
export const COPIED_MS = 3000;
/** engagement §4: referral points fall back to 10. */
const REFERRAL_FALLBACK = 10;

/** `<campaign-invite>`: the fan's unique link and invite buttons per channel (engagement §2 Invite screen). */
export function CampaignInvite(props: CampaignInviteProps) {
  return (
    <ScreenFrame props={props} tag="campaign-invite" skeleton="list" texts={journeyTexts}>
      {({ campaign, translation: { t } }) => <InviteScreen props={props} campaign={campaign} t={t} />}
    </ScreenFrame>
  );
}

function useMobile(): boolean {
  const [mobile, setMobile] = useState(
    () => typeof matchMedia === "function" && matchMedia(MOBILE_QUERY).matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== "function") return;
    const query = matchMedia(MOBILE_QUERY);
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return mobile;
}

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    return document.execCommand("copy");
  }
}

function InviteScreen({ props, campaign, t }: ScreenArgs<CampaignInviteProps>) {
  const fanState = useFan(campaign.oid, props.apiBase);
  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  const mobile = useMobile();
  const [copied, setCopied] = useState(false);
  const [appChannel, setAppChannel] = useState<InviteButtonChannel>();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const noPoints = campaign.presentation.meta?.register?.noPoints === true;
  const points = campaign.defaults.points.referral ?? REFERRAL_FALLBACK;
  const shortUrls = fan?.shortUrls ?? {};
  const link = channelLink(shortUrls, "copy") ?? `${location.origin}/${campaign.uri}/`;
  const title = campaign.socialActions?.meta?.title ?? campaign.name;
  const client = getApiClient(props.apiBase);
  // engagement §2: instagram, tiktok and sms show on mobile or in preview.
  const layout = inviteLayout(campaign.presentation.inviteChannels, mobile || props.preview === true);
  const facebookAppId = useMemo(() => {
    const social =
      props.socialConfig !== undefined ? parseSocialConfig(props.socialConfig) : socialConfigOfPage(document);
    return social.messenger?.mode === "facebook" ? social.messenger.appId : undefined;
  }, [props.socialConfig]);
  const pointsOf = (channel: InviteButtonChannel) =>
    pointsBadge(t, invitePoints(campaign, channel), noPoints);
  /** A channel the fan has invited through (recorded for the fan): filled, with the points earned. */
  const invited = (channel: InviteButtonChannel) =>
    fan?.completedActions.some((a) => a.type === "invite" && a.channel === channel) ?? false;

  const record = async (channel: string) => {
    if (!fan) return;
    try {
      await recordFanAction(client, {
        campaignOid: campaign.oid,
        type: "invite",
        channel,
        target: inviteTarget(channel),
      });
    } catch (error) {
      props.onError?.(errorDetail(campaign.oid, error));
    }
  };

  const copy = async () => {
    if (!(await copyText(link, input.current))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    await record("copy");
  };

  const invite = (channel: InviteButtonChannel) => {
    if (opensApp(channel)) {
      setAppChannel(channel);
      return;
    }
    const url = inviteUrl(channel, channelLink(shortUrls, channel) ?? link, title, { mobile, facebookAppId });
    window.open(url, "_blank", "noopener");
    void record(channel);
  };

  /** engagement §2: on confirm the message is copied and the app opens; closing does neither. */
  const confirmApp = async () => {
    const channel = appChannel;
    if (!channel) return;
    const channelUrl = channelLink(shortUrls, channel) ?? link;
    await copyText(`${title} ${channelUrl}`, null);
    window.open(inviteUrl(channel, channelUrl, title), "_blank", "noopener");
    setAppChannel(undefined);
    await record(channel);
  };

  return (
    <JourneyStep campaign={campaign} step="invite" fan={fan} onStepChange={props.onStepChange}>
      {!noPoints && points > 0 && (
        <p className="muted" part="points">
          {t("invite.points", { points: pointsText(t, points) })}
        </p>
      )}
      <InviteStandingLine fan={fan} noPoints={noPoints} t={t} />
      {layout.copy && (
        <>
          <div className="invite-link" part="link">
            <label htmlFor="invite-link">{t("invite.linkLabel")}</label>
            <div className="invite-link-row">
              <input
                id="invite-link"
                ref={input}
                type="text"
                className="input"
                readOnly
                value={link}
                onFocus={(e) => e.currentTarget.select()}
              />
              <button type="button" className="button" part="copy" onClick={copy}>
                {copied ? t("invite.copied") : t("invite.copy")}
              </button>
            </div>
            <span className="visually-hidden" role="status">
              {copied ? t("invite.copiedStatus") : ""}
            </span>
          </div>
          <p className="divider" part="divider">
            <span>{t("invite.or")}</span>
          </p>
        </>
      )}
      <ul className="share-list">
        {layout.buttons.map((channel) => {
          const points = pointsOf(channel);
          const done = invited(channel);
          return (
            <li key={channel}>
              <button
                type="button"
                className="button secondary share-button invite-button"
                data-channel={channel}
                data-done={done ? "true" : undefined}
                aria-describedby={done ? `invited-${channel}` : undefined}
                part="channel"
                onClick={() => invite(channel)}
              >
                <ChannelIcon channel={channel} />
                <span className="label">
                  {inviteButtonCopy(campaign.presentation, channel) ??
                    t("invite.via", { channel: channelName(channel, t) })}
                </span>
                <PointsMark points={points} done={done} />
              </button>
              {done && (
                <span id={`invited-${channel}`} className="done">
                  ✓ {t("invite.sent")}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {appChannel && (
        <AppModal
          channel={channelName(appChannel, t)}
          link={channelLink(shortUrls, appChannel) ?? link}
          t={t}
          onConfirm={confirmApp}
          onClose={() => setAppChannel(undefined)}
        />
      )}
    </JourneyStep>
  );
}

/** engagement §2: instagram and tiktok first show the link (read-only, required) in a modal. */
function AppModal({
  channel,
  link,
  t,
  onConfirm,
  onClose,
}: {
  channel: string;
  link: string;
  t: Translate;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="app-modal"
      part="app-modal"
      aria-labelledby="app-modal-title"
      onClose={onClose}
      onCancel={onClose}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <h2 id="app-modal-title" className="sub-title">
          {t("invite.appTitle", { channel })}
        </h2>
        <p>{t("invite.appHint", { channel })}</p>
        <label htmlFor="app-modal-link">{t("invite.linkLabel")}</label>
        <input id="app-modal-link" type="text" readOnly required value={link} />
        <div className="app-modal-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            {t("invite.close")}
          </button>
          <button type="submit" className="button">
            {t("invite.copyAndOpen", { channel })}
          </button>
        </div>
      </form>
    </dialog>
  );
}
