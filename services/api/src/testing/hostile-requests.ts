import { randomUUID } from 'node:crypto';

/** JSON Schema as the OpenAPI document holds it: the subset that zod's generator writes. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
}

interface OpenApiParameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly schema: JsonSchema;
}

/** One operation of the OpenAPI document, as the walker needs it. */
export interface OpenApiOperation {
  readonly method: string;
  /** The document's path, `/api/courses/{courseId}`. */
  readonly path: string;
  /** The Express path below /api, `/courses/:courseId`, by which the route is declared. */
  readonly routePath: string;
  readonly secured: boolean;
  readonly parameters: readonly OpenApiParameter[];
  readonly body: JsonSchema | undefined;
}

interface OpenApiDocument {
  readonly paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; security?: unknown[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
}

export function operationsOf(document: OpenApiDocument): OpenApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      routePath: path.replace(/^\/api/, '').replace(/\{([^}]+)\}/g, ':$1'),
      secured: (operation.security ?? []).length > 0,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

export type Hostility =
  | 'nul'
  | 'lone-surrogate'
  | 'wrong-type'
  | 'prototype-key'
  | 'unknown-key'
  | 'deep-nesting'
  | 'near-limit'
  | 'over-limit'
  | 'long'
  | 'odd-identifier'
  | 'invalid-utf8';

export interface HostileRequest {
  readonly hostility: Hostility;
  /** The field made hostile: `#/body/score`, `#/params/courseId`, `#/query/limit`. */
  readonly pointer: string;
  /** Below the server's origin, already encoded: `/api/courses/x%00?page=1`. */
  readonly url: string;
  /** JSON text; absent for operations without a body. */
  readonly body?: string;
  /**
   * True when no caller may have this accepted: an allowed caller gets a 400 naming `pointer`. False for values that
   * are strange but may be valid (an id spelled `constructor`): those only must not break the server or move the log.
   */
  readonly malformed: boolean;
  /** Larger than the body limit: a 413 for everyone, before anything else is looked at. */
  readonly oversized: boolean;
  /**
   * A path that is not percent-encoded UTF-8: a 400 for everyone, before sign-in, role or plan is looked at. Such a
   * path names no resource at all, and the router refuses it before it has chosen a route, so nothing about who asks
   * is known yet and nothing is told by refusing it first. (A query string is decoded leniently, with U+FFFD in place
   * of the bad bytes, so it is an odd value like any other and owes the usual refusals.)
   */
  readonly undecodable?: boolean;
}

/** The walk's bounds; the body limit in bytes (the server's BODY_LIMIT). */
export interface HostileOptions {
  readonly bodyLimitBytes: number;
}

const MARKER = '"@@hostile-json@@"';
const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
/** A high surrogate alone in UTF-8: what a URL can carry of a lone surrogate, since it cannot encode one. */
const INVALID_UTF8 = '%ED%A0%80';

type Path = readonly (string | number)[];

