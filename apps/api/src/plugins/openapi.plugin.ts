import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Where the API description and its browser lie. */
export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI description built from the routes' zod schemas, as JSON at /api/docs/json and in
 * Swagger UI at /api/docs. Must be registered before the routes.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Domus API',
        version,
        description:
          'The API of the Domus web application. Every answer is JSON. Lists answer `{ data: [...] }`, ' +
          'single resources `{ data: {...} }`. Every error answers ' +
          '`{ error: { code, message, fields? } }` with the message in the request language: ' +
          '`?lang=it|de|en`, else the first supported language of Accept-Language, else it.',
      },
      // Relative: the calls go to the server that serves this description, whatever its address
      // (PUBLIC_URL names the site, but a test or a staging server answers under another).
      servers: [{ url: '/', description: 'The server that serves this description' }],
      tags: [
        { name: 'health', description: 'Service state' },
        { name: 'types', description: 'Property types' },
        { name: 'locations', description: 'Municipalities, zones and streets of South Tyrol' },
        { name: 'testimonies', description: 'What clients say' },
        { name: 'files', description: 'Stored images and documents' },
        { name: 'account', description: 'The logged-in account, its profile and its lists' },
        { name: 'sellers', description: 'Customers who sell (staff, and each seller their own)' },
        { name: 'clients', description: 'Customers who search' },
        {
          name: 'admin',
          description: 'The admin application: listing tables, queue, overview (staff only)',
        },
        {
          name: 'portals',
          description:
            'Listings on the property portals: accounts, listings per portal, transfers and ' +
            'their log, and the feeds the portals fetch',
        },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The session token of `POST /api/v1/account/session` (or of `clients-create`), ' +
              'sent as `Authorization: Bearer <token>`. An unknown, expired or revoked token ' +
              'answers 401 on every call.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}
