// Every email and text message the server sends goes through one interface (issue 3). Demo mode uses
// the outbox (GET /__dev/outbox); a deployment passes its own implementation in the AppContext.
//
// To plug in a real provider, implement `send` with its API, e.g.
//
//   const sender: MessageSender = {
//     async send(message) {
//       if (message.channel === "email") await mailer.send({ to: message.to, subject: message.subject, text: message.body });
//       else await sms.messages.create({ to: message.to, body: message.body });
//     },
//   };
//   createApp({ db, config, sender });
//
// `send` is called after the database work of the request has committed; a rejection answers a 500
// and the fan can ask for the message again (resend), so a provider need not retry by itself.

export type MessageChannel = "email" | "sms";

/** What the message is for: the dev outbox filters on it, a provider may pick a template from it. */
export type MessageKind = "verification-code" | "magic-link" | "receipt" | "other";

export interface OutgoingMessage {
  /** An email address (lower case), or a mobile number in E.164 such as +61412345678. */
  to: string;
  channel: MessageChannel;
  kind: MessageKind;
  /** Email only. */
  subject?: string;
  /** The plain-text message, complete: it already contains the code and the link. */
  body: string;
  /** Email only: the HTML part (the plain text is always sent too). */
  html?: string;
  /** Email only: extra headers, such as List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /** The language the texts are in (a catalogue tag such as en-us). */
  language?: string;
  /** The campaign the message is about, when there is one. */
  campaignOid?: string;
  /** The verification code in the body, for providers with code templates (and the dev outbox). */
  code?: string;
  /** The link in the body. */
  link?: string;
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
