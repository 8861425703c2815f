/**
 * fast-check arbitraries of API requests built from the OpenAPI description (the JSON schemas
 * that fastify-type-provider-zod derives from the routes' zod schemas): values that satisfy a
 * schema, values at its bounds, and hostile values a client could send instead.
 */
import fc from 'fast-check';

/** The part of JSON Schema the API description uses. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
};

/** Keys that reach for an object's prototype when a server merges a body carelessly. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** An object with these entries as own properties, `__proto__` included (unlike a literal). */
function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  return Object.fromEntries(entries);
}

/** Arrays (or objects) nested `depth` deep around a value. */
function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = asObject ? objectOf([['a', value]]) : [value];
  return value;
}

/** Text that breaks naive handling: control characters, lone surrogates, markup, SQL. */
const nastyText = fc.constantFrom(
  '',
  ' ',
  'hello\u0000world',
  '\u0000',
  'a\ud800b',
  '\udfff',
  'a\ud83d',
  '\u202e\u0007\u001b[31m',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  '💩'.repeat(50),
  'null',
  'NaN',
  '-0',
  '1e309',
);

/** Extreme and odd numbers. */
const extremeNumber = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
);

/** A value of any JSON type that a schema is unlikely to expect, often a hostile one. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    nastyText,
    extremeNumber,
    fc.constantFrom(null, true, false, [], {}, [null], ''),
    fc.integer({ min: 1, max: 200_000 }).map((n) => 'a'.repeat(n)),
    fc.constantFrom(50, 500, 1_000).chain((d) => fc.boolean().map((o) => nested(d, o))),
    fc.constantFrom(...PROTOTYPE_KEYS).map((key) => objectOf([[key, { isAdmin: true }]])),
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
  );
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type[0];
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a known value satisfies a text schema (lengths, pattern, uuid format). */
function fits(schema: JsonSchema, value: string): boolean {
  if (value.length < (schema.minLength ?? 0) || value.length > (schema.maxLength ?? Infinity)) {
    return false;
  }
  if (schema.format === 'uuid' && !UUID.test(value)) return false;
  if (schema.format === 'email' && !value.includes('@')) return false;
  if (schema.format && !['uuid', 'email'].includes(schema.format)) return false;
  try {
    return !schema.pattern || new RegExp(schema.pattern).test(value);
  } catch {
    return false;
  }
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  // The server's own pattern is stricter than the e-mail grammar of fast-check.
  if (schema.format === 'email' && !schema.pattern) return fc.emailAddress();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot read: any text, the server tells.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  const exact = (n: number | undefined) =>
    n === undefined ? [] : [fc.constant('x'.repeat(Math.min(n, 100_000)))];
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 6 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 2 },
    // The bounds themselves and one past them.
    ...exact(schema.minLength).map((arbitrary) => ({ arbitrary, weight: 1 })),
    ...exact(schema.maxLength).map((arbitrary) => ({ arbitrary, weight: 1 })),
    ...exact(schema.maxLength === undefined ? undefined : schema.maxLength + 1).map(
      (arbitrary) => ({ arbitrary, weight: 1 }),
    ),
  );
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
  const inside = integer
    ? fc.integer({
        min: Math.ceil(Math.max(min, -(2 ** 31))),
        max: Math.floor(Math.min(max, 2 ** 31)),
      })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const bounds = [min, max, min - 1, max + 1, integer ? min + 0.5 : min - 1e-9];
  return fc.oneof(
    { arbitrary: inside, weight: 5 },
    { arbitrary: fc.constantFrom(...bounds), weight: 2 },
  );
}

/** Options of the generators. */
export type ValueOptions = {
  /** Chance that any one node of the value is replaced by a hostile value (0 for valid only). */
  hostility: number;
  /** Chance of unknown and prototype keys in an object. */
  extraKeys: number;
  /**
   * Values the database holds (ids of types, places, accounts, listings): a text field takes one
   * now and then, so that generated requests get past the existence checks to the writes.
   */
  dictionary?: string[];
};

/**
 * Values of `schema`: mostly valid (inside and on the bounds), and with `options.hostility`
 * hostile at any node: a wrong type, text with NUL or lone surrogates, a huge or empty string,
 * deep nesting, an extreme number, unknown and prototype keys.
 */
export function valueOf(
  schema: JsonSchema,
  options: ValueOptions,
  depth = 0,
): fc.Arbitrary<unknown> {
  const valid = validValueOf(schema, options, depth);
  if (options.hostility <= 0) return valid;
  const weight = Math.max(1, Math.round(options.hostility * 100));
  return fc.oneof(
    { arbitrary: valid, weight: Math.max(1, 100 - weight) },
    { arbitrary: hostileValue(), weight },
  );
}

