import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiClient } from "../../sdk/api/client.js";
import { fanStore } from "../../sdk/fan/fan-store.js";
import {
  type GatekeeperSessionSnapshot,
  gatekeeperSessionMachine,
  initialGatekeeperSession,
} from "../../sdk/machines/gatekeeper-session.js";
import { fetchStreamUrl, verifyStreamSession } from "../../sdk/stream/session-check.js";
import type { StreamStorage } from "../../sdk/stream/stream-storage.js";
import { useMachine } from "../runtime/use-machine.js";

// engagement §4 gatekeeper for <campaign-stream>: the session check and its timer, a check again when
// the page comes back, and (issue 15) the gated stream's address, asked of the stream-url call by the
// device holding the session and kept in memory only.

export interface StreamGateOptions {
  client: ApiClient;
  campaignOid: string;
  gatedSessions: boolean;
  /** Live, with a stream to show: only then is the session checked. */
  checkable: boolean;
  revalidateMs: number;
  storage: StreamStorage;
}

export interface StreamGate {
  gate: GatekeeperSessionSnapshot;
  /** The gated stream's URL, once the stream-url call answered it. */
  gatedUrl: string | undefined;
  /** Asks the stream-url call (once at a time) for the validated session's stream URL. */
  loadStreamUrl(): void;
}

export function useStreamGate(options: StreamGateOptions): StreamGate {
  const { client, campaignOid, storage } = options;
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [url, setUrl] = useState<{ token: string; url: string } | undefined>();
  const loading = useRef(false);

  const [gate, sendGate] = useMachine(
    gatekeeperSessionMachine,
    () => initialGatekeeperSession(options.revalidateMs),
    (effect, dispatch) => {
      switch (effect.type) {
        case "verifySession":
          void verifyStreamSession(client, campaignOid, effect, storage).then((answer) => {
            if (!mounted.current) return;
            dispatch({ type: "SESSION_ANSWERED", ...answer });
            // The claim signs the fan in on this device (the answer's auth token).
            if (answer.status === 200 && fanStore.get(campaignOid).status !== "fan") {
              void fanStore.load(client, campaignOid, true);
            }
          });
          return;
        case "scheduleRevalidation":
          clearTimeout(timer.current);
          timer.current = setTimeout(() => dispatch({ type: "REVALIDATE" }), effect.ms);
          return;
        case "cancelRevalidation":
          clearTimeout(timer.current);
          return;
        default:
          return effect satisfies never;
      }
    },
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const { checkable, gatedSessions } = options;
  useEffect(() => {
    if (!checkable) return;
    const sessionToken = storage.readSessionToken(campaignOid);
    const clientId = sessionToken ? storage.readClientId(campaignOid) : undefined;
    sendGate({
      type: "CHECK",
      gatedSessions,
      ...(sessionToken && { sessionToken }),
      ...(clientId && { clientId }),
    });
  }, [checkable, gatedSessions, campaignOid, storage, sendGate]);

  // Another viewer may have taken the seat while this page was hidden: check again when it is back.
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === "visible") sendGate({ type: "REVALIDATE" });
    };
    document.addEventListener("visibilitychange", again);
    window.addEventListener("focus", again);
    return () => {
      document.removeEventListener("visibilitychange", again);
      window.removeEventListener("focus", again);
    };
  }, [sendGate]);

  const { sessionToken, clientId } = gate.context;
  const loadStreamUrl = useCallback(() => {
    if (loading.current || !sessionToken || !clientId) return;
    loading.current = true;
    void fetchStreamUrl(client, campaignOid, { sessionToken, clientId }).then((answer) => {
      loading.current = false;
      if (!mounted.current) return;
      if (answer.status === 200) setUrl({ token: sessionToken, url: answer.streamUrl });
      // Refused: the session ended (401) or the server says the stream may not show; no endless check.
      else sendGate({ type: "SESSION_ANSWERED", ...answer });
    });
  }, [client, campaignOid, sessionToken, clientId, sendGate]);

  const gatedUrl = url && url.token === sessionToken && gate.state === "validated" ? url.url : undefined;
  return { gate, gatedUrl, loadStreamUrl };
}
