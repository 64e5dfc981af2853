import { useEffect, useRef, useState } from "react";
import { callApi } from "../../sdk/api/call-api.js";
import { recordAction } from "../../sdk/api/calls/engagement.js";
import { getApiClient } from "../../sdk/api/client-registry.js";
import type { Action } from "../../sdk/api/schemas/action.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { fanStore } from "../../sdk/fan/fan-store.js";
import { retryOnce } from "../../sdk/flow/retry-action.js";
import type { I18n } from "../../sdk/i18n/i18n.js";
import { followGroups, followUrl } from "../../sdk/social/follow-actions.js";
import { JourneyStep } from "../layout/journey-step.js";
import { assetUrl } from "../runtime/asset-url.js";
import { ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useFan } from "../runtime/use-fan.js";

export interface CampaignFollowProps extends ScreenProps, Pick<StepEvents, "onStepChange" | "onError"> {}

const SERVICE_NAMES: Record<string, string> = {
  "facebook:messenger": "Messenger",
  sms: "SMS",
  email: "Email",
  instagram: "Instagram",
  facebook: "Facebook",
  spotify: "Spotify",
  twitter: "X (Twitter)",
  youtube: "YouTube",
  snapchat: "Snapchat",
  tiktok: "TikTok",
  twitch: "Twitch",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
  url: "Web",
};

/** `<campaign-follow>`: follow actions grouped by social account (engagement §2 Follow page, §4 Actions). */
export function CampaignFollow(props: CampaignFollowProps) {
  return (
    <ScreenFrame props={props} tag="campaign-follow">
      {({ campaign, translation: { t } }) => <FollowScreen props={props} campaign={campaign} t={t} />}
    </ScreenFrame>
  );
}

function FollowScreen({
  props,
  campaign,
  t,
}: {
  props: CampaignFollowProps;
  campaign: Campaign;
  t: I18n["t"];
}) {
  const fanState = useFan(campaign.oid, props.apiBase);
  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const noPoints = campaign.presentation.meta?.register?.noPoints === true;
  const groups = followGroups(campaign.socialActions?.socialAccounts ?? [], fan?.completedActions);
  const client = getApiClient(props.apiBase);

  const setBusy = (target: string, busy: boolean) =>
    mounted.current &&
    setPending((current) => {
      const next = new Set(current);
      if (busy) next.add(target);
      else next.delete(target);
      return next;
    });

  const follow = async (action: Action) => {
    if (action.isCompleted || action.isValidating || pending.has(action.target)) return;
    const url = followUrl(action);
    if (url) window.open(url, "_blank", "noopener");
    setBusy(action.target, true);
    const body = {
      campaignOid: campaign.oid,
      type: action.type,
      channel: action.channel,
      target: action.target,
    };
    try {
      await retryOnce(() => callApi(client, recordAction, { body }));
      await fanStore.load(client, campaign.oid, true);
    } catch (error) {
      props.onError?.({
        campaignOid: campaign.oid,
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(action.target, false);
    }
  };

  return (
    <JourneyStep
      campaign={campaign}
      step="follow"
      title={t("follow.title")}
      fan={fan}
      onStepChange={props.onStepChange}
    >
      <h2 className="sub-title">{t("follow.heading")}</h2>
      {groups.length === 0 && <p className="muted">{t("follow.none")}</p>}
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
              const service = SERVICE_NAMES[action.channel] ?? action.channel;
              const busy = pending.has(action.target);
              const statusId = `status-${account.key}-${action.target.replace(/[^\w-]/g, "_")}`;
              const status = action.isCompleted
                ? "done"
                : busy || action.isValidating
                  ? "validating"
                  : undefined;
              return (
                <li key={action.target} data-status={status}>
                  <button
                    type="button"
                    className="button secondary share-button follow-button"
                    data-channel={action.channel}
                    part="action"
                    aria-disabled={status !== undefined}
                    aria-describedby={status ? statusId : undefined}
                    onClick={() => follow(action)}
                  >
                    <span>{t("follow.on", { name: action.name ?? account.name, service })}</span>
                    {!noPoints && action.points > 0 && (
                      <span className="points">
                        +{t(action.points === 1 ? "common.pt" : "common.pts", { count: action.points })}
                      </span>
                    )}
                  </button>
                  {status === "done" && (
                    <span id={statusId} className="done">
                      ✓ {t("follow.done")}
                    </span>
                  )}
                  {status === "validating" && (
                    <span id={statusId} className="muted" role="status">
                      {t("follow.validating")}
                    </span>
                  )}
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
    </JourneyStep>
  );
}
