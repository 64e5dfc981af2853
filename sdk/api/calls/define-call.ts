import { z } from "zod/mini";
import type { HttpMethod } from "../client.js";

// One typed description per API call (core-journey §7, engagement §7). A client and a server both
// read the same object: the client to build and parse, the server to route and validate.

/** A call as the table declares it. Paths are OpenAPI style, relative to the API base /api/v1/cn. */
export interface CallSpec {
  /** camelCase; also the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly summary: string;
  /** One object schema whose keys are exactly the path's `{placeholders}`. */
  readonly params?: z.ZodMiniObject;
  /** Query values arrive as strings: numbers use z.coerce. */
  readonly query?: z.ZodMiniObject;
  readonly body?: z.ZodMiniType;
  /** The media type of the 2xx answer when it is not JSON (a CSV export). */
  readonly answerType?: "text/csv";
  /** Answer schema per HTTP status; `noContent` for an empty body. */
  readonly responses: Readonly<Record<number, z.ZodMiniType>>;
}

/** The answer schema of statuses without a body (204). */
export const noContent = z.undefined().check(z.describe("No content"));

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` placeholders of a path, in order. */
export function pathParamNames(path: string): string[] {
  return Array.from(path.matchAll(PLACEHOLDER), (match) => match[1] ?? "");
}

/** "/campaign-fan/{campaignOid}" -> "/campaign-fan/:campaignOid" (Hono's route syntax). */
export function toHonoPath(path: string): string {
  return path.replace(PLACEHOLDER, ":$1");
}

/**
 * Declares one call, keeping its literal types so `CallBody<typeof call>` and friends infer. Throws
 * at definition time when the path's placeholders and the params schema disagree.
 */
export function defineCall<const C extends CallSpec>(call: C): C {
  const placeholders = pathParamNames(call.path).sort();
  const declared = Object.keys(call.params?.shape ?? {}).sort();
  if (placeholders.join() !== declared.join()) {
    throw new Error(
      `defineCall("${call.id}"): path ${call.path} has placeholders [${placeholders.join(", ")}] but ` +
        `params declares [${declared.join(", ")}]; make params a z.object with exactly those keys.`,
    );
  }
  return call;
}

type CallTable<Cs extends readonly CallSpec[]> = { readonly [C in Cs[number] as C["id"]]: C };

/** Turns a list of calls into a table keyed by id; an id used twice is a developer error. */
export function indexCalls<const Cs extends readonly CallSpec[]>(...list: Cs): CallTable<Cs> {
  const table: Record<string, CallSpec> = {};
  for (const call of list) {
    if (table[call.id]) throw new Error(`indexCalls: the call id "${call.id}" is used twice.`);
    table[call.id] = call;
  }
  return table as CallTable<Cs>;
}

// ---- Types a client and a server infer from a call -------------------------------------------

type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a client sends (defaults may be left out). */
export type CallParams<C extends CallSpec> = InputOf<C["params"]>;
export type CallQuery<C extends CallSpec> = InputOf<C["query"]>;
export type CallBody<C extends CallSpec> = InputOf<C["body"]>;

/** What a server holds after parsing the request with the call's schemas. */
export type ParsedParams<C extends CallSpec> = OutputOf<C["params"]>;
export type ParsedQuery<C extends CallSpec> = OutputOf<C["query"]>;
export type ParsedBody<C extends CallSpec> = OutputOf<C["body"]>;

/** The statuses a call answers with. */
export type CallStatus<C extends CallSpec> = keyof C["responses"] & number;
/** An answer as a client holds it after parsing (defaults filled). */
export type CallResponse<C extends CallSpec, S extends CallStatus<C>> = z.output<C["responses"][S]>;
/** An answer as a server may write it (defaults may be left out). */
export type CallResponseInput<C extends CallSpec, S extends CallStatus<C>> = z.input<C["responses"][S]>;

/** Every answer of a call as a union discriminated by status, to switch on exhaustively. */
export type CallResult<C extends CallSpec> = {
  [S in CallStatus<C>]: { status: S; data: CallResponse<C, S> };
}[CallStatus<C>];

type Part<K extends string, S> = S extends z.ZodMiniType
  ? { [P in K]: z.input<S> }
  : { [P in K]?: undefined };
/** The request parts of a call in one object: `{ params, query, body }`, each present when declared. */
export type CallRequest<C extends CallSpec> = Part<"params", C["params"]> &
  Part<"query", C["query"]> &
  Part<"body", C["body"]>;

/**
 * Parses an answer with the schema of its status. Throws when the call does not declare the status
 * or when the body does not match (a contract breach, not a user error).
 */
export function parseCallAnswer<C extends CallSpec>(call: C, status: number, data: unknown): CallResult<C> {
  const schema = call.responses[status];
  if (!schema) {
    throw new Error(`${call.id}: status ${status} is not one the contract declares for ${call.path}.`);
  }
  return { status, data: schema.parse(data) } as CallResult<C>;
}
