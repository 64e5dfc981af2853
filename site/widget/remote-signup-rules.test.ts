import { describe, expect, it } from "vitest";
import { CampaignSchema } from "../../sdk/api/schemas/campaign.js";
import {
  describeRefusedMessage,
  originMatchesDomain,
  RemoteSignupMessageSchema,
  remoteSignupInitOf,
} from "./remote-signup-rules.js";

describe("remote signup rules", () => {
  it("matches the verified domain with or without www, and nothing else", () => {
    expect(originMatchesDomain("https://promoter.example", "promoter.example")).toBe(true);
    expect(originMatchesDomain("https://www.promoter.example", "promoter.example")).toBe(true);
    expect(originMatchesDomain("https://promoter.example", "www.promoter.example")).toBe(true);
    expect(originMatchesDomain("http://127.0.0.1:4274", "127.0.0.1")).toBe(true);
    expect(originMatchesDomain("https://evil.promoter.example", "promoter.example")).toBe(false);
    expect(originMatchesDomain("https://promoter.example.evil", "promoter.example")).toBe(false);
    expect(originMatchesDomain("http://localhost:4275", "127.0.0.1")).toBe(false);
    expect(originMatchesDomain("null", "promoter.example")).toBe(false);
  });

  it("parses the two documented messages and refuses the rest", () => {
    expect(RemoteSignupMessageSchema.safeParse({ action: "requestConfig" }).success).toBe(true);
    expect(RemoteSignupMessageSchema.safeParse({ action: "submitForm", form: { a: 1 } }).success).toBe(true);
    expect(RemoteSignupMessageSchema.safeParse({ action: "submitForm" }).success).toBe(false);
    expect(RemoteSignupMessageSchema.safeParse({ action: "deleteEverything" }).success).toBe(false);
    expect(RemoteSignupMessageSchema.safeParse("requestConfig").success).toBe(false);
  });

  it("says why a message is refused: an unknown action, or a known one with a malformed payload", () => {
    expect(describeRefusedMessage({ action: "deleteEverything" })).toMatchObject({
      unknown: true,
      action: "deleteEverything",
      error: expect.stringContaining('Unknown action "deleteEverything"'),
    });
    expect(describeRefusedMessage("hello")).toMatchObject({ unknown: true, action: "undefined" });
    // Neither an object's own text nor an endless name reaches the log or the answer.
    expect(describeRefusedMessage({ action: ["x".repeat(100)] })).toMatchObject({ action: "(object)" });
    expect(describeRefusedMessage({ action: Object.create(null) })).toMatchObject({ action: "(object)" });
    expect(describeRefusedMessage({ action: 10n ** 80n }).action).toHaveLength(60);
    expect(describeRefusedMessage({ action: "submitForm", form: "x" })).toMatchObject({
      unknown: false,
      action: "submitForm",
      error: expect.stringContaining("Malformed submitForm message"),
    });
  });

  it("answers the enabled fields a remote form may carry, email always required", () => {
    const campaign = CampaignSchema.parse({
      oid: "c1",
      uri: "p/x",
      urlSlug: "x",
      type: "presale",
      name: "X",
      promoterOid: "p1",
      registrations: {
        fields: [
          { key: "firstName", name: "First", optional: false },
          { key: "mobileNumber", name: "Mobile", optional: true },
          { key: "dob", name: "Birthday", optional: true },
          { key: "city", name: "City", enabled: false },
        ],
        requiredFields: ["dob"],
      },
    });
    expect(remoteSignupInitOf(campaign)).toEqual({
      campaignOid: "c1",
      campaignName: "X",
      fields: [
        { key: "emailAddress", name: "Email Address", required: true },
        { key: "firstName", name: "First Name", required: true },
        { key: "mobileNumber", name: "Mobile Number", required: false },
        { key: "dob", name: "Date of Birth", required: true },
      ],
      customFields: [],
    });
  });
});
