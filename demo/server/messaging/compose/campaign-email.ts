import type { MessageKind, OutgoingMessage } from "../message-sender.js";
import { type EmailBlock, renderHtmlEmail } from "./html-email.js";
import type { MessageContext } from "./message-context.js";
import { translator } from "./translate.js";

// One email of a campaign: the plain-text part, the HTML part and the headers, from the same texts.

/** RFC 2369 List-Unsubscribe with RFC 8058 one-click: mail clients show an unsubscribe button. */
export const listUnsubscribeHeaders = (url: string): Record<string, string> => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export interface CampaignEmail {
  to: string;
  kind: MessageKind;
  subject: string;
  heading: string;
  /** The HTML part's content. */
  blocks: readonly EmailBlock[];
  /** The plain-text part's paragraphs (complete: the code and the link are in them). */
  text: readonly string[];
  code?: string;
  link?: string;
}

export function composeCampaignEmail(context: MessageContext, email: CampaignEmail): OutgoingMessage {
  const t = translator(context.language);
  const campaign = context.campaign.name;
  const unsubscribeUrl = context.unsubscribeUrl;
  const why = t("email.why", { campaign });
  const footer = [
    why,
    ...(unsubscribeUrl ? [t("email.unsubscribeText", { campaign, link: unsubscribeUrl })] : []),
  ];
  return {
    to: email.to,
    channel: "email",
    kind: email.kind,
    subject: email.subject,
    body: `${email.text.join("\n\n")}\n\n--\n${footer.join("\n")}`,
    html: renderHtmlEmail({
      language: context.language,
      title: email.subject,
      campaignName: campaign,
      color: context.campaign.presentation.color,
      heading: email.heading,
      blocks: email.blocks,
      footer: {
        why,
        unsubscribe: unsubscribeUrl
          ? { label: t("email.unsubscribe", { campaign }), url: unsubscribeUrl }
          : undefined,
      },
    }),
    ...(unsubscribeUrl && { headers: listUnsubscribeHeaders(unsubscribeUrl) }),
    language: context.language,
    campaignOid: context.campaign.oid,
    ...(email.code !== undefined && { code: email.code }),
    ...(email.link !== undefined && { link: email.link }),
  };
}