const typesOf = (schema: JsonSchema): Set<string> | null => {
  if (schema.const !== undefined) return new Set([jsonType(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map(jsonType));
  if (schema.type) return new Set(typeof schema.type === 'string' ? [schema.type] : schema.type);
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return null;
  const types = new Set<string>();
  for (const branch of branches) {
    const inner = typesOf(branch);
    if (!inner) return null;
    inner.forEach((type) => types.add(type));
  }
  return types;
};

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const accepts = (types: Set<string>, type: string) => types.has(type) || (type === 'integer' && types.has('number'));

/** Whether a string passes the schema's own rules (pattern, length, enum): decides whether an odd value is malformed. */
function acceptsString(schema: JsonSchema, value: string): boolean {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => acceptsString(branch, value));
  if (schema.const !== undefined) return schema.const === value;
  if (schema.enum) return schema.enum.includes(value);
  const types = typesOf(schema);
  if (types && !types.has('string')) return types.has('integer') || types.has('number') ? /^-?\d+(\.\d+)?$/.test(value) : false;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  return schema.maxLength === undefined || value.length <= schema.maxLength;
}

const firstBranch = (schema: JsonSchema): JsonSchema => {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  return branches.find((branch) => !(typesOf(branch)?.has('null') && typesOf(branch)?.size === 1)) ?? branches[0]!;
};

const knownPatterns: readonly [RegExp, () => string][] = [
  [/\[0-9a-fA-F\]\{8\}/, () => randomUUID()],
  [/^\^\[A-Za-z0-9\]\[A-Za-z0-9_-\]/, () => `fuzz${randomUUID().slice(0, 8)}`],
  [/-W\(/, () => '2026-W10'],
  [/02-29/, () => new Date(Date.now() - 60_000).toISOString()],
  [/@/, () => `fuzz-${randomUUID().slice(0, 8)}@example.com`],
  [/^\^\\d\{6\}\$$/, () => '000000'],
  [/^\^#\[0-9a-f\]\{6\}\$$/, () => '#123456'],
  [/\(\?=\.\{4,253\}\$\)/, () => `fuzz${randomUUID().slice(0, 8)}.example.com`],
  // A card number: the test provider's good card, which pays nothing without a real checkout session.
  [/\{11,18\}/, () => '4242424242424242'],
  // An IBAN whose check digits do not hold: well formed, so the rules refuse it and no payout account is stored.
  [/\[A-Za-z\]\{2\}\\s\*\\d\{2\}/, () => 'DE00370400440532013000'],
  // A narration audio key (a SHA-256 in hex) no course has.
  [/^\^\[a-f0-9\]\{64\}\$$/, () => 'a'.repeat(64)],
];

/** Plain shapes tried against a pattern the list above does not know: a whole number, a word, an id. */
const plainShapes: readonly (() => string)[] = [() => '123456789', () => 'fuzz', () => `fuzz-${randomUUID().slice(0, 8)}`, () => randomUUID()];

function sampleString(schema: JsonSchema): string {
  if (schema.pattern) {
    const known = knownPatterns.find(([shape]) => shape.test(schema.pattern!));
    if (known) return known[1]();
    const plain = plainShapes.map((shape) => shape()).find((value) => acceptsString(schema, value));
    if (plain !== undefined) return plain;
  }
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'uri') return 'https://example.com/fuzz';
  if (schema.format === 'email') return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
  if (schema.format === 'date-time') return new Date(Date.now() - 60_000).toISOString();
  return 'f'.repeat(Math.min(Math.max(schema.minLength ?? 1, 4), schema.maxLength ?? 4));
}

/** A value the schema accepts, pointing at nothing that exists: the base each hostile request changes one field of. */
function sampleValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const chosen = firstBranch(schema);
  if (chosen !== schema) return sampleValue(chosen);
  const types = typesOf(schema);
  if (!types) return null;
  if (types.has('object')) {
    const value: Record<string, unknown> = {};
    // With nothing required, every field: such bodies usually ask for at least one.
    const names = schema.required?.length ? schema.required : Object.keys(schema.properties ?? {});
    for (const name of names) value[name] = sampleValue(schema.properties?.[name] ?? {});
    return value;
  }
  if (types.has('array')) {
    const count = Math.min(Math.max(schema.minItems ?? 0, 1), schema.maxItems ?? 1);
    return Array.from({ length: count }, () => sampleValue(schema.items ?? {}));
  }
  if (types.has('string')) return sampleString(schema);
  if (types.has('integer') || types.has('number')) return Math.min(Math.max(schema.minimum ?? 1, 0), schema.maximum ?? Number.MAX_SAFE_INTEGER);
  if (types.has('boolean')) return true;
  return null;
}

/** Every field below a body schema, with the schema that governs it, objects first (so prototype keys get a parent). */
function fieldsOf(schema: JsonSchema, base: unknown, path: Path = []): { path: Path; schema: JsonSchema }[] {
  const fields = [{ path, schema }];
  const chosen = firstBranch(schema);
  if (chosen.properties && base && typeof base === 'object') {
    for (const [name, property] of Object.entries(chosen.properties)) {
      const value = (base as Record<string, unknown>)[name];
      fields.push(...fieldsOf(property, value === undefined ? sampleValue(property) : value, [...path, name]));
    }
  } else if (chosen.items && Array.isArray(base) && base.length > 0) {
    fields.push(...fieldsOf(chosen.items, base[0], [...path, 0]));
  }
  return fields;
}

function withValueAt(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  copy[head!] = withValueAt(copy[head!] ?? sampleValue({}), rest, value);
  return copy;
}

/** JSON text of the base with `raw` (JSON text) at `path`; raw text can be larger or deeper than JSON.stringify allows. */
function bodyWith(base: unknown, path: Path, raw: string): string {
  return JSON.stringify(withValueAt(base, path, JSON.parse(MARKER))).replace(MARKER, () => raw);
}

/** An object's JSON text with one more member, written by hand since JSON.stringify cannot write `__proto__`. */
function bodyWithKey(base: unknown, path: Path, key: string, value: string): string {
  const parent = path.reduce<unknown>((value, step) => (value as Record<string | number, unknown>)[step], base);
  const members = JSON.stringify(parent).slice(1, -1);
  return bodyWith(base, path, `{${members}${members ? ',' : ''}"${key}":${value}}`);
}

const pointerOf = (location: 'body' | 'params' | 'query', path: Path) => `#/${[location, ...path].join('/')}`;

function wrongValue(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (!types) return undefined;
  const candidates: [string, unknown][] = [['integer', 12345], ['string', 'wrong type'], ['boolean', true], ['object', {}], ['array', []], ['null', null]];
  return candidates.find(([type]) => !accepts(types, type))?.[1];
}

/** The hostile variants of one operation's JSON body: each changes one field of a valid base. */
function bodyVariants(schema: JsonSchema, base: unknown, options: HostileOptions): Omit<HostileRequest, 'url'>[] {
  const baseBytes = Buffer.byteLength(JSON.stringify(base));
  const nearLimit = options.bodyLimitBytes - baseBytes - 256;
  const variants: Omit<HostileRequest, 'url'>[] = [];
  const add = (hostility: Hostility, path: Path, body: string, oversized = false) =>
    variants.push({ hostility, pointer: pointerOf('body', path), body, malformed: true, oversized });
  let overLimitDone = false;
  for (const { path, schema: field } of fieldsOf(schema, base)) {
    const types = typesOf(firstBranch(field)) ?? typesOf(field);
    const wrong = wrongValue(field);
    if (wrong !== undefined) add('wrong-type', path, bodyWith(base, path, JSON.stringify(wrong)));
    if (types && !types.has('array') && path.length <= 1) {
      // As deep as the limit allows: a walk over the body that recurses, rather than loops, stops here. The top level
      // is enough to reach such a walk; deeper copies would only cost time.
      const depth = Math.floor(nearLimit / 2);
      add('deep-nesting', path, bodyWith(base, path, '['.repeat(depth) + ']'.repeat(depth)));
    }
    if (types?.has('string')) {
      const text = String(sampleValue({ ...firstBranch(field), anyOf: undefined, oneOf: undefined }) ?? 'x');
      add('nul', path, bodyWith(base, path, JSON.stringify(`${text}${NUL}`)));
      add('lone-surrogate', path, bodyWith(base, path, JSON.stringify(`${text}${LONE_SURROGATE}`)));
      const maxLength = firstBranch(field).maxLength;
      if (maxLength === undefined || maxLength < nearLimit) add('near-limit', path, bodyWith(base, path, JSON.stringify('n'.repeat(nearLimit))));
      if (!overLimitDone) {
        add('over-limit', path, bodyWith(base, path, JSON.stringify('o'.repeat(options.bodyLimitBytes + 1024))), true);
        overLimitDone = true;
      }
    }
    const value = path.reduce<unknown>((parent, step) => (parent as Record<string | number, unknown> | undefined)?.[step], base);
    if (types?.has('object') && value && typeof value === 'object' && !Array.isArray(value)) {
      const polluting = '{"prototype":{"polluted":true},"polluted":true}';
      // A string is no value of the records we take (numbers and flags), so the unknown key is refused there too.
      // A record of any members (a credential pasted to be verified) takes any key by design: only prototype keys are hostile there.
      const takesAnyKey = field.additionalProperties === true || (typeof field.additionalProperties === 'object' && Object.keys(field.additionalProperties).length === 0);
      for (const [hostility, key, member] of [['prototype-key', '__proto__', polluting], ['prototype-key', 'constructor', polluting], ['unknown-key', 'fuzzUnknownField', '"fuzz"']] as const) {
        if (hostility === 'unknown-key' && takesAnyKey) continue;
        variants.push({ hostility, pointer: pointerOf('body', [...path, key]), body: bodyWithKey(base, path, key, member), malformed: true, oversized: false });
      }
    }
  }
  if (!overLimitDone) add('over-limit', [], JSON.stringify({ padding: 'o'.repeat(options.bodyLimitBytes + 1024) }), true);
  return variants;
}

interface ParameterValue {
  readonly parameter: OpenApiParameter;
  /** Already percent-encoded. */
  readonly encoded: string;
}

interface ParameterVariant {
  readonly hostility: Hostility;
  readonly encoded: string;
  readonly malformed: boolean;
  /** Sent twice, so that the server sees a list where it expects one value. */
  readonly repeated?: boolean;
  readonly undecodable?: boolean;
}

/** Hostile spellings of one path or query parameter, percent-encoded as they go on the wire. */
function parameterVariants(parameter: OpenApiParameter, base: string): ParameterVariant[] {
  const schema = parameter.schema;
  const types = typesOf(firstBranch(schema)) ?? new Set<string>();
  const maybeValid = (hostility: Hostility, decoded: string, encoded = encodeURIComponent(decoded)): ParameterVariant => ({
    hostility,
    encoded,
    malformed: !acceptsString(schema, decoded),
  });
  const variants: ParameterVariant[] = [
    { hostility: 'nul', encoded: `${encodeURIComponent(base)}%00`, malformed: true },
    parameter.in === 'path'
      ? { hostility: 'invalid-utf8', encoded: `${encodeURIComponent(base)}${INVALID_UTF8}`, malformed: true, undecodable: true }
      : maybeValid('invalid-utf8', `${base}\ufffd`, `${encodeURIComponent(base)}${INVALID_UTF8}`),
    maybeValid('long', 'l'.repeat(2000)),
  ];
  if (!types.has('string') || schema.enum || firstBranch(schema).enum) variants.push({ hostility: 'wrong-type', encoded: 'not-a-valid-value', malformed: true });
  else if (parameter.in === 'query') variants.push({ hostility: 'wrong-type', encoded: encodeURIComponent(base), malformed: true, repeated: true });
  if (parameter.in === 'path') {
    for (const identifier of ['__proto__', 'constructor', 'hasOwnProperty', 'a/b']) variants.push(maybeValid('odd-identifier', identifier));
  }
  return variants;
}

function urlOf(operation: OpenApiOperation, values: readonly ParameterValue[]): string {
  let path = operation.path;
  const query: string[] = [];
  for (const { parameter, encoded } of values) {
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, () => encoded);
    else query.push(`${encodeURIComponent(parameter.name)}=${encoded}`);
  }
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** The valid request each hostile one changes one field of: its values point at nothing that exists. */
export interface BaseRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  readonly body: unknown;
  /** Below the server's origin, encoded. */
  readonly url: string;
}

