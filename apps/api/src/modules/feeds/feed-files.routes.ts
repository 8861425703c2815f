import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { publicSecurity } from '../../lib/openapi.ts';
import { notFoundError } from '../../lib/app-error.ts';
import type { FeedsContext } from './feeds-context.ts';
import { findPortalAccountByFeedToken } from './portal-accounts.repository.ts';
import { FEED_PATH_PREFIX, feedTokenHash } from './portal-accounts.service.ts';

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * A portal account's feed at its secret URL (issue 32 point 2): the export of the account's
 * last transfer, each file by its name, and the folder's list of names. An unknown token, a
 * paused account or a file the export does not have are all the same 404, so the URL tells a
 * guesser nothing.
 */
export const feedFilesRoutes: FastifyPluginAsyncZod<{ feeds: FeedsContext }> = async (
  app,
  { feeds },
) => {
  const accountOf = async (token: string) => {
    const account = await findPortalAccountByFeedToken(feeds.db, feedTokenHash(token));
    if (!account || !account.active || account.delivery !== 'feedUrl') throw notFoundError();
    return account;
  };

  const listFiles = async (request: { params: { token: string } }, reply: FastifyReply) => {
    const account = await accountOf(request.params.token);
    const names = (account.feedFiles ?? []).map((file) => file.name);
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(names.join('\n') + (names.length ? '\n' : ''));
  };

  app.get(
    `${FEED_PATH_PREFIX}/:token`,
    {
      schema: {
        operationId: 'listFeedFiles',
        tags: ['portals'],
        summary: 'The files of a portal feed',
        description:
          'The names of the files of the account’s current export, one per line: the data ' +
          'file (immobiliare.xml, WIS_IMPORT.XML, …) and, for formats that ship them, the ' +
          'pictures. The token is the secret the super admin gave the portal; the address ' +
          'with a final slash, as the account shows it, answers the same.',
        security: publicSecurity,
        params: z.object({ token: tokenSchema }),
        response: {
          200: z.string().describe('File names, one per line'),
          404: apiErrorSchema.describe('Unknown token, paused account: code not_found'),
        },
      },
    },
    listFiles,
  );
  app.get(
    `${FEED_PATH_PREFIX}/:token/`,
    { schema: { hide: true, params: z.object({ token: tokenSchema }) } },
    listFiles,
  );

  app.get(
    `${FEED_PATH_PREFIX}/:token/:name`,
    {
      schema: {
        operationId: 'getFeedFile',
        tags: ['portals'],
        summary: 'One file of a portal feed',
        description:
          'A file of the account’s current export by its name, as the portal fetches it. A new ' +
          'transfer replaces the export as a whole; a fetch under way reads the previous one ' +
          'to its end.',
        security: publicSecurity,
        params: z.object({ token: tokenSchema, name: z.string().max(200) }),
        response: {
          200: z.any().describe('The file'),
          404: apiErrorSchema.describe('Unknown token or file: code not_found'),
        },
      },
    },
    async (request, reply) => {
      const account = await accountOf(request.params.token);
      const file = (account.feedFiles ?? []).find((f) => f.name === request.params.name);
      if (!file) throw notFoundError();
      const object = await feeds.storage.get(file.key);
      if (!object) throw notFoundError();
      reply
        .header('content-type', file.mime)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('x-content-type-options', 'nosniff');
      if (object.size !== undefined) reply.header('content-length', object.size);
      return reply.send(object.body);
    },
  );
};
