import uPlot from "uplot";
import { exportCampaignFans, getCampaignFigures, listCampaignFans } from "../sdk/api/promoter-calls.js";
import { callPromoter, downloadCsv, urlOf } from "./api.js";
import { h, showScreen, statusLine } from "./dom.js";

// A campaign's fans and figures: the same numbers as GET …/figures, drawn with uPlot.

export async function renderInsights(
  root: HTMLElement,
  key: string,
  oid: string,
  name: string,
  back: () => void,
): Promise<void> {
  const [fans, figures] = await Promise.all([
    callPromoter(key, listCampaignFans, { params: { oid }, query: { limit: "100" } }),
    callPromoter(key, getCampaignFigures, { params: { oid }, query: { hours: "48" } }),
  ]);
  if (fans.status !== 200) throw new Error(fans.data.message);
  if (figures.status !== 200) throw new Error(figures.data.message);
  const state = statusLine();
  const backButton = h("button", { type: "button" }, "Back to campaigns");
  backButton.addEventListener("click", back);
  const download = h("button", { type: "button" }, "Download CSV");
  download.addEventListener("click", () => {
    downloadCsv(key, urlOf(exportCampaignFans, { params: { oid } }), `${oid}-fans.csv`).catch(
      (error: Error) => {
        state.textContent = error.message;
      },
    );
  });
  const table = h(
    "table",
    {},
    h("caption", {}, "Fans"),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        ...["Email", "First name", "Verified", "Points", "Registered"].map((t) =>
          h("th", { scope: "col" }, t),
        ),
      ),
    ),
    h(
      "tbody",
      {},
      ...fans.data.fans.map((fan) =>
        h(
          "tr",
          {},
          h("td", {}, fan.emailAddress ?? fan.mobileNumber ?? ""),
          h("td", {}, fan.firstName ?? ""),
          h("td", {}, fan.verified ? "yes" : "no"),
          h("td", {}, String(fan.totalPoints)),
          h("td", {}, new Date(fan.createdAt).toLocaleString()),
        ),
      ),
    ),
  );
  const { conversion, pageViews, perHour } = figures.data;
  const totals = h(
    "dl",
    { class: "figures" },
    h("dt", {}, "Landing views"),
    h("dd", { "data-figure": "landing" }, String(conversion.landing)),
    h("dt", {}, "Verified fans"),
    h("dd", { "data-figure": "verified" }, String(conversion.verified)),
    h("dt", {}, "Conversion"),
    h("dd", { "data-figure": "rate" }, `${Math.round(conversion.rate * 1000) / 10} %`),
    h("dt", {}, "Registrations (48 h)"),
    h(
      "dd",
      { "data-figure": "registrations" },
      String(perHour.reduce((sum, row) => sum + row.registrations, 0)),
    ),
  );
  const views = h(
    "ul",
    { "aria-label": "Page views by step" },
    ...pageViews.map((v) => h("li", {}, `${v.page}: ${v.views}`)),
  );
  const chart = h(
    "figure",
    { class: "chart" },
    h("figcaption", {}, "Registrations and verifications per hour"),
  );
  showScreen(
    root,
    h(
      "section",
      { "aria-labelledby": "insights-title" },
      h("h2", { id: "insights-title" }, `Fans and figures: ${name}`),
      backButton,
      download,
      state,
      totals,
      chart,
      views,
      table,
    ),
  );
  const width = Math.max(280, Math.min(900, chart.clientWidth || 600));
  new uPlot(
    {
      width,
      height: 220,
      scales: { x: { time: true } },
      series: [
        {},
        { label: "Registrations", stroke: "#5b2ea6", width: 2 },
        { label: "Verifications", stroke: "#1d6b3a", width: 2 },
      ],
    },
    [
      perHour.map((row) => Date.parse(row.hour) / 1000),
      perHour.map((row) => row.registrations),
      perHour.map((row) => row.verifications),
    ],
    chart,
  );
}