function validValueOf(
  schema: JsonSchema,
  options: ValueOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    return fc.oneof(...alternatives.map((s) => valueOf(s, options, depth + 1)));
  }
  if (schema.allOf?.length) return valueOf(schema.allOf[0]!, options, depth + 1);
  switch (typeOf(schema)) {
    case 'string': {
      const known = (options.dictionary ?? []).filter((v) => fits(schema, v));
      return known.length
        ? fc.oneof(
            { arbitrary: stringValue(schema), weight: 1 },
            { arbitrary: fc.constantFrom(...known), weight: 1 },
          )
        : stringValue(schema);
    }
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayOf(schema, options, depth);
    case 'object':
      return objectValueOf(schema, options, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function arrayOf(schema: JsonSchema, options: ValueOptions, depth: number): fc.Arbitrary<unknown> {
  if (schema.prefixItems) {
    return fc.tuple(...schema.prefixItems.map((s) => valueOf(s, options, depth + 1)));
  }
  const items = schema.items === false || !schema.items ? {} : schema.items;
  const minLength = schema.minItems ?? 0;
  // Past a few levels only the smallest arrays, so that values stay small.
  const maxLength = Math.min(schema.maxItems ?? 5, depth > 3 ? minLength : minLength + 5);
  return fc.array(valueOf(items, options, depth + 1), { minLength, maxLength });
}

function objectValueOf(
  schema: JsonSchema,
  options: ValueOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const entries = properties.map(([key, s]) => {
    const value = valueOf(s, options, depth + 1);
    // An optional key is left out now and then; a required one too when hostile.
    const present = required.has(key)
      ? fc.oneof(
          { arbitrary: fc.constant(true), weight: 30 },
          { arbitrary: fc.constant(options.hostility <= 0), weight: 1 },
        )
      : fc.boolean();
    return fc.tuple(fc.constant(key), value, present);
  });
  const extra =
    options.extraKeys > 0
      ? fc.oneof(
          {
            arbitrary: fc.constant<[string, unknown][]>([]),
            weight: Math.max(1, Math.round((1 - options.extraKeys) * 10)),
          },
          {
            arbitrary: fc.array(
              fc.tuple(
                fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 })),
                hostileValue(),
              ),
              { minLength: 1, maxLength: 3 },
            ),
            weight: Math.max(1, Math.round(options.extraKeys * 10)),
          },
        )
      : fc.constant<[string, unknown][]>([]);
  return fc
    .tuple(fc.tuple(...entries), extra)
    .map(([chosen, more]) =>
      objectOf([
        ...chosen.filter(([, , present]) => present).map(([k, v]) => [k, v] as [string, unknown]),
        ...more,
      ]),
    );
}

/** Percent-encodes text as UTF-8 bytes; a lone surrogate becomes the bytes of its code unit. */
export function encodeQueryText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const next = text.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      // What a client that does not check sends: CESU-style bytes, invalid UTF-8.
      out += `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`;
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** A query or path value as text: objects and arrays become their JSON. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? '';
}

/** Appends `key=value` pairs, arrays as repeated keys and objects as `key[sub]`. */
export function queryPairs(key: string, value: unknown, depth = 0): string[] {
  if (depth < 3 && Array.isArray(value)) {
    return value.length
      ? value.flatMap((v) => queryPairs(key, v, depth + 1))
      : [`${encodeQueryText(key)}=`];
  }
  if (depth < 3 && value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.flatMap(([k, v]) => queryPairs(`${key}[${k}]`, v, depth + 1));
  }
  return [`${encodeQueryText(key)}=${encodeQueryText(asText(value).slice(0, 5_000))}`];
}

/** Text a client should not send in any field: NUL, lone surrogates, control characters. */
export const poisonText = fc.constantFrom(
  'hello\u0000world',
  '\u0000',
  'a\ud800b',
  '\udfffz',
  'a\u0007\u001b',
);

/**
 * The value with one of its text leaves (chosen by `pick`) replaced by `text`: a request that
 * is valid but for one field, the way a single bad character reaches the database.
 */
export function withOneTextLeaf(value: unknown, text: string, pick: number): unknown {
  const leaves: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    if (path.length > 20) return;
    if (typeof v === 'string') leaves.push(path);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(value, []);
  if (leaves.length === 0) return value;
  const target = leaves[pick % leaves.length]!;
  const replace = (v: unknown, depth: number): unknown => {
    if (depth === target.length) return text;
    const key = target[depth]!;
    if (Array.isArray(v)) {
      return (v as unknown[]).map((x, i) => (i === key ? replace(x, depth + 1) : x));
    }
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).map(([k, x]) => [
        k,
        k === key ? replace(x, depth + 1) : x,
      ]),
    );
  };
  return replace(value, 0);
}
