import { isErrorMessageKey, translateError, type Language } from './i18n.ts';

/** The parts of a zod issue the message depends on (as fastify-type-provider-zod passes them). */
export type IssueLike = {
  code: string;
  message?: string;
  params?: Record<string, unknown>;
  /** The value found at the issue's path; undefined when the field is missing. */
  value?: unknown;
};

const typeNames = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'date'] as const;
const formatNames = ['email', 'uuid', 'url', 'date', 'datetime'] as const;

/**
 * The localized message of one validation issue. A schema may carry its own message as a key of
 * the `errors` namespace (e.g. `global.errors.emailOrTel`, with or without the `errors:` prefix);
 * otherwise the message follows the issue code.
 */
export function issueMessage(lang: Language, issue: IssueLike): string {
  const custom = issue.message?.replace(/^errors:/, '');
  if (custom && isErrorMessageKey(custom)) return translateError(lang, custom);

  const p = issue.params ?? {};
  const number = (n: unknown) =>
    typeof n === 'number' || typeof n === 'bigint'
      ? new Intl.NumberFormat(lang).format(n)
      : String(n);
  const count = (n: unknown) => (typeof n === 'number' ? n : Number(n));

  switch (issue.code) {
    case 'invalid_type': {
      if (issue.value === undefined || issue.value === null)
        return translateError(lang, 'global.errors.required');
      const expected = typeNames.find((t) => t === p.expected);
      if (expected === 'integer' || p.expected === 'int')
        return translateError(lang, 'validation.invalidType.integer');
      return expected
        ? translateError(lang, `validation.invalidType.${expected}`)
        : translateError(lang, 'validation.invalid');
    }
    case 'too_big':
      if (p.origin === 'string')
        return translateError(lang, 'validation.tooLong', { count: count(p.maximum) });
      if (p.origin === 'array' || p.origin === 'set')
        return translateError(lang, 'validation.tooManyItems', { count: count(p.maximum) });
      return translateError(
        lang,
        p.inclusive === false ? 'validation.tooBigExclusive' : 'validation.tooBig',
        {
          maximum: number(p.maximum),
        },
      );
    case 'too_small':
      if (p.origin === 'string')
        return count(p.minimum) <= 1
          ? translateError(lang, 'global.errors.required')
          : translateError(lang, 'validation.tooShort', { count: count(p.minimum) });
      if (p.origin === 'array' || p.origin === 'set')
        return translateError(lang, 'validation.tooFewItems', { count: count(p.minimum) });
      return translateError(
        lang,
        p.inclusive === false ? 'validation.tooSmallExclusive' : 'validation.tooSmall',
        {
          minimum: number(p.minimum),
        },
      );
    case 'invalid_format': {
      const format = formatNames.find((f) => f === p.format);
      return translateError(
        lang,
        format ? `validation.format.${format}` : 'validation.format.other',
      );
    }
    case 'not_multiple_of':
      return translateError(lang, 'validation.notMultipleOf', { divisor: number(p.divisor) });
    case 'invalid_value':
      return Array.isArray(p.values) && p.values.length > 0
        ? translateError(lang, 'validation.notAllowed', { values: p.values.map(String).join(', ') })
        : translateError(lang, 'validation.invalid');
    case 'unrecognized_keys':
      return translateError(lang, 'validation.unknownKeys', {
        keys: Array.isArray(p.keys) ? p.keys.join(', ') : '',
      });
    default:
      return translateError(lang, 'validation.invalid');
  }
}
