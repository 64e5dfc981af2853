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

  it("orders spotify actions by kind: artist, playlist, track, album, podcast, episode", () => {
    const kinds = ["episode", "album", "podcast", "track", "artist", "playlist"];
    const [group] = followGroups([
      {
        key: "band",
        name: "Band",
        actions: [
          follow("twitter", "twitter:user:band"),
          ...kinds.map((kind) => follow("spotify", `spotify:${kind}:1`)),
          follow("facebook", "facebook:page:8"),
        ],
      },
    ]);
    expect(group?.actions.map((a) => a.target)).toEqual([
      "facebook:page:8",
      "spotify:artist:1",
      "spotify:playlist:1",
      "spotify:track:1",
      "spotify:album:1",
      "spotify:podcast:1",
      "spotify:episode:1",
      "twitter:user:band",
    ]);
  });

  it("settles points by engagement §4: 10 for sms and email, 5 others, unless set", () => {
    const [group] = followGroups([
      {
        key: "venue",
        name: "Venue",
        actions: [
          { type: "follow", channel: "email", target: "email:newsletter:x" },
          { type: "follow", channel: "twitter", target: "twitter:user:x" },
          { type: "follow", channel: "sms", target: "sms:list:x", points: 2 },
        ],
      },
    ]);
    expect(group?.actions.map((a) => [a.channel, a.points])).toEqual([
      ["sms", 2],
      ["email", 10],
      ["twitter", 5],
    ]);
  });

  it("lists the connect actions apart, for the connect-accounts section", () => {
    const groups = followGroups(
      [
        {
          key: "band",
          name: "Band",
          actions: [
            follow("spotify", "spotify:artist:1"),
            { type: "connect", channel: "spotify", target: "spotify:connect:account" },
          ],
        },
        { key: "venue", name: "Venue", actions: [follow("twitter", "twitter:user:x")] },
      ],
      [],
      "connect",
    );
    expect(groups.map((g) => [g.account.key, g.actions.map((a) => [a.target, a.points])])).toEqual([
      ["band", [["spotify:connect:account", 5]]],
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
