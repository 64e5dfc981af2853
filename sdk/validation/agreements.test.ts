import { describe, expect, it } from "vitest";
import { validateAgreements } from "./agreements.js";

describe("given both agreement checkboxes are shown", () => {
  const shown = { productPolicy: true, companyPolicy: true };
  it("shows 'Field is required' on each one left unticked", () => {
    expect(validateAgreements({}, shown)).toEqual({
      arPolicy: { code: "fieldRequired" },
      companyPolicy: { code: "fieldRequired" },
    });
    expect(validateAgreements({ arPolicy: true, companyPolicy: false }, shown)).toEqual({
      companyPolicy: { code: "fieldRequired" },
    });
  });
  it("passes once both are ticked", () => {
    expect(validateAgreements({ arPolicy: true, companyPolicy: true }, shown)).toEqual({});
  });
});

describe("given the company checkbox is hidden", () => {
  it("requires only the product privacy policy", () => {
    expect(validateAgreements({ arPolicy: true }, { productPolicy: true, companyPolicy: false })).toEqual({});
  });
});
