/**
 * The message of a validation issue (decisions.md: bad input gets a clear error in the user's
 * language), written once for the API's error answers and the web app's forms: which key of the
 * `errors` namespace (it/de/en catalogs) says what is wrong, with the values the text needs. The
 * caller translates the key in its own way (the API by request language, the web app through
 * i18next); no schema library is needed here.
 */
import { MESSAGE_KEYS } from './message-keys.ts';

/**
 * The parts of a zod issue the message depends on: its code, its message (a message key when a
 * domain schema set its own), the issue's other fields (`params`, as fastify-type-provider-zod
 * passes them) and the value found at the issue's path (undefined when the field is missing).
 */
export type ValidationIssue = {
  code: string;
  message?: string;
  params?: Readonly<Record<string, unknown>>;
  value?: unknown;
};

/** A key of the `errors` namespace with the values its text interpolates. */
export type IssueMessage = { key: string; values?: Record<string, string | number> };

/** How the caller knows its message keys and writes numbers in the user's language. */
export type IssueMessageOptions = {
  /** Whether `key` names a message of the `errors` namespace; by default the domain's own keys. */
  isMessageKey?: (key: string) => boolean;
  /** A number (a limit) as the user reads it; by default as written in code. */
  formatNumber?: (value: number | bigint) => string;
};

const DOMAIN_KEYS: ReadonlySet<string> = new Set(Object.values(MESSAGE_KEYS));
const TYPE_NAMES = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'date'] as const;
const FORMAT_NAMES = ['email', 'uuid', 'url', 'date', 'datetime'] as const;

/**
 * Whether `key` is a message key the domain's schemas put on their own issues ({@link MESSAGE_KEYS}).
 * @param key an issue's message
 */
export function isDomainMessageKey(key: string): boolean {
  return DOMAIN_KEYS.has(key);
}

/**
 * An issue as zod reports it (code, message, path and the code's own fields) in the form
 * {@link issueMessage} reads.
 * @param issue the zod issue
 * @param value the value at the issue's path, when the caller knows it
 */
export function fromZodIssue(
  issue: { code: string; message?: string; path?: readonly PropertyKey[] } & object,
  value?: unknown,
): ValidationIssue {
  const {
    code,
    message,
    path: _path,
    ...params
  } = issue as {
    code: string;
    message?: string;
    path?: unknown;
  } & Record<string, unknown>;
  return { code, message, params, value };
}

/**
 * The message of one validation issue. A schema may carry its own message as a key of the
 * `errors` namespace (e.g. `global.errors.emailOrTel`, with or without the `errors:` prefix);
 * otherwise the message follows the issue code: a missing value is required, a text too long
 * names its limit, and anything unforeseen reads as the generic 'Valore non valido'.
 * @param issue the issue
 * @param options how keys are known and numbers written
 */
export function issueMessage(
  issue: ValidationIssue,
  options: IssueMessageOptions = {},
): IssueMessage {
  const isKey = options.isMessageKey ?? isDomainMessageKey;
  const custom = issue.message?.replace(/^errors:/, '');
  if (custom && isKey(custom)) return { key: custom };

  const p = issue.params ?? {};
  const number = (n: unknown) =>
    typeof n === 'number' || typeof n === 'bigint'
      ? (options.formatNumber?.(n) ?? String(n))
      : String(n);
  const count = (n: unknown) => (typeof n === 'number' ? n : Number(n));

  switch (issue.code) {
    case 'invalid_type': {
      if (issue.value === undefined || issue.value === null) return { key: MESSAGE_KEYS.required };
      const expected = TYPE_NAMES.find((t) => t === p.expected);
      if (expected === 'integer' || p.expected === 'int') {
        return { key: 'validation.invalidType.integer' };
      }
      return { key: expected ? `validation.invalidType.${expected}` : 'validation.invalid' };
    }
    case 'too_big':
      if (p.origin === 'string')
        return { key: 'validation.tooLong', values: { count: count(p.maximum) } };
      if (p.origin === 'array' || p.origin === 'set') {
        return { key: 'validation.tooManyItems', values: { count: count(p.maximum) } };
      }
      return {
        key: p.inclusive === false ? 'validation.tooBigExclusive' : 'validation.tooBig',
        values: { maximum: number(p.maximum) },
      };
    case 'too_small':
      if (p.origin === 'string') {
        return count(p.minimum) <= 1
          ? { key: MESSAGE_KEYS.required }
          : { key: 'validation.tooShort', values: { count: count(p.minimum) } };
      }
      if (p.origin === 'array' || p.origin === 'set') {
        return { key: 'validation.tooFewItems', values: { count: count(p.minimum) } };
      }
      return {
        key: p.inclusive === false ? 'validation.tooSmallExclusive' : 'validation.tooSmall',
        values: { minimum: number(p.minimum) },
      };
    case 'invalid_format': {
      // A record id (`idSchema`, zod's guid) reads as the identifier it is, as a uuid does.
      if (p.format === 'guid') return { key: 'validation.format.uuid' };
      const format = FORMAT_NAMES.find((f) => f === p.format);
      return { key: format ? `validation.format.${format}` : 'validation.format.other' };
    }
    case 'not_multiple_of':
      return { key: 'validation.notMultipleOf', values: { divisor: number(p.divisor) } };
    case 'invalid_value':
      return Array.isArray(p.values) && p.values.length > 0
        ? { key: 'validation.notAllowed', values: { values: p.values.map(String).join(', ') } }
        : { key: 'validation.invalid' };
    case 'unrecognized_keys':
      return {
        key: 'validation.unknownKeys',
        values: { keys: Array.isArray(p.keys) ? p.keys.join(', ') : '' },
      };
    default:
      return { key: 'validation.invalid' };
  }
}
