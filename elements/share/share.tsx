import { useState } from "react";
import { getApiClient } from "../../sdk/api/client-registry.js";
import type { ShareChannel } from "../../sdk/api/schemas/social-actions.js";
import { journeyTexts } from "../../sdk/i18n/locales/en-us/journey.js";
import { pointsBadge, pointsText } from "../../sdk/i18n/points.js";
import { sharePoints } from "../../sdk/social/action-points.js";
import { channelName } from "../../sdk/social/channel-names.js";
import { recordFanAction } from "../../sdk/social/record-action.js";
import { shareChannels, shareTarget, shareUrl } from "../../sdk/social/share-links.js";
import { JourneyStep } from "../layout/journey-step.js";
import { errorDetail } from "../runtime/error-detail.js";
import type { ScreenArgs } from "../runtime/screen-args.js";
import { ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useFan } from "../runtime/use-fan.js";
import { ChannelIcon } from "../social/channel-icon.js";
import { PointsMark } from "../social/points-mark.js";

export interface CampaignShareProps extends ScreenProps, Pick<StepEvents, "onStepChange" | "onError"> {}

/** `<campaign-share>`: share on twitter, facebook and linkedin in the campaign's order (engagement §2). */
export function CampaignShare(props: CampaignShareProps) {
  return (
    <ScreenFrame props={props} tag="campaign-share" skeleton="list" texts={journeyTexts}>
      {({ campaign, translation: { t } }) => <ShareScreen props={props} campaign={campaign} t={t} />}
    </ScreenFrame>
  );
}

function ShareScreen({ props, campaign, t }: ScreenArgs<CampaignShareProps>) {
  const fanState = useFan(campaign.oid, props.apiBase);
  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  const [pending, setPending] = useState<ShareChannel>();
  // The server awards the same (sdk/social/action-points): 5 when the campaign sets none.
  const points = sharePoints(campaign);
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
      await recordFanAction(getApiClient(props.apiBase), {
        campaignOid: campaign.oid,
        type: "share",
        channel,
        target: shareTarget(channel),
      });
    } catch (error) {
      props.onError?.(errorDetail(campaign.oid, error));
    } finally {
      setPending(undefined);
    }
  };
  return (
    <JourneyStep campaign={campaign} step="share" fan={fan} onStepChange={props.onStepChange}>
      {!noPoints && points > 0 && (
        <p className="muted">{t("share.pointsPerShare", { points: pointsText(t, points) })}</p>
      )}
      <ul className="share-list">
        {shareChannels(campaign.socialActions?.shares).map((channel) => {
          const shared = done(channel);
          return (
            <li key={channel}>
              <button
                type="button"
                className="button secondary share-button"
                data-channel={channel}
                disabled={pending === channel}
                aria-describedby={shared ? `shared-${channel}` : undefined}
                data-done={shared ? "true" : undefined}
                onClick={() => share(channel)}
              >
                <ChannelIcon channel={channel} />
                <span className="label">{t("share.on", { channel: channelName(channel, t) })}</span>
                {/* The points line above says what a share earns; a done share shows what it earned. */}
                {shared && <PointsMark points={pointsBadge(t, points, noPoints)} done />}
              </button>
              {shared && (
                <span id={`shared-${channel}`} className="done">
                  ✓ {t("share.shared")}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </JourneyStep>
  );
}
