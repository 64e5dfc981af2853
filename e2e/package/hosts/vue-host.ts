// A Vue 3 host app (built by e2e/package/hosts.spec.ts from the installed package's entries). The element
// modules load after Vue has rendered: `.apiBase` and `.campaignData` (a template's `:campaignData.prop`)
// are set as properties before the elements are defined, and `onCampaign:*` listens to their events.
import type { CampaignLookup } from "@fan-campaigns/elements/sdk";
import { createApp, defineComponent, h, ref } from "vue";

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

const App = defineComponent(() => {
  const step = ref("landing");
  return () =>
    h("main", [
      h("h1", "Vue host"),
      step.value === "landing"
        ? h("campaign-welcome", {
            id: "welcome",
            campaign: "p/demo-presale",
            ".apiBase": config.apiBase,
            ".campaignData": config.lookup,
            "onCampaign:ready": (event: CustomEvent<{ campaignOid: string }>) =>
              log(`ready ${event.detail.campaignOid}`),
            "onCampaign:stepchange": (event: CustomEvent<{ to: string }>) => {
              log(`stepchange ${event.detail.to}`);
              step.value = event.detail.to;
            },
          })
        : h("campaign-register", {
            id: "register",
            campaign: "p/demo-presale",
            ".apiBase": config.apiBase,
            ".campaignData": config.lookup,
            "onCampaign:ready": (event: CustomEvent<{ campaignOid: string }>) =>
              log(`ready ${event.detail.campaignOid}`),
          }),
    ]);
});

const app = createApp(App);
// Vue resolves unknown tags as components unless told they are custom elements.
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith("campaign-");
app.mount("#root");
// The elements' code arrives after the first render (what a lazy route or a slow network does).
void import("@fan-campaigns/elements/campaign-welcome").then(
  () => import("@fan-campaigns/elements/campaign-register"),
);
