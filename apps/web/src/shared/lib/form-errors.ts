import type { FormErrors } from '@mantine/form';
import { issueMessage } from '@domus/domain/core/issue-message';
import i18next from 'i18next';

/** Whether `message` is a key of the `errors` namespace (`global.errors.required`). */
function isMessageKey(message: string): boolean {
  return i18next.exists(`errors:${message}`);
}

/**
 * A message that is either a key of the `errors` namespace (a check of our own, by the domain's
 * rules) or a text already in the user's language (the server's answer), as the user reads it.
 */
export function messageText(message: string): string {
  // The key is only known at run time, so the typed lookup cannot check it.
  return isMessageKey(message)
    ? i18next.t(`errors:${message}` as 'errors:validation.invalid')
    : message;
}

/**
 * The message of a form field in the interface language, by the domain's mapping of an issue to
 * a message. The domain schemas name their messages by key (`global.errors.required`, from the
 * `errors` namespace); any other message (a length or type check the inputs normally prevent)
 * reads as the generic 'Valore non valido'.
 */
export function translateFormError(message: unknown): string {
  const { key, values } = issueMessage(
    { code: 'custom', message: typeof message === 'string' ? message : undefined },
    { isMessageKey },
  );
  // The key is only known at run time, so the typed lookup cannot check it.
  return i18next.t(`errors:${key}` as 'errors:validation.invalid', values ?? {});
}

/** Every message of `errors` (as `@mantine/form` holds them) in the interface language. */
export function translateFormErrors(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translateFormError(message)]),
  );
}

/**
 * `values` with every text trimmed, so that a field holding only spaces counts as empty and is
 * left out like an empty one (seller-side.md §5: empty strings are removed before sending).
 */
export function trimTexts<T extends object>(values: T): { [K in keyof T]: T[K] } {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : (value as unknown),
    ]),
  ) as { [K in keyof T]: T[K] };
}
