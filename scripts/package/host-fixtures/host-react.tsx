// A React 19 host's TSX against the installed package (scripts/package/pack-install.test.ts).
import type {} from "@fan-campaigns/elements/react";
import type { CampaignLookup } from "@fan-campaigns/elements/sdk";

export function Signup({ lookup }: { lookup?: CampaignLookup }) {
  return (
    <campaign-register
      campaign="p/demo-presale"
      apiBase="https://campaigns.example/api/v1/cn"
      campaignData={lookup}
      lang="fr"
      oncampaign:stepchange={(event) => console.log(event.detail.to)}
      oncampaign:registered={(event) => console.log(event.detail.campaignOid)}
    />
  );
}

export function Wrong() {
  // @ts-expect-error: `inline` is a boolean
  return <campaign-exit-intent inline="yes" />;
}
