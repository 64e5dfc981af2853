import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { createHarness, type Harness, uniqueEmail } from "../testing/api-harness.js";
import { findUnsafeText, MAX_DEPTH } from "./unsafe-text.js";

// Issue 15: a U+0000 or an unpaired surrogate in any text reached PostgreSQL and answered 500. They are
// refused with 400 naming the field before any handler runs (bad-requests.test.ts walks every call).

describe("findUnsafeText", () => {
  it("names the first NUL or lone surrogate, in values and keys, and passes well-formed text", () => {
    expect(findUnsafeText({ a: ["ok", "emoji 🎟️", { b: "x\u0000" }] })?.path).toEqual(["a", "2", "b"]);
    expect(findUnsafeText({ a: { "k\ud800": 1 } })?.path).toEqual(["a", "k\ud800"]);
    expect(findUnsafeText("\udc00tail")?.path).toEqual([]);
    expect(findUnsafeText({ name: "Zoë 🎤 \ud83c\udfa4", n: 4, none: null })).toBeUndefined();
  });
});

describe("a body nested deeper than any call takes", () => {
  // 6000 nested arrays (12 KB) overflowed the walk's stack: a 500 with a stack trace in the log.
  const nested = (levels: number) => JSON.parse(`${"[".repeat(levels)}"x"${"]".repeat(levels)}`) as unknown;

  it("is named at the depth where it stops, however deep it goes", () => {
    expect(findUnsafeText({ uri: nested(6000) })).toEqual({
      path: ["uri", ...Array<string>(MAX_DEPTH - 1).fill("0")],
      reason: "is nested too deeply",
    });
    expect(findUnsafeText({ uri: nested(MAX_DEPTH - 2) })).toBeUndefined();
  });
});

forEachDatabase("text PostgreSQL cannot store", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });

  it("a body of 6000 nested arrays is a 400, not a 500", async () => {
    const res = await h.call("POST", "/campaign-fan", {
      body: `{"uri":${"[".repeat(6000)}"x"${"]".repeat(6000)}}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("nested too deeply");
  });

  it.each([
    ["a NUL", "Ann\u0000"],
    ["a lone surrogate", "Ann\ud800"],
  ])(
    "a registration with %s in the first name is refused with 400 naming it, and stores nothing",
    async (_, name) => {
      const emailAddress = uniqueEmail();
      const res = await h.call("POST", "/campaign-account", {
        body: {
          campaignOid: h.campaign("g/demo-giveaway").oid,
          registrationType: "email",
          emailAddress,
          firstName: name,
          lastName: "Lee",
        },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, field: "firstName" });
      const rows = await getDb().query("SELECT 1 FROM accounts WHERE email_address = $1", [emailAddress]);
      expect(rows).toEqual([]);
    },
  );

  it("a page route with a NUL in its path or query is an ordinary 404 or page, never 500", async () => {
    for (const path of [
      "/p/demo%00presale/",
      "/p/demo-presale/?campaignOid=cmp%00x",
      "/widget/register-button/?campaign=p/a%00b",
    ]) {
      const res = await h.app.request(path);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it("a lookup with a NUL in the uri is refused with 400", async () => {
    const res = await h.call("GET", "/campaign-uri?uri=p%2Fdemo%00presale");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: "uri" });
  });
});
