/**
 * A typed helper for a third-party form driving the remote-signup frame (docs/embedding.md): it posts
 * the documented plain messages to the frame's origin only, accepts answers only from that frame and
 * origin, parses them, and resolves each request with its answer.
 *
 *   import { connectRemoteSignup } from "https://SITE/remote-signup.js";
 *   const signup = connectRemoteSignup(document.querySelector("iframe#remote-signup"));
 *   const config = await signup.requestConfig();
 *   const result = await signup.submitForm({ emailAddress: "fan@example.com", firstName: "Ada" });
 */
import {
  REMOTE_SIGNUP_VERSION,
  type RemoteSignupAnswer,
  RemoteSignupAnswerSchema,
  type RemoteSignupConfig,
  type RemoteSignupForm,
  type RemoteSignupResult,
} from "./protocol.js";

export type {
  RemoteSignupConfig,
  RemoteSignupField,
  RemoteSignupForm,
  RemoteSignupResult,
} from "./protocol.js";
export { REMOTE_SIGNUP_VERSION } from "./protocol.js";

export interface RemoteSignupOptions {
  /** How long a request waits for its answer (the frame checks the domain first). Default 15 s. */
  timeoutMs?: number;
  /** How often `requestConfig` is repeated until the frame listens. Default 500 ms. */
  retryMs?: number;
}

export interface RemoteSignup {
  /** Resolves once the frame listens (its `ready`, or any answer). */
  readonly ready: Promise<void>;
  requestConfig(): Promise<RemoteSignupConfig>;
  /** Resolves with `{ success }`, or `{ success: false, errors }` by field key; rejects on `error`. */
  submitForm(form: RemoteSignupForm): Promise<RemoteSignupResult>;
  /** Stops listening; pending requests reject. */
  close(): void;
}

type Expected = "config" | "submitResult";
interface Pending {
  expects: Expected;
  resolve: (answer: RemoteSignupAnswer) => void;
  reject: (error: Error) => void;
}

export function connectRemoteSignup(
  frame: HTMLIFrameElement,
  options: RemoteSignupOptions = {},
): RemoteSignup {
  const { timeoutMs = 15_000, retryMs = 500 } = options;
  const origin = new URL(frame.src, location.href).origin;
  const pending: Pending[] = [];
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const post = (message: Record<string, unknown>) =>
    frame.contentWindow?.postMessage({ v: REMOTE_SIGNUP_VERSION, ...message }, origin);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    const parsed = RemoteSignupAnswerSchema.safeParse(event.data);
    if (!parsed.success) return;
    markReady();
    const answer = parsed.data;
    if (answer.action === "ready") return;
    // Answers carry no id: each goes to the oldest request expecting it; an error to the oldest of all.
    const index = pending.findIndex((p) => answer.action === "error" || p.expects === answer.action);
    const [request] = index >= 0 ? pending.splice(index, 1) : [];
    if (!request) return;
    if (answer.action === "error") request.reject(new Error(answer.error));
    else request.resolve(answer);
  };
  window.addEventListener("message", onMessage);

  const request = (expects: Expected, send: () => void, repeat: boolean): Promise<RemoteSignupAnswer> =>
    new Promise((resolve, reject) => {
      const entry: Pending = {
        expects,
        resolve: (answer) => {
          finish();
          resolve(answer);
        },
        reject: (error) => {
          finish();
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        const index = pending.indexOf(entry);
        if (index >= 0) pending.splice(index, 1);
        finish();
        reject(new Error(`remote signup: no ${expects} answer within ${timeoutMs} ms`));
      }, timeoutMs);
      // The frame starts listening only once it has checked the domain: a config request is repeated
      // until answered (it changes nothing), a submission is sent once, after the frame is ready.
      const again = repeat ? setInterval(send, retryMs) : undefined;
      const finish = () => {
        clearTimeout(timer);
        clearInterval(again);
      };
      pending.push(entry);
      send();
    });

  return {
    ready,
    async requestConfig() {
      const answer = await request("config", () => post({ action: "requestConfig" }), true);
      if (answer.action !== "config") throw new Error("remote signup: unexpected answer");
      return answer.config;
    },
    async submitForm(form) {
      // Sent once the frame listens; the request's timeout covers the wait.
      const send = () => void ready.then(() => post({ action: "submitForm", form }));
      const answer = await request("submitResult", send, false);
      if (answer.action !== "submitResult") throw new Error("remote signup: unexpected answer");
      return { success: answer.success, ...(answer.errors && { errors: answer.errors }) };
    },
    close() {
      window.removeEventListener("message", onMessage);
      for (const entry of pending.splice(0)) entry.reject(new Error("remote signup: closed"));
    },
  };
}
