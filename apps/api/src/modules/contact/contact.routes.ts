import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { contactMessageInputSchema } from '@domus/domain/listing/contact-message.schema';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { errorResponses, publicSecurity } from '../../lib/openapi.ts';
import { sendContactMessage } from './contact.service.ts';

/** POST /api/v1/contact. */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/contact',
    {
      schema: {
        operationId: 'sendContactMessage',
        tags: ['contact'],
        summary: 'Contact form',
        description:
          'Stores a message to the agency and mails it to the agency (Reply-To the sender). `id` and ' +
          '`type` name the listing asked about; an unknown listing is a 400 on `id`. The same ' +
          'sender (e-mail or client address) again within two minutes gets 429 ' +
          '`contact_rate_limited` and nothing is stored or sent.',
        body: contactMessageInputSchema,
        security: publicSecurity,
        response: {
          201: z.object({ data: z.object({ sent: z.literal(true) }) }),
          429: apiErrorSchema.describe('Same sender within two minutes: code contact_rate_limited'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      await sendContactMessage(db, request.body, {
        language: request.lang,
        clientIp: request.ip || null,
        publicUrl: config.publicUrl,
      });
      return reply.code(201).send({ data: { sent: true as const } });
    },
  );
};
