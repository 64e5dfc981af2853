import type { OutgoingMessage } from "../message-sender.js";
import { composeCampaignEmail } from "./campaign-email.js";
import type { MessageContext } from "./message-context.js";
import { translator } from "./translate.js";

export interface ReceiptFacts {
  /** The fan's first name, when the registration has one. */
  firstName: string | undefined;
  /** The amount, already formatted (format-money.ts). */
  amount: string;
  /** The processor's payment reference. */
  reference: string;
}

/** core-journey §4 "A receipt will be emailed to you": by email, or by text to a fan without one. */
export function composeReceipt(
  context: MessageContext,
  to: { channel: "email" | "sms"; address: string },
  facts: ReceiptFacts,
): OutgoingMessage {
  const t = translator(context.language);
  const campaign = context.campaign.name;
  const thanks = facts.firstName ? t("receipt.thanksName", { name: facts.firstName }) : t("receipt.thanks");
  const received = t("receipt.received", { amount: facts.amount, campaign });
  const reference = t("receipt.reference", { reference: facts.reference });
  if (to.channel === "sms") {
    return {
      to: to.address,
      channel: "sms",
      kind: "receipt",
      body: `${thanks} ${received}\n\n${reference}`,
      language: context.language,
      campaignOid: context.campaign.oid,
    };
  }
  return composeCampaignEmail(context, {
    to: to.address,
    kind: "receipt",
    subject: t("receipt.subject", { campaign }),
    heading: t("receipt.heading"),
    blocks: [
      { type: "text", text: `${thanks} ${received}` },
      { type: "note", text: reference },
    ],
    text: [`${thanks} ${received}`, reference],
  });
}
