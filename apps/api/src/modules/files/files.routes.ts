import type { FastifyPluginAsync } from 'fastify';
import { notFoundError } from '../../lib/app-error.ts';
import type { FileStorage } from './file-storage.ts';
import { isExposeKey, isStorageKey } from './storage-keys.ts';

/**
 * GET /files/<key>: stored files. Keys are server-made and never change content, so answers are
 * cacheable for a year; anything that is not a key's exact shape (../, %2e%2e, backslashes,
 * absolute paths) is a 404 before the storage is touched, and so is a kept exposé's key: its own
 * route asks whether the caller may see its listing (decision 044).
 */
export const filesRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  app.get(
    '/files/*',
    {
      schema: {
        operationId: 'getStoredFile',
        tags: ['files'],
        summary: 'A stored image rendition or plan',
        hide: true,
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isStorageKey(key) || isExposeKey(key)) throw notFoundError();
      const object = await storage.get(key);
      if (!object) throw notFoundError();
      reply
        .header('Content-Type', object.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff');
      if (object.size !== undefined) reply.header('Content-Length', object.size);
      if (object.contentType === 'application/pdf') reply.header('Content-Disposition', 'inline');
      return reply.send(object.body);
    },
  );
};
