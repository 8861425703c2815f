import { ApiError } from '../../../shared/api/api-error';

/**
 * Rejects an answer that is not what the API contract promises. The full zod check runs in
 * development only, so that the schema library stays out of the pages' JavaScript; in production
 * a cheap check of the outer shape keeps a broken answer from reaching the components.
 */
export async function checkAnswer<T>(
  answer: unknown,
  looksRight: (answer: Record<string, unknown>) => boolean,
  strict: () => Promise<{ parse: (value: unknown) => unknown }>,
): Promise<T> {
  if (import.meta.env.DEV) (await strict()).parse(answer);
  if (
    typeof answer !== 'object' ||
    answer === null ||
    !looksRight(answer as Record<string, unknown>)
  ) {
    throw new ApiError(200, 'invalid_response', 'Unexpected answer');
  }
  return answer as T;
}
