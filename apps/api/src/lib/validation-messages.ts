import { formatNumber } from '@domus/domain/format/locale-format';
import {
  issueMessage as issueMessageOf,
  type ValidationIssue,
} from '@domus/domain/core/issue-message';
import { isErrorMessageKey, translateError, type ErrorMessageKey, type Language } from './i18n.ts';

/** The parts of a zod issue the message depends on (as fastify-type-provider-zod passes them). */
export type IssueLike = ValidationIssue;

/**
 * The localized message of one validation issue, as the domain's mapping names it; any key of
 * the `errors` namespace a schema sets as its message is taken as it is.
 */
export function issueMessage(lang: Language, issue: IssueLike): string {
  const { key, values } = issueMessageOf(issue, {
    isMessageKey: isErrorMessageKey,
    // Grouped in every language: Italian writes "1.000" in messages as on the pages.
    formatNumber: (n) => (typeof n === 'bigint' ? n.toString() : formatNumber(n, lang)),
  });
  // The domain names keys of the `errors` catalog only; some are plural groups (`…_one`,
  // `…_other`), which i18next resolves by `count` and which are no leaf of their own.
  return translateError(lang, key as ErrorMessageKey, values);
}
