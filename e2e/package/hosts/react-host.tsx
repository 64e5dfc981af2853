// A React 19 host app (built by e2e/package/hosts.spec.ts from the installed package's entries): the
// elements used directly, as docs/embedding.md shows. Properties (apiBase, campaignData) are set on the
// elements and `oncampaign:*` props listen to their events.
import type {} from "@fan-campaigns/elements/react";
import type { CampaignLookup } from "@fan-campaigns/elements/sdk";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import "@fan-campaigns/elements/campaign-welcome";
import "@fan-campaigns/elements/campaign-register";

declare global {
  interface Window {
    hostLog: string[];
  }
}

const config = JSON.parse(document.getElementById("config")?.textContent ?? "{}") as {
  apiBase: string;
  lookup: CampaignLookup;
};
window.hostLog = [];
const log = (line: string) => window.hostLog.push(line);

function App() {
  const [step, setStep] = useState("landing");
  return (
    <main>
      <h1>React host</h1>
      {step === "landing" ? (
        <campaign-welcome
          id="welcome"
          campaign="p/demo-presale"
          apiBase={config.apiBase}
          campaignData={config.lookup}
          oncampaign:ready={(event) => log(`ready ${event.detail.campaignOid}`)}
          oncampaign:stepchange={(event) => {
            log(`stepchange ${event.detail.to}`);
            setStep(event.detail.to);
          }}
        />
      ) : (
        <campaign-register
          id="register"
          campaign="p/demo-presale"
          apiBase={config.apiBase}
          campaignData={config.lookup}
          oncampaign:ready={(event) => log(`ready ${event.detail.campaignOid}`)}
        />
      )}
    </main>
  );
}

createRoot(document.getElementById("root") as HTMLElement).render(<App />);
