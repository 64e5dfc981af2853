import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { createHarness, type Harness, uniqueEmail } from "../testing/api-harness.js";
import { findUnsafeText } from "./unsafe-text.js";

// Issue 15: a U+0000 or an unpaired surrogate in any text reached PostgreSQL and answered 500. They are
// refused with 400 naming the field before any handler runs (bad-requests.test.ts walks every call).

describe("findUnsafeText", () => {
  it("names the first NUL or lone surrogate, in values and keys, and passes well-formed text", () => {
    expect(findUnsafeText({ a: ["ok", "emoji 🎟️", { b: "x\u0000" }] })).toEqual(["a", "2", "b"]);
    expect(findUnsafeText({ a: { "k\ud800": 1 } })).toEqual(["a", "k\ud800"]);
    expect(findUnsafeText("\udc00tail")).toEqual([]);
    expect(findUnsafeText({ name: "Zoë 🎤 \ud83c\udfa4", n: 4, none: null })).toBeUndefined();
  });
});

forEachDatabase("text PostgreSQL cannot store", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
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
