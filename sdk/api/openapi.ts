import { z } from "zod/mini";
import { type CallSpec, callList } from "./calls.js";
import { AUTH_TOKEN_HEADER, DEFAULT_API_PATH } from "./client.js";
import { PROMOTER_API_PATH, promoterCallList, publicPromoterCalls } from "./promoter-calls.js";
import * as entities from "./schemas/index.js";

// Builds the OpenAPI 3.1 document of the call table with zod's own z.toJSONSchema. Schemas with a
// `.meta({ id })` become components; requests are converted as zod *input* (defaults optional),
// answers as *output*. Where the two differ a second component `{id}Input` describes the request side.

type Json = Record<string, unknown>;
type Io = "input" | "output";

const COMPONENTS = "#/components/schemas/";
const REF = /"\$ref":"#\/components\/schemas\/([^"]+)"/g;

const REASONS: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted: verification must follow",
  204: "No content",
  400: "Invalid request",
  401: "Not signed in, or not recognised (a normal result, core-journey §7)",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict",
  429: "Too many requests: wait before trying again",
};

type Override = NonNullable<Parameters<typeof z.toJSONSchema>[1]>["override"];

/** Says what the schemas mean rather than every detail zod can spell out. */
const tidy: Override = ({ zodSchema, jsonSchema }) => {
  // Objects strip unknown keys rather than reject them: answers may grow without breaking clients.
  const def = zodSchema._zod.def;
  if (def.type === "object" && def.catchall === undefined && jsonSchema.additionalProperties === false) {
    delete jsonSchema.additionalProperties;
  }
  // z.int() states the safe-integer range, which "integer" already implies.
  if (jsonSchema.type === "integer") {
    if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
    if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  }
  // The format names what zod's long generated pattern checks.
  if ((jsonSchema.format === "date-time" || jsonSchema.format === "email") && jsonSchema.pattern) {
    delete jsonSchema.pattern;
  }
};

const rewriteRefs = <T>(value: T, rename: (id: string) => string = (id) => id): T =>
  JSON.parse(
    JSON.stringify(value).replace(
      /"\$ref":"#\/\$defs\/([^"]+)"|"\$ref":"#\/components\/schemas\/([^"]+)"/g,
      (_, a, b) => JSON.stringify({ $ref: `${COMPONENTS}${rename(a ?? b)}` }).slice(1, -1),
    ),
  );

const refsOf = (value: unknown): string[] =>
  Array.from(JSON.stringify(value).matchAll(REF), (m) => m[1] ?? "");

/** Converts every schema of the table, keeping the extracted definitions per io. */
class Converter {
  readonly defs: Record<Io, Map<string, Json>> = { input: new Map(), output: new Map() };

  convert(schema: z.ZodMiniType, io: Io): Json {
    const {
      $schema: _,
      $defs,
      ...root
    } = z.toJSONSchema(schema, {
      io,
      target: "draft-2020-12",
      override: tidy,
    }) as Json;
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
      const tidyDef = rewriteRefs(def);
      const known = this.defs[io].get(id);
      if (known && JSON.stringify(known) !== JSON.stringify(tidyDef)) {
        throw new Error(`openapi: two different schemas use the id "${id}"; give one of them another id.`);
      }
      this.defs[io].set(id, tidyDef);
    }
    return rewriteRefs(root);
  }

  /** Ids whose request-side shape differs from the answer side, directly or through a reference. */
  inputOnlyIds(): Set<string> {
    const { input, output } = this.defs;
    const differ = new Set<string>();
    for (const [id, def] of input) {
      const out = output.get(id);
      if (out && JSON.stringify(out) !== JSON.stringify(def)) differ.add(id);
    }
    for (let grew = true; grew; ) {
      grew = false;
      for (const [id, def] of input) {
        if (differ.has(id) || !output.has(id)) continue;
        if (refsOf(def).some((ref) => differ.has(ref))) {
          differ.add(id);
          grew = true;
        }
      }
    }
    return differ;
  }
}

const describeParts = (json: Json): { description?: string; schema: Json } => {
  const { description, ...schema } = json;
  return typeof description === "string" ? { description, schema } : { schema };
};

function parametersOf(call: CallSpec, convert: (schema: z.ZodMiniType) => Json): Json[] {
  const parts = [
    ["path", call.params],
    ["query", call.query],
  ] as const;
  const parameters: Json[] = [];
  for (const [where, schema] of parts) {
    if (!schema) continue;
    const json = convert(schema);
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries((json.properties ?? {}) as Record<string, Json>)) {
      parameters.push({
        name,
        in: where,
        required: where === "path" || required.has(name),
        ...describeParts(property),
      });
    }
  }
  parameters.push({ $ref: "#/components/parameters/AcceptLanguage" });
  return parameters;
}

