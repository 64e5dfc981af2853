import { describe, expect, it } from "vitest";
import type { SocialAccount } from "../api/schemas/social-actions.js";
import { followGroups, followUrl } from "./follow-actions.js";

const follow = (channel: string, target: string) => ({ type: "follow" as const, channel, target, points: 5 });

describe("followGroups", () => {
  const accounts: SocialAccount[] = [
    {
      key: "band",
      name: "Band",
      actions: [
        follow("url", "url:site:home"),
        follow("twitter", "twitter:user:band"),
        follow("spotify", "spotify:artist:1"),
        follow("facebook", "facebook:event:9"),
        follow("facebook", "facebook:page:8"),
        follow("email", "email:newsletter:x"),
        { ...follow("twitter", "twitter:share"), type: "share" },
      ],
    },
    { key: "empty", name: "Empty", actions: [] },
  ];

  it("orders each account's follow actions as engagement §4 fixes, and drops accounts without any", () => {
    const groups = followGroups(accounts);
    expect(groups.map((g) => g.account.key)).toEqual(["band"]);
    expect(groups[0]?.actions.map((a) => a.target)).toEqual([
      "email:newsletter:x",
      "facebook:page:8",
      "facebook:event:9",
      "spotify:artist:1",
      "twitter:user:band",
      "url:site:home",
    ]);
  });

  it("marks completed and validating actions from the fan's completed actions", () => {
    const [group] = followGroups(accounts, [
      { target: "twitter:user:band", validated: true },
      { target: "spotify:artist:1", validated: false },
    ]);
    const byTarget = new Map(group?.actions.map((a) => [a.target, a]));
    expect(byTarget.get("twitter:user:band")).toMatchObject({ isCompleted: true, isValidating: false });
    expect(byTarget.get("spotify:artist:1")).toMatchObject({ isCompleted: false, isValidating: true });
  });
});

describe("followUrl", () => {
  it("opens the service's page for the target", () => {
    expect(followUrl(follow("spotify", "spotify:artist:abc"))).toBe("https://open.spotify.com/artist/abc");
    expect(followUrl(follow("instagram", "instagram:user:band"))).toBe("https://www.instagram.com/band/");
    expect(followUrl(follow("facebook", "facebook:event:9"))).toBe("https://www.facebook.com/events/9");
    expect(followUrl(follow("tiktok", "tiktok:user:band"))).toBe("https://www.tiktok.com/@band");
    expect(followUrl({ ...follow("url", "url:x:y"), url: "https://example.com/" })).toBe(
      "https://example.com/",
    );
    expect(followUrl(follow("email", "email:newsletter:x"))).toBeUndefined();
  });
});
