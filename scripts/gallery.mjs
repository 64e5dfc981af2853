// `npm run gallery` (issue 20): builds when there is no build, shoots every screen of every seeded
// campaign (scripts/gallery/shoot-gallery.ts) and writes gallery/index.html to flip through them.
// GALLERY_CAMPAIGNS=p/demo-presale,d/demo-donate shoots only those; E2E_PORT picks the server's port.

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const OUT = process.env.GALLERY_DIR ?? "gallery";

if (!existsSync("dist/server/main.js"))
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
execFileSync("npx", ["playwright", "test", "--config", "scripts/gallery/gallery.config.ts"], {
  stdio: "inherit",
  env: { ...process.env, GALLERY_DIR: OUT },
});

const shots = JSON.parse(readFileSync(`${OUT}/shots.json`, "utf8"));
const html = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
// Node 20 has no Map.groupBy.
const byCampaign = new Map();
for (const shot of shots) byCampaign.set(shot.campaign, [...(byCampaign.get(shot.campaign) ?? []), shot]);
const sections = [...byCampaign].map(([campaign, list]) => {
  const figures = list
    .map(
      (shot) =>
        `<figure><a href="${html(shot.file)}"><img src="${html(shot.file)}" loading="lazy" alt="${html(
          `${campaign} ${shot.screen}, ${shot.language}, ${shot.width} px`,
        )}"></a><figcaption>${html(shot.screen)} · ${html(shot.language)} · ${shot.width} px</figcaption></figure>`,
    )
    .join("\n");
  return `<section id="${html(campaign)}"><h2>${html(campaign)}</h2><div class="shots">${figures}</div></section>`;
});
const toc = [...byCampaign.keys()].map((c) => `<li><a href="#${html(c)}">${html(c)}</a></li>`).join("");
writeFileSync(
  `${OUT}/index.html`,
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screen gallery</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 24px; color: #1d1b22; }
nav ul { display: flex; flex-wrap: wrap; gap: 8px 16px; padding: 0; list-style: none; }
.shots { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
figure { margin: 0; }
img { display: block; width: 240px; border: 1px solid #d9d6e0; }
figcaption { font-size: 14px; color: #5c5866; }
</style>
<h1>Screen gallery (${shots.length} screenshots)</h1>
<nav><ul>${toc}</ul></nav>
${sections.join("\n")}
</html>
`,
);
console.log(`${shots.length} screenshots: ${OUT}/index.html`);
