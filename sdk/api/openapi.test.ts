import { readFile, writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { callList } from "./calls.js";
import { buildOpenApiDocument } from "./openapi.js";
import { promoterCallList } from "./promoter-calls.js";

// The committed document must be what the call table generates. To refresh it after changing a
// schema or a call: UPDATE_OPENAPI=1 npx vitest run sdk/api/openapi.test.ts
const committed = new URL("../../docs/api/openapi.json", import.meta.url);

type Operation = {
  operationId: string;
  parameters?: { name?: string; in?: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: unknown }>;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

describe("given the call table", () => {
  const doc = buildOpenApiDocument() as Doc;
  const text = `${JSON.stringify(doc, null, 2)}\n`;

  it("describes an OpenAPI 3.1 document", () => {
    expect(doc.openapi).toBe("3.1.0");
  });

  it("has an operation for every call, with its parameters, body and statuses", () => {
    for (const call of [...callList, ...promoterCallList]) {
      const operation = doc.paths[call.path]?.[call.method.toLowerCase()];
      expect(operation, `${call.method} ${call.path}`).toBeDefined();
      expect(operation?.operationId).toBe(call.id);
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(Object.keys(call.responses).sort());
      expect(operation?.requestBody !== undefined).toBe(call.body !== undefined);
      const named = (where: string) =>
        (operation?.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
      expect(named("path")).toEqual(Object.keys(call.params?.shape ?? {}));
      expect(named("query")).toEqual(Object.keys(call.query?.shape ?? {}));
    }
    const operations = Object.values(doc.paths).flatMap((byMethod) =>
      Object.entries(byMethod)
        .filter(([key]) => key !== "servers")
        .map(([, operation]) => operation),
    );
    expect(operations).toHaveLength(callList.length + promoterCallList.length);
  });

  it("lists the entities under components and every reference resolves", () => {
    for (const id of ["Campaign", "Fan", "Tour", "Cart", "Currency", "ErrorBody", "PaymentIntentPayload"]) {
      expect(doc.components.schemas[id], id).toBeDefined();
    }
    for (const match of text.matchAll(/"\$ref": "#\/components\/schemas\/([^"]+)"/g)) {
      expect(doc.components.schemas[match[1] ?? ""], match[1]).toBeDefined();
    }
  });

  it("describes request bodies with defaults left optional", () => {
    const settings = doc.components.schemas.CampaignSettingsInput as { required?: string[] };
    expect(settings.required ?? []).not.toContain("defaultLanguage");
  });

  it("matches the committed docs/api/openapi.json", async () => {
    if (process.env.UPDATE_OPENAPI === "1") {
      await writeFile(committed, text);
      return;
    }
    const onDisk = await readFile(committed, "utf8").catch(() => "");
    expect(
      onDisk,
      "docs/api/openapi.json is stale: run UPDATE_OPENAPI=1 npx vitest run sdk/api/openapi.test.ts",
    ).toBe(text);
  });
});
