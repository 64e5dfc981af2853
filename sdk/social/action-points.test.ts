import { describe, expect, it } from "vitest";
import type { SocialAccount } from "../api/schemas/social-actions.js";
import {
  campaignActions,
  defaultActionPoints,
  invitePoints,
  normaliseSocialAccounts,
  sharePoints,
} from "./action-points.js";

const action = (type: "follow" | "share" | "invite", channel: string, points?: number) => ({
  type,
  channel,
  target: `${channel}:${type}:x`,
  ...(points !== undefined && { points }),
});
const account = (key: string, actions: SocialAccount["actions"]): SocialAccount => ({
  key,
  name: key,
  actions,
});
const actionsOf = (accounts: SocialAccount[]) =>
  normaliseSocialAccounts(accounts).flatMap((a) => a.actions.map((x) => [x.type, x.channel, x.points]));

describe("given actions without points of their own", () => {
  it("gives sms and email 10 and the others 5", () => {
    expect(defaultActionPoints("sms")).toBe(10);
    expect(defaultActionPoints("email")).toBe(10);
    expect(defaultActionPoints("spotify")).toBe(5);
    expect(
      actionsOf([
        account("a", [action("follow", "sms"), action("follow", "email"), action("follow", "tiktok")]),
      ]),
    ).toEqual([
      ["follow", "sms", 10],
      ["follow", "email", 10],
      ["follow", "tiktok", 5],
    ]);
  });

  it("keeps points a campaign set, 0 included", () => {
    expect(actionsOf([account("a", [action("follow", "email", 3), action("follow", "twitter", 0)])])).toEqual(
      [
        ["follow", "email", 3],
        ["follow", "twitter", 0],
      ],
    );
  });
});

describe("given a share with 0 points", () => {
  it("becomes an invite on its channel", () => {
    const [converted] = normaliseSocialAccounts([account("a", [action("share", "whatsapp", 0)])]);
    expect(converted?.actions).toEqual([
      { type: "invite", channel: "whatsapp", target: "whatsapp:invite", points: 0 },
    ]);
  });

  it("stays a share when it has points", () => {
    expect(actionsOf([account("a", [action("share", "facebook", 5)])])).toEqual([["share", "facebook", 5]]);
  });
});

describe("given a twitter share, another invite and no twitter invite", () => {
  const accounts = [
    account("band", [action("follow", "spotify"), action("share", "twitter", 5)]),
    account("venue", [action("invite", "email", 7)]),
  ];

  it("adds a twitter invite, with that invite's points, to the twitter share's account", () => {
    const [band, venue] = normaliseSocialAccounts(accounts);
    expect(band?.actions.at(-1)).toEqual({
      type: "invite",
      channel: "twitter",
      target: "twitter:invite",
      points: 7,
    });
    expect(venue?.actions).toHaveLength(1);
    expect(invitePoints({ socialActions: { socialAccounts: accounts } }, "twitter")).toBe(7);
  });

  it("adds nothing when a twitter invite exists", () => {
    const withInvite = [...accounts, account("x", [action("invite", "twitter", 2)])];
    const invites = campaignActions({ socialActions: { socialAccounts: withInvite } }).filter(
      (a) => a.type === "invite" && a.channel === "twitter",
    );
    expect(invites.map((a) => a.points)).toEqual([2]);
  });

  it("adds nothing without another invite, or without a twitter share", () => {
    expect(actionsOf([accounts[0]!]).filter(([type]) => type === "invite")).toEqual([]);
    expect(
      actionsOf([account("a", [action("share", "facebook", 5), action("invite", "email", 7)])]).filter(
        ([, channel]) => channel === "twitter",
      ),
    ).toEqual([]);
  });

  it("counts a 0-point twitter share, turned into an invite, as the twitter invite", () => {
    const zero = [account("a", [action("share", "twitter", 0), action("invite", "email", 7)])];
    expect(actionsOf(zero)).toEqual([
      ["invite", "twitter", 0],
      ["invite", "email", 7],
    ]);
  });

  it("leaves the accounts it was given unchanged", () => {
    const before = JSON.stringify(accounts);
    normaliseSocialAccounts(accounts);
    expect(JSON.stringify(accounts)).toBe(before);
  });
});

describe("sharePoints", () => {
  it("is the campaign's share points, else the default 5 the server awards", () => {
    expect(sharePoints({ defaults: { points: { referral: 10 } } })).toBe(5);
    expect(sharePoints({ defaults: { points: { referral: 10, share: 8 } } })).toBe(8);
    expect(sharePoints({ defaults: { points: { referral: 10, share: 0 } } })).toBe(0);
  });
});

describe("invitePoints", () => {
  it("is 0 for a channel without an invite action", () => {
    expect(invitePoints({ socialActions: undefined }, "email")).toBe(0);
  });
});
