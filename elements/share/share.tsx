import { useState } from "react";
import { callApi } from "../../sdk/api/call-api.js";
import { recordAction } from "../../sdk/api/calls/engagement.js";
import { getApiClient } from "../../sdk/api/client-registry.js";
import type { ShareChannel } from "../../sdk/api/schemas/social-actions.js";
import { fanStore } from "../../sdk/fan/fan-store.js";
import { campaignFlow } from "../../sdk/flow/campaign-flow.js";
import { indexPageOf, showsBackArrow } from "../../sdk/flow/index-page.js";
import { nextStep, progressPercent, showsProgressBar } from "../../sdk/flow/step-navigation.js";
import { shareChannels, shareTarget, shareUrl } from "../../sdk/social/share-links.js";
import { StepLayout } from "../layout/step-layout.js";
import { ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useFan } from "../runtime/use-fan.js";

export interface CampaignShareProps extends ScreenProps, Pick<StepEvents, "onStepChange" | "onError"> {}

const CHANNEL_NAMES: Record<ShareChannel, string> = {
  twitter: "X (Twitter)",
  facebook: "Facebook",
  linkedin: "LinkedIn",
};

/** `<campaign-share>`: share on twitter, facebook and linkedin in the campaign's order (engagement §2). */
export function CampaignShare(props: CampaignShareProps) {
  return (
    <ScreenFrame props={props} tag="campaign-share">
      {({ campaign, translation: { t } }) => <ShareScreen props={props} campaign={campaign} t={t} />}
    </ScreenFrame>
  );
}

function ShareScreen({
  props,
  campaign,
  t,
}: {
  props: CampaignShareProps;
  campaign: import("../../sdk/api/schemas/campaign.js").Campaign;
  t: import("../../sdk/i18n/i18n.js").I18n["t"];
}) {
  const fanState = useFan(campaign.oid, props.apiBase);
  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  const [pending, setPending] = useState<ShareChannel>();
  const flow = campaignFlow(campaign);
  const progress = progressPercent(flow, "share");
  const points = campaign.defaults.points.share ?? 0;
  const noPoints = campaign.presentation.meta?.register?.noPoints === true;
  const done = (channel: ShareChannel) =>
    fan?.completedActions.some((a) => a.type === "share" && a.target === shareTarget(channel)) ?? false;

  const share = async (channel: ShareChannel) => {
    const link = fan?.shortUrls[channel] ?? fan?.shortUrls.copy ?? `${location.origin}/${campaign.uri}/`;
    window.open(
      shareUrl(channel, link, campaign.socialActions?.meta?.title ?? campaign.name),
      "_blank",
      "noopener",
    );
    setPending(channel);
    try {
      await callApi(getApiClient(props.apiBase), recordAction, {
        body: { campaignOid: campaign.oid, type: "share", channel, target: shareTarget(channel) },
      });
      await fanStore.load(getApiClient(props.apiBase), campaign.oid, true);
    } catch (error) {
      props.onError?.({
        campaignOid: campaign.oid,
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setPending(undefined);
    }
  };
  const next = nextStep(flow, "share");
  return (
    <StepLayout
      title={t("share.title")}
      showHeader
      showBack={showsBackArrow("share", indexPageOf(campaign.type))}
      onBack={() => history.back()}
      progress={showsProgressBar(campaign.type, progress) ? progress : 0}
      actionBar={
        next && (
          <button
            type="button"
            className="button"
            part="submit"
            onClick={() =>
              props.onStepChange?.({ campaignOid: campaign.oid, from: "share", to: next, replace: false })
            }
          >
            {t("layout.continue")}
          </button>
        )
      }
    >
      <h2 className="sub-title">{t("share.heading")}</h2>
      {!noPoints && points > 0 && (
        <p className="muted">
          {t("share.pointsPerShare", {
            points: t(points === 1 ? "common.pt" : "common.pts", { count: points }),
          })}
        </p>
      )}
      <ul className="share-list">
        {shareChannels(campaign.socialActions?.shares).map((channel) => (
          <li key={channel}>
            <button
              type="button"
              className="button secondary share-button"
              data-channel={channel}
              disabled={pending === channel}
              aria-describedby={done(channel) ? `shared-${channel}` : undefined}
              onClick={() => share(channel)}
            >
              {t("share.on", { channel: CHANNEL_NAMES[channel] })}
            </button>
            {done(channel) && (
              <span id={`shared-${channel}`} className="done">
                ✓ {t("share.shared")}
              </span>
            )}
          </li>
        ))}
      </ul>
    </StepLayout>
  );
}
