import { expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { promoterOfKey } from "../../store/promoter-keys.js";
import { sha256 } from "../crypto/tokens.js";
import { addPromoter } from "./add-promoter.js";

forEachDatabase("npm run add-promoter", (getDb) => {
  const db = getDb;

  it("makes a promoter and a key that authenticates as it; the same address again gets a new key only", async () => {
    const email = `Owner-${Date.now()}@Example.com`;
    const first = await addPromoter(db(), { name: "Velvet Touring", emailAddress: email });
    expect(first).toMatchObject({ name: "Velvet Touring", created: true });
    expect(first.key).toMatch(/^fc_/);
    expect(await promoterOfKey(db(), sha256(first.key))).toBe(first.promoterOid);

    const again = await addPromoter(db(), { name: "Another name", emailAddress: email.toLowerCase() });
    expect(again).toMatchObject({ promoterOid: first.promoterOid, name: "Velvet Touring", created: false });
    expect(again.key).not.toBe(first.key);
    expect(await promoterOfKey(db(), sha256(again.key))).toBe(first.promoterOid);
    expect(await promoterOfKey(db(), sha256(first.key))).toBe(first.promoterOid);
  });

  it("says which option is wrong", async () => {
    await expect(addPromoter(db(), { name: "", emailAddress: "a@example.com" })).rejects.toThrow(/^--name:/);
    await expect(addPromoter(db(), { name: "Touring", emailAddress: "not-an-address" })).rejects.toThrow(
      /^--email:/,
    );
  });
});
