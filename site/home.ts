import { z } from "zod/mini";
import type { Translator } from "../sdk/i18n/translate.js";

const devCampaigns = z.object({
  campaigns: z.array(
    z.object({ uri: z.string(), name: z.nullable(z.string()), type: z.nullable(z.string()) }),
  ),
});

/** The site's root: in demo mode, the seeded campaigns (from the dev-only list); otherwise a short intro. */
export async function renderHome(root: HTMLElement, i18n: Translator): Promise<void> {
  const section = document.createElement("section");
  section.className = "site-home";
  const h1 = document.createElement("h1");
  h1.textContent = i18n.t("home.title");
  const intro = document.createElement("p");
  intro.textContent = i18n.t("home.intro");
  section.append(h1, intro);
  root.replaceChildren(section);
  document.title = i18n.t("home.title");

  try {
    const response = await fetch("/__dev/campaigns", { headers: { accept: "application/json" } });
    if (!response.ok) return;
    const parsed = devCampaigns.safeParse(await response.json());
    if (!parsed.success) return;
    const list = document.createElement("ul");
    for (const campaign of parsed.data.campaigns) {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = `/${campaign.uri}/`;
      link.textContent = campaign.name ?? campaign.uri;
      item.append(link, ` (${campaign.type ?? ""} · /${campaign.uri}/)`);
      list.append(item);
    }
    section.append(list);
  } catch {
    // not in demo mode: the intro is the page
  }
}
