import { retryWaitMessage } from '@domus/domain/core/retry-wait';
import i18next from 'i18next';
import type { ApiError } from '../api/api-error';

/**
 * `message` followed by when to try again, in the interface language ("Non è possibile inviare
 * più messaggi di fila. Riprovi tra 2 minuti."), when the refusal says it (issue 30 point 1);
 * `message` alone otherwise.
 */
export function withRetryTime(message: string, error: ApiError): string {
  if (error.retryAfterSeconds === undefined) return message;
  const { key, count } = retryWaitMessage(error.retryAfterSeconds);
  // The unit is chosen at run time, beyond i18next's typed keys.
  const wait = i18next.t(`errors:${key}` as 'errors:global.errors.retryIn.minutes', { count });
  return `${message} ${wait}`;
}
