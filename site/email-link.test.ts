import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadFirstViewSchemas } from "../sdk/campaign/lazy-lookup.js";
import { takeEmailLink } from "./email-link.js";

// The site takes the link once the campaign is parsed, its schemas loaded.
beforeAll(() => loadFirstViewSchemas());

const open = (href: string) => {
  const replaceState = vi.fn();
  return { link: takeEmailLink({ href }, { replaceState }), replaceState };
};

describe("an emailed verification link", () => {
  it("gives the address and the code, upper-cased, and strips both from the address bar", () => {
    const { link, replaceState } = open(
      "https://site.example/b/demo-ballot/register?lang=fr&emailAddress=fan%40example.com&verificationCode=ab12cd#x",
    );
    expect(link).toEqual({ emailAddress: "fan@example.com", verificationCode: "AB12CD" });
    expect(replaceState).toHaveBeenCalledWith(null, "", "/b/demo-ballot/register?lang=fr#x");
  });

  it("strips a malformed link too, and gives nothing", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { link, replaceState } = open(
      "https://site.example/p/x/register?emailAddress=nope&verificationCode=1",
    );
    expect(link).toBeUndefined();
    expect(replaceState).toHaveBeenCalledWith(null, "", "/p/x/register");
  });

  it("leaves other pages alone", () => {
    const { link, replaceState } = open("https://site.example/p/x/register?lang=de");
    expect(link).toBeUndefined();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
