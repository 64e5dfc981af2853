import type { OutgoingMessage } from "../message-sender.js";
import { renderHtmlEmail } from "./html-email.js";

/** Issue 19: the console's sign-in link, to a promoter (English: the console's language). */
export function composePromoterSignInEmail({
  to,
  name,
  link,
  minutes,
}: {
  to: string;
  name: string;
  link: string;
  minutes: number;
}): OutgoingMessage {
  const subject = "Your sign-in link for the Fan Campaigns console";
  const intro = `Sign in to the console as ${name}.`;
  const rules = `The link works once, within ${minutes} minutes. If you did not ask for it, ignore this email: nothing happens.`;
  const why = "You get this email because someone asked for a sign-in link to this address.";
  return {
    to,
    channel: "email",
    kind: "magic-link",
    subject,
    body: `${intro}\n${link}\n\n${rules}\n\n--\n${why}`,
    html: renderHtmlEmail({
      language: "en-us",
      title: subject,
      campaignName: "Fan Campaigns",
      color: undefined,
      heading: "Sign in to the console",
      blocks: [
        { type: "text", text: intro },
        { type: "button", label: "Sign in", url: link },
        { type: "note", text: rules },
        { type: "link", hint: "Or open this address:", url: link },
      ],
      footer: { why },
    }),
    language: "en-us",
    link,
  };
}
