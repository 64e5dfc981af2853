// A demo admin tool driving the site's preview pages with the documented messages (docs/preview.md):
// wait for "preview-ready" from a frame, then send "campaign-preview" / "tour-preview" with the preview
// token this page was issued (demo/server/promoter-site.ts), again on every edit.
(() => {
  const $ = (id) => document.getElementById(id);
  const token = document.querySelector('meta[name="preview-token"]').content;
  const campaignFrame = $("campaign-frame");
  const tourFrame = $("tour-frame");
  const siteOrigin = new URL(campaignFrame.src).origin;
  const api = `${siteOrigin}/api/v1/cn`;
  const ready = { campaign: false, tour: false };
  let baseCampaign;

  const lookup = async (uri) => {
    const response = await fetch(`${api}/campaign-uri?uri=${encodeURIComponent(uri)}`);
    if (!response.ok) throw new Error(`${uri}: HTTP ${response.status}`);
    return response.json();
  };

  const debounce = (fn, ms) => {
    let timer;
    return () => {
      clearTimeout(timer);
      timer = setTimeout(fn, ms);
    };
  };

  // ---- campaign ----
  const draftCampaign = () => {
    const flowText = $("campaign-flow").value.trim();
    let flow;
    if (flowText) {
      try {
        flow = JSON.parse(flowText);
      } catch {
        $("campaign-flow-error").textContent = "The flow is not valid JSON.";
        return undefined;
      }
    }
    $("campaign-flow-error").textContent = "";
    const { flow: _flow, ...presentation } = baseCampaign.presentation || {};
    return {
      ...baseCampaign,
      name: $("campaign-name").value,
      presentation: {
        ...presentation,
        description: $("campaign-description").value,
        color: $("campaign-color").value,
        ...(flow !== undefined && { flow }),
      },
    };
  };

  const sendCampaign = () => {
    if (!ready.campaign || !baseCampaign) return;
    const campaign = draftCampaign();
    if (!campaign) return;
    campaignFrame.contentWindow.postMessage(
      {
        type: "campaign-preview",
        version: 1,
        previewToken: token,
        campaign,
        step: $("campaign-step").value || null,
        sampleFan: $("campaign-sample-fan").checked,
      },
      siteOrigin,
    );
  };

  const loadCampaign = async () => {
    const { campaign } = await lookup($("campaign-select").value);
    baseCampaign = campaign;
    $("campaign-name").value = campaign.name;
    $("campaign-description").value = campaign.presentation?.description ?? "";
    $("campaign-color").value = campaign.presentation?.color ?? "#7344c0";
    const flow = campaign.presentation?.flow;
    $("campaign-flow").value = flow ? JSON.stringify(flow) : "";
    sendCampaign();
  };

  // ---- tour ----
  const sendTour = () => {
    if (!ready.tour) return;
    let tour;
    try {
      tour = JSON.parse($("tour-json").value);
    } catch {
      $("tour-error").textContent = "The tour is not valid JSON.";
      return;
    }
    $("tour-error").textContent = "";
    tourFrame.contentWindow.postMessage(
      { type: "tour-preview", version: 1, previewToken: token, tour },
      siteOrigin,
    );
  };

  const loadTour = async () => {
    const { tour } = await lookup("t/demo-tour");
    $("tour-json").value = JSON.stringify(tour, null, 2);
    sendTour();
  };

  // ---- messages from the preview pages ----
  window.addEventListener("message", (event) => {
    if (event.origin !== siteOrigin) return;
    const page =
      event.source === campaignFrame.contentWindow
        ? "campaign"
        : event.source === tourFrame.contentWindow
          ? "tour"
          : undefined;
    const data = event.data || {};
    if (!page || data.version !== 1) return;
    const status = $(`${page}-status`);
    if (data.type === "preview-ready") {
      ready[page] = true;
      if (page === "campaign") sendCampaign();
      else sendTour();
    } else if (data.type === "preview-rendered") {
      status.textContent = `Previewing "${data.name}"${data.step ? ` (${data.step})` : ""}.`;
    } else if (data.type === "preview-error") {
      status.textContent = `The preview refused the draft: ${data.message}`;
    }
  });

  const onCampaignEdit = debounce(sendCampaign, 250);
  for (const id of ["campaign-name", "campaign-description", "campaign-color", "campaign-flow"]) {
    $(id).addEventListener("input", onCampaignEdit);
  }
  $("campaign-step").addEventListener("change", sendCampaign);
  $("campaign-sample-fan").addEventListener("change", sendCampaign);
  $("campaign-select").addEventListener("change", () => loadCampaign().catch(console.error));
  $("tour-json").addEventListener("input", debounce(sendTour, 250));
  for (const form of [$("campaign-form"), $("tour-form")]) {
    form.addEventListener("submit", (event) => event.preventDefault());
  }

  loadCampaign().catch(console.error);
  loadTour().catch(console.error);
})();
