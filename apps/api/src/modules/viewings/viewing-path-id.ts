import type { FastifyRequest } from 'fastify';
import { idSchema } from '@domus/domain/core/common.schema';

/**
 * The raw `id` of a request's path when it is an id, for the checks of who may act that run
 * before the path and body are validated; a malformed one is the validation's to answer.
 */
export function pathId(request: FastifyRequest): string | undefined {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && idSchema.safeParse(id).success ? id : undefined;
}