const isNoContent = (schema: z.ZodMiniType) => schema._zod.def.type === "undefined";

/** The OpenAPI 3.1 document of every call in the table (committed as docs/api/openapi.json). */
export function buildOpenApiDocument(): Json {
  const converter = new Converter();
  const requests: { call: CallSpec; parameters: Json[]; body?: Json }[] = [];
  const paths: Record<string, Record<string, Json>> = {};
  // The promoter API (issue 19) lives under its own base with its own authentication.
  const promoterCalls = new Set(promoterCallList);
  const publicCalls = new Set<CallSpec>(publicPromoterCalls);
  const allCalls = [...callList, ...promoterCallList];

  for (const call of allCalls) {
    const input = (schema: z.ZodMiniType) => converter.convert(schema, "input");
    requests.push({ call, parameters: parametersOf(call, input), body: call.body && input(call.body) });
  }
  const answers = allCalls.map((call) =>
    Object.entries(call.responses as Record<string, z.ZodMiniType>).map(([status, schema]) => ({
      status,
      schema: isNoContent(schema) ? undefined : converter.convert(schema, "output"),
    })),
  );

  // Every entity with an id is a component, also those no call carries (cart, currency, states).
  // A payload that normalises what it reads (a pipe into a transform) exists on the request side only.
  for (const value of Object.values(entities)) {
    if (!(value instanceof z.ZodMiniType) || !z.globalRegistry.get(value)?.id) continue;
    if (value._zod.def.type !== "pipe") converter.convert(value, "output");
  }
  const inputIds = converter.inputOnlyIds();
  const onInputSide = (id: string) => (inputIds.has(id) ? `${id}Input` : id);

  requests.forEach(({ call, parameters, body }, index) => {
    const operation: Json = {
      operationId: call.id,
      summary: call.summary,
      parameters: rewriteRefs(parameters, onInputSide),
    };
    if (body) {
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: rewriteRefs(body, onInputSide) } },
      };
    }
    const mediaType = (status: string) =>
      call.answerType && status.startsWith("2") ? call.answerType : "application/json";
    operation.responses = Object.fromEntries(
      (answers[index] ?? []).map(({ status, schema }) => [
        status,
        {
          description: REASONS[Number(status)] ?? `Status ${status}`,
          ...(schema && { content: { [mediaType(status)]: { schema } } }),
        },
      ]),
    );
    if (promoterCalls.has(call)) {
      operation.tags = ["promoter"];
      operation.security = publicCalls.has(call) ? [] : [{ promoterKey: [] }];
      paths[call.path] ??= { servers: [{ url: PROMOTER_API_PATH }] } as unknown as Record<string, Json>;
    }
    paths[call.path] ??= {};
    paths[call.path]![call.method.toLowerCase()] = operation;
  });

  const schemas: Record<string, Json> = Object.fromEntries(converter.defs.output);
  for (const [id, def] of converter.defs.input) {
    const name = onInputSide(id);
    if (name !== id && converter.defs.output.has(name)) {
      throw new Error(`openapi: "${name}" is both a schema id and the request variant of "${id}".`);
    }
    if (name !== id || !schemas[id]) schemas[name] = rewriteRefs(def, onInputSide);
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Fan campaigns API",
      version: "1.0.0",
      description:
        "Calls the fan-facing site and elements make (core-journey §7, engagement §7). Every request may " +
        `send the fan's token in the ${AUTH_TOKEN_HEADER} header; answers carry the token to keep. ` +
        "Amounts are integers in minor units; dates are ISO-8601 strings. Calls tagged promoter are the " +
        `promoter API (issue 19), served under ${PROMOTER_API_PATH} with a Bearer API key (docs/promoter-api.md).`,
    },
    servers: [{ url: DEFAULT_API_PATH }],
    security: [{}, { authToken: [] }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      parameters: {
        AcceptLanguage: {
          name: "accept-language",
          in: "header",
          required: false,
          description: "The UI language; answers use it where they carry text",
          schema: { $ref: `${COMPONENTS}Language` },
        },
      },
      securitySchemes: {
        promoterKey: {
          type: "http",
          scheme: "bearer",
          description: "A promoter API key (demo mode seeds fc_demo_promoter_key)",
        },
        authToken: {
          type: "apiKey",
          in: "header",
          name: AUTH_TOKEN_HEADER,
          description: "Saved from each answer's header of the same name and sent with every request",
        },
      },
    },
  };
}
