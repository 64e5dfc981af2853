import { beforeAll, describe, expect, it } from "vitest";
import { recordAction } from "../../../sdk/api/calls/engagement.js";
import { MAX_CHANNEL_LENGTH, MAX_TARGET_LENGTH } from "../../../sdk/api/schemas/action.js";
import { forEachDatabase } from "../../db/testing.js";
import { mostActionsOf } from "../actions/action-points.js";
import { tierOf } from "../actions/fan-stats.js";
import { answerOf, createHarness, type Harness, register, uniqueEmail } from "../testing/api-harness.js";

const GIVEAWAY = "g/demo-giveaway";
const PRESALE = "p/demo-presale";
const RSVP_ONLINE = "r/demo-rsvp-online";

type Stats = Record<string, number | undefined>;
type ActionAnswer = {
  completedActions: { type: string; target: string; validated: boolean }[];
  stats: Stats;
};
type FanAnswer = {
  oid: string;
  stats: Stats;
  referees: { firstName?: string; sysCtime: string }[];
  shortUrls: Record<string, string>;
};

forEachDatabase("actions, points and referrals", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });

  const fanOf = async (uri: string, firstName = "Ann") => {
    const { token, fan } = await register(h, uri, {
      emailAddress: uniqueEmail(),
      firstName,
      lastName: "Lee",
    });
    expect(fan.status).toBe(201);
    return { token, fan: fan.body as unknown as FanAnswer };
  };
  /** A verified fan of p/demo-presale, which checks the email with a code first (202). */
  const presaleFan = async () => {
    const emailAddress = uniqueEmail();
    const { token, fan } = await register(h, PRESALE, {
      emailAddress,
      firstName: "Ann",
      lastName: "Lee",
      postcode: "3000",
    });
    expect(fan.status).toBe(202);
    const [message] = await h.outbox(emailAddress);
    const verify = await h.call("POST", "/fan-email-verify", {
      token,
      body: { campaignOid: h.campaign(PRESALE).oid, emailAddress, shortCode: message!.code },
    });
    expect(verify.status).toBe(201);
    return { token };
  };
  const act = (token: string | undefined, uri: string, action: Record<string, string>) =>
    h.call<ActionAnswer>("POST", "/campaign-action2", {
      token,
      body: { campaignOid: h.campaign(uri).oid, ...action },
    });
  const getFan = async (token: string, uri: string) =>
    (await h.call<FanAnswer>("GET", `/campaign-fan/${h.campaign(uri).oid}`, { token })).body;

  // The giveaway's follow actions as seeded: one with points of its own, and some without (the default
  // 5, or 10 for email: engagement §4).
  const follows = () => (h.campaign(GIVEAWAY).socialActions?.socialAccounts ?? []).flatMap((a) => a.actions);
  const defined = () => {
    const action = follows().find((a) => a.type === "follow" && a.points !== undefined)!;
    return {
      body: { type: action.type, channel: action.channel, target: action.target },
      points: action.points,
    };
  };
  const withoutPoints = (contact: boolean) => {
    const action = follows().find(
      (a) =>
        a.type === "follow" && a.points === undefined && ["email", "sms"].includes(a.channel) === contact,
    )!;
    return { type: action.type, channel: action.channel, target: action.target };
  };
  const plain = () => withoutPoints(false);

  describe("POST /campaign-action2", () => {
    it("records a follow with the points of its definition and answers completedActions and stats", async () => {
      const { token } = await fanOf(GIVEAWAY);
      const { body, points } = defined();
      const res = await act(token, GIVEAWAY, body);
      expect(res.status).toBe(201);
      const answer = { data: answerOf(recordAction, 201, res.body) };
      expect(answer.data.completedActions).toEqual([{ ...body, validated: true }]);
      expect(answer.data.stats).toMatchObject({
        totalPoints: points,
        followPoints: points,
        sharePoints: 0,
        fanPosition: expect.any(Number),
      });
    });

    it("gives an action without points of its own the default 5", async () => {
      const { token } = await fanOf(GIVEAWAY);
      expect((await act(token, GIVEAWAY, plain())).body.stats.followPoints).toBe(5);
    });

    it("gives an email action without points of its own 10 (engagement §4 converted accounts)", async () => {
      const { token } = await fanOf(GIVEAWAY);
      const email = withoutPoints(true);
      expect(email.channel).toBe("email");
      expect((await act(token, GIVEAWAY, email)).body.stats.followPoints).toBe(10);
    });

    it("gives an invite its channel's invite points once, and twitter the converted invite's", async () => {
      // p/demo-presale defines a whatsapp invite (5) and a twitter share: twitter gets an invite worth 5.
      const { token } = await presaleFan();
      await act(token, PRESALE, { type: "invite", channel: "whatsapp", target: "whatsapp:invite" });
      await act(token, PRESALE, { type: "invite", channel: "whatsapp", target: "whatsapp:invite:again" });
      await act(token, PRESALE, { type: "invite", channel: "twitter", target: "twitter:invite" });
      const res = await act(token, PRESALE, { type: "invite", channel: "email", target: "email:invite" });
      expect(res.body.stats).toMatchObject({ sharePoints: 10, totalPoints: 10 });
    });

    it("records a connect action with its definition's points", async () => {
      const { token } = await presaleFan();
      const res = await act(token, PRESALE, {
        type: "connect",
        channel: "spotify",
        target: "spotify:connect:account",
      });
      expect(res.body.stats).toMatchObject({ connectPoints: 10, totalPoints: 10 });
    });

    it("is idempotent per target", async () => {
      const { token } = await fanOf(GIVEAWAY);
      await act(token, GIVEAWAY, plain());
      const again = await act(token, GIVEAWAY, plain());
      expect(again.body.stats.totalPoints).toBe(5);
      expect(again.body.completedActions).toHaveLength(1);
    });

    it("records an action the campaign does not define, with no points", async () => {
      const { token } = await fanOf(GIVEAWAY);
      const res = await act(token, GIVEAWAY, {
        type: "follow",
        channel: "spotify",
        target: "spotify:artist:someone-else",
      });
      expect(res.status).toBe(201);
      expect(res.body.stats.totalPoints).toBe(0);
      expect(res.body.completedActions).toHaveLength(1);
    });

    it("answers 400 naming the field for a channel or a target longer than the schema allows", async () => {
      const { token } = await fanOf(GIVEAWAY);
      const longTarget = await act(token, GIVEAWAY, {
        type: "follow",
        channel: "spotify",
        target: `spotify:artist:${"a".repeat(MAX_TARGET_LENGTH)}`,
      });
      expect(longTarget.status).toBe(400);
      expect(JSON.stringify(longTarget.body)).toContain("target");
      const longChannel = await act(token, GIVEAWAY, {
        type: "follow",
        channel: "x".repeat(MAX_CHANNEL_LENGTH + 1),
        target: "spotify:artist:a",
      });
      expect(longChannel.status).toBe(400);
      expect(JSON.stringify(longChannel.body)).toContain("channel");
      expect((await getFan(token, GIVEAWAY)).stats.totalPoints).toBe(0);
    });

    it("records no more actions than the campaign offers plus the journey's own; one recorded still answers", async () => {
      const { token } = await fanOf(GIVEAWAY);
      const invented = (i: number) => ({
        type: "follow",
        channel: "spotify",
        target: `spotify:artist:made-up-${i}`,
      });
      const most = mostActionsOf(h.campaign(GIVEAWAY));
      for (let i = 0; i < most; i++) expect((await act(token, GIVEAWAY, invented(i))).status).toBe(201);
      const over = await act(token, GIVEAWAY, invented(most));
      expect(over.status).toBe(409);
      expect(JSON.stringify(over.body)).toContain("as many actions as this campaign allows");
      const again = await act(token, GIVEAWAY, invented(0));
      expect(again.status).toBe(201);
      expect(again.body.completedActions).toHaveLength(most);
    });

    it("gives share points once per channel, and records connect, invite and register actions", async () => {
      const { token } = await fanOf(GIVEAWAY);
      await act(token, GIVEAWAY, { type: "share", channel: "twitter", target: "twitter:share:1" });
      await act(token, GIVEAWAY, { type: "share", channel: "twitter", target: "twitter:share:2" });
      await act(token, GIVEAWAY, { type: "share", channel: "facebook", target: "facebook:share" });
      await act(token, GIVEAWAY, { type: "connect", channel: "spotify", target: "spotify:connect" });
      await act(token, GIVEAWAY, { type: "invite", channel: "whatsapp", target: "whatsapp:invite" });
      const res = await act(token, GIVEAWAY, {
        type: "register",
        channel: "youtube",
        target: "youtube:live",
      });
      expect(res.body.stats).toMatchObject({
        sharePoints: 10,
        totalPoints: 10,
        connectPoints: 0,
        registrationPoints: 0,
      });
      expect(res.body.completedActions.map((a) => a.type).sort()).toEqual(
        ["connect", "invite", "register", "share", "share", "share"].sort(),
      );
    });

    it.each([
      [
        "a share channel the campaign does not offer",
        { type: "share", channel: "myspace", target: "x" },
        "channel",
      ],
      ["an unknown invite channel", { type: "invite", channel: "pigeon", target: "x" }, "channel"],
      ["an unknown type", { type: "like", channel: "twitter", target: "x" }, "type"],
      ["an empty target", { type: "follow", channel: "twitter", target: "" }, "target"],
      [
        "a payment action on another target",
        { type: "payment", channel: "stripe", target: "stripe:other" },
        "target",
      ],
    ])("answers 400 naming the field for %s", async (_, action, field) => {
      const { token } = await fanOf(GIVEAWAY);
      const res = await act(token, GIVEAWAY, action);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, field });
    });

    it("records a payment action without a paid intent as validating (validated false)", async () => {
      const { token } = await fanOf(GIVEAWAY);
      const res = await act(token, GIVEAWAY, {
        type: "payment",
        channel: "stripe",
        target: "stripe:payment:enable",
      });
      expect(res.body.completedActions).toEqual([
        { type: "payment", channel: "stripe", target: "stripe:payment:enable", validated: false },
      ]);
    });

    it("answers 401 without a fan and 404 for an unknown campaign", async () => {
      expect((await act(undefined, GIVEAWAY, plain())).status).toBe(401);
      const { token } = await fanOf(GIVEAWAY);
      const res = await h.call("POST", "/campaign-action2", {
        token,
        body: { campaignOid: "cmp_nope", ...plain() },
      });
      expect(res.status).toBe(404);
    });

    it("ranks the campaign's fans by points, then by who registered first", async () => {
      const first = await fanOf(RSVP_ONLINE);
      const second = await fanOf(RSVP_ONLINE);
      await act(second.token, RSVP_ONLINE, { type: "share", channel: "twitter", target: "twitter:share" });
      const [a, b] = [await getFan(first.token, RSVP_ONLINE), await getFan(second.token, RSVP_ONLINE)];
      expect(b.stats).toMatchObject({ fanPosition: 1, percentilePlace: 0, invertedPercentilePlace: 100 });
      expect(a.stats).toMatchObject({ fanPosition: 2, percentilePlace: 50, invertedPercentilePlace: 50 });
    });
  });

  describe("reward tiers", () => {
    it("places a position in the first tier whose cumulative winners reach it (0:10, 1:250, 2:rest)", () => {
      const presale = h.campaign(PRESALE);
      expect([1, 10, 11, 260, 261, 5000].map((position) => tierOf(presale, position))).toEqual([
        0, 0, 1, 1, 2, 2,
      ]);
      expect(tierOf(h.campaign("r/demo-rsvp"), 1)).toBeUndefined();
    });
  });

  describe("referrals", () => {
    it("gives every fan a short URL per channel that resolves to the campaign and names the referrer", async () => {
      const { fan } = await fanOf(GIVEAWAY, "Rita");
      const slug = new URL(fan.shortUrls.whatsapp!).pathname.replaceAll("/", "");
      const res = await h.call("GET", `/campaign-uri?uri=${slug}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        campaign: { uri: GIVEAWAY },
        referrer: { firstName: "Rita", lastName: "Lee" },
      });
      const byQuery = await h.call("GET", `/campaign-uri?uri=${GIVEAWAY}&referrer=${slug}`);
      expect(byQuery.body.referrer).toMatchObject({ firstName: "Rita" });
    });

    it("gives a livestream fan a livestream short URL too (the success page's back link)", async () => {
      const { fan } = await fanOf("l/demo-livestream");
      expect(Object.keys(fan.shortUrls)).toContain("livestream");
      const resolved = await h.call(
        "GET",
        `/campaign-uri?uri=${new URL(fan.shortUrls.livestream!).pathname.replaceAll("/", "")}`,
      );
      expect(resolved.body).toMatchObject({ campaign: { uri: "l/demo-livestream" } });
      expect(Object.keys((await fanOf(GIVEAWAY)).fan.shortUrls)).not.toContain("livestream");
    });

    it("makes a visitor who registers with the code a referee and credits the referrer's points", async () => {
      const referrer = await fanOf(GIVEAWAY, "Rita");
      const code = new URL(referrer.fan.shortUrls.copy!).pathname.replaceAll("/", "");
      const friend = await register(
        h,
        GIVEAWAY,
        { emailAddress: uniqueEmail(), firstName: "Fred", lastName: "Friend" },
        { referralCode: code },
      );
      expect(friend.fan.status).toBe(201);
      const after = await getFan(referrer.token, GIVEAWAY);
      expect(after.stats).toMatchObject({ referredCount: 1, referralRegisteredPoints: 10, totalPoints: 10 });
      expect(after.referees).toEqual([
        { firstName: "Fred", lastName: "Friend", sysCtime: expect.any(String) },
      ]);
    });

    it("credits a referral only once the referee is verified", async () => {
      const referrer = await register(h, PRESALE, {
        emailAddress: uniqueEmail(),
        firstName: "Rita",
        lastName: "Lee",
        postcode: "3000",
      });
      const [referrerCode] = await h.outbox(referrer.account.body.emailAddress as string);
      await h.call("POST", "/fan-email-verify", {
        token: referrer.token,
        body: {
          campaignOid: h.campaign(PRESALE).oid,
          emailAddress: referrer.account.body.emailAddress,
          shortCode: referrerCode!.code,
        },
      });
      const { shortUrls } = await getFan(referrer.token, PRESALE);
      const email = uniqueEmail("friend");
      const friend = await register(
        h,
        PRESALE,
        { emailAddress: email, firstName: "Fred", lastName: "Friend", postcode: "3000" },
        { referralCode: new URL(shortUrls.sms!).pathname.replaceAll("/", "") },
      );
      expect(friend.fan.status).toBe(202);
      expect((await getFan(referrer.token, PRESALE)).stats.referredCount).toBe(0);
      const [message] = await h.outbox(email);
      await h.call("POST", "/fan-email-verify", {
        body: { campaignOid: h.campaign(PRESALE).oid, emailAddress: email, shortCode: message!.code },
      });
      expect((await getFan(referrer.token, PRESALE)).stats).toMatchObject({
        referredCount: 1,
        referralRegisteredPoints: 10,
      });
    });

    it("ignores an unknown code, or a code of another campaign", async () => {
      const other = await fanOf(RSVP_ONLINE, "Olga");
      const code = new URL(other.fan.shortUrls.copy!).pathname.replaceAll("/", "");
      for (const referralCode of ["nope-nope", code]) {
        const friend = await register(
          h,
          GIVEAWAY,
          { emailAddress: uniqueEmail(), firstName: "F", lastName: "F" },
          { referralCode },
        );
        expect(friend.fan.status).toBe(201);
      }
      expect((await getFan(other.token, RSVP_ONLINE)).stats.referredCount).toBe(0);
      const lookup = await h.call("GET", `/campaign-uri?uri=${GIVEAWAY}&referrer=${code}`);
      expect(lookup.body.referrer).toBeUndefined();
    });
  });
});