/** An operation's valid base and its hostile variants. */
export interface OperationWalk {
  readonly base: BaseRequest;
  readonly requests: readonly HostileRequest[];
}

/**
 * A bounded set of hostile requests for one operation: for each path and query parameter and each body field, one
 * request per kind of hostility (NUL, lone surrogates, wrong types, deep nesting, prototype and unknown keys, strings
 * just under and over the body limit, odd identifiers in the path), the rest of the request left valid so that the
 * answer can only be about that field.
 */
export function walkOperation(operation: OpenApiOperation, options: HostileOptions): OperationWalk {
  // Path parameters always, query parameters when required: the rest stay out of the base.
  const chosen = operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.required);
  const values = new Map(chosen.map((parameter) => [parameter, String(sampleValue(parameter.schema))]));
  const baseValues = (without?: OpenApiParameter) =>
    [...values].filter(([parameter]) => parameter !== without).map(([parameter, value]) => ({ parameter, encoded: encodeURIComponent(value) }));
  const bodyValue = operation.body ? sampleValue(operation.body) : undefined;
  const baseBody = operation.body ? { body: JSON.stringify(bodyValue) } : {};
  const url = urlOf(operation, baseValues());
  const requests: HostileRequest[] = [];
  for (const parameter of operation.parameters) {
    const value = values.get(parameter) ?? String(sampleValue(parameter.schema));
    for (const variant of parameterVariants(parameter, value)) {
      const mutated = { parameter, encoded: variant.encoded };
      requests.push({
        hostility: variant.hostility,
        pointer: pointerOf(parameter.in === 'path' ? 'params' : 'query', [parameter.name]),
        url: urlOf(operation, [...baseValues(parameter), ...(variant.repeated ? [mutated, mutated] : [mutated])]),
        ...baseBody,
        malformed: variant.malformed,
        oversized: false,
        ...(variant.undecodable ? { undecodable: true } : {}),
      });
    }
  }
  if (operation.parameters.some((parameter) => parameter.in === 'query')) {
    for (const key of ['__proto__', 'constructor']) {
      const hostile = `${url}${url.includes('?') ? '&' : '?'}${key}=polluted`;
      requests.push({ hostility: 'prototype-key', pointer: pointerOf('query', [key]), url: hostile, ...baseBody, malformed: true, oversized: false });
    }
  }
  // An upload's body is bytes, which its document gives no JSON schema for.
  if (operation.body && Object.keys(operation.body).length > 0) {
    for (const variant of bodyVariants(operation.body, bodyValue, options)) requests.push({ ...variant, url });
  }
  const part = (location: 'path' | 'query') =>
    Object.fromEntries([...values].filter(([parameter]) => parameter.in === location).map(([parameter, value]) => [parameter.name, value]));
  return { base: { params: part('path'), query: part('query'), body: bodyValue, url }, requests };
}
