import { describe, expect, it } from "vitest";
import { localizeFields } from "./localize-fields.js";

const field = (key: string, name: string) => ({ key, name, optional: false, enabled: true });

describe("localizeFields", () => {
  it("translates default names of predefined fields and keeps the promoter's own", () => {
    const fields = [
      field("emailAddress", "Email Address"),
      field("firstName", "Given name"),
      field("song", "Song"),
    ];
    expect(localizeFields(fields, (key) => `[${key}]`).map((f) => f.name)).toEqual([
      "[emailAddress]",
      "Given name",
      "Song",
    ]);
  });
});
