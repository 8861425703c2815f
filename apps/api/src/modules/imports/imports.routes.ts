/**
 * The import from another CRM (issue 32 point 5, decision 064): an admin uploads an OpenImmo
 * ZIP and gets its preview, reads it again, and imports it as drafts or published. Admins only,
 * decided before the body is read (401, 403); the upload streams to a temporary file and stops
 * at {@link IMPORT_LIMITS}.maxUploadBytes (413 `import_too_large`) without filling the disk.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  listingImportApplySchema,
  listingImportParamsSchema,
  listingImportResponseSchema,
} from '@domus/domain/feeds/listing-import.schema';
import { canImportListings } from '@domus/domain/person/permissions';
import type { Database } from '../../db/client.ts';
import { AppError, notFoundError } from '../../lib/app-error.ts';
import { bearerSecurity, errorResponses, sessionResponses } from '../../lib/openapi.ts';
import { languageOf } from '../../plugins/error-handler.plugin.ts';
import { requireViewer } from '../auth/viewer.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { displayName } from '../files/file-uploads.service.ts';
import type { ListingWriteSettings } from '../properties/properties-write.service.ts';
import { importError, isImportError } from './import-errors.ts';
import { IMPORT_LIMITS } from './import-zip.reader.ts';
import { toListingImport } from './imports-answer.ts';
import { applyImport } from './imports-apply.service.ts';
import { previewImport } from './imports-preview.service.ts';
import { findImport } from './imports.repository.ts';

const tags = ['admin'];
const adminResponses = {
  ...sessionResponses,
  403: apiErrorSchema.describe('The account is not an admin: code forbidden'),
} as const;

/** Admins only, before anything of the body is read. */
async function guard(request: FastifyRequest) {
  if (!canImportListings(requireViewer(request))) {
    throw new AppError(403, 'forbidden', 'api.forbidden');
  }
}

/**
 * Streams the request's one `file` part into `dir`; more than `maxBytes` is refused at once
 * (the connection is closed, so the rest is never read).
 */
async function receiveZip(
  request: FastifyRequest,
  reply: FastifyReply,
  dir: string,
  maxBytes: number,
): Promise<{ path: string; size: number; name: string }> {
  const file = path.join(dir, 'upload.zip');
  let part;
  try {
    part = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: false,
    });
  } catch {
    throw new AppError(400, 'validation_error', 'api.bad_request');
  }
  if (!part) throw new AppError(400, 'validation_error', 'api.no_file');
  let size = 0;
  // The parser stops the part at the limit and says so at once: the upload is refused then,
  // not once the rest of it has been read past.
  const stream = part.file;
  const overLimit = new Promise<never>((_resolve, reject) => {
    stream.once('limit', () => reject(importError('import_too_large')));
  });
  overLimit.catch(() => {});
  try {
    await Promise.race([
      pipeline(
        stream,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(file),
      ),
      overLimit,
    ]);
  } catch (error) {
    if (stream.truncated || isImportError(error)) {
      // The parser is cut off from the request, which is read no further.
      request.raw.unpipe();
      request.raw.pause();
      stream.destroy();
      // Closing the connection after the answer leaves the rest of a huge upload unread.
      reply.header('connection', 'close');
      throw importError('import_too_large');
    }
    // Any other broken body is the client's; a failure of this machine (disk full) a 500.
    if (typeof (error as { errno?: unknown }).errno === 'number') throw error;
    throw new AppError(400, 'validation_error', 'api.bad_request');
  }
  return { path: file, size, name: displayName(part.filename) };
}

export const importsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  alerts: ListingWriteSettings;
  dataDir: string;
  /** The upload's limit; the tests lower it. */
  maxUploadBytes?: number;
}> = async (app, { db, storage, alerts, dataDir, maxUploadBytes }) => {
  await app.register(fastifyMultipart);
  const maxBytes = maxUploadBytes ?? IMPORT_LIMITS.maxUploadBytes;
  const mb = Math.round(maxBytes / 1024 / 1024);

  app.post(
    '/admin/imports',
    {
      config: { access: 'admin' },
      onRequest: guard,
      schema: {
        operationId: 'previewListingImport',
        tags,
        summary: 'Upload another CRM’s OpenImmo export and preview it',
        description:
          `multipart/form-data with one \`file\` part: a ZIP of at most ${mb} MB holding ` +
          'OpenImmo XML documents and the pictures and plans they name. The ZIP is checked ' +
          'before anything is read (entries, total size, compression ratio, paths, links), ' +
          'the XML refused with a DOCTYPE and read in UTF-8 or ISO-8859-1/windows-1252. ' +
          'Answers the preview: each listing with its category, what the import would do ' +
          '(create, update by `objektnr_extern`, refused with its reasons) and every field ' +
          'that found no place in Domus, with its reason in the request’s language. A refused ' +
          'upload stores nothing. Admins only.',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: {
          200: listingImportResponseSchema,
          ...errorResponses,
          ...adminResponses,
          400: apiErrorSchema.describe('No file part: code validation_error'),
          413: apiErrorSchema.describe(`The upload exceeds ${mb} MB: code import_too_large`),
          422: apiErrorSchema.describe(
            'The upload is refused: import_not_zip, import_zip_bomb, import_too_many_entries, ' +
              'import_unsafe_path, import_no_openimmo, import_xml_doctype, import_xml_invalid ' +
              'or import_encoding',
          ),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const dir = await mkdtemp(path.join(tmpdir(), 'domus-import-upload-'));
      try {
        const upload = await receiveZip(request, reply, dir, maxBytes);
        const row = await previewImport(db, dataDir, viewer.accountId, upload);
        return { data: await toListingImport(db, row, languageOf(request)) };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  app.get(
    '/admin/imports/:id',
    {
      config: { access: 'admin' },
      onRequest: guard,
      schema: {
        operationId: 'getListingImport',
        tags,
        summary: 'An uploaded export’s preview and, once imported, its result',
        description: 'Texts in the request’s language. Admins only.',
        security: bearerSecurity,
        params: listingImportParamsSchema,
        response: {
          200: listingImportResponseSchema,
          ...adminResponses,
          404: apiErrorSchema.describe('No such upload: code not_found'),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const row = await findImport(db, request.params.id);
      if (!row) throw notFoundError();
      return { data: await toListingImport(db, row, languageOf(request)) };
    },
  );

  app.post(
    '/admin/imports/:id/apply',
    {
      config: { access: 'admin' },
      onRequest: guard,
      schema: {
        operationId: 'applyListingImport',
        tags,
        summary: 'Import a previewed export as drafts or published',
        description:
          'Writes each listing of the preview that can be imported through the listings’ own ' +
          'checks, with its pictures and plans: a listing imported before (same ' +
          '`objektnr_extern`) is changed, any other made, as a draft or published (`as`); a ' +
          'listing imported before keeps its state unless published. `owner` is the seller ' +
          'they are for, the admin’s own seller profile by default. Each listing is written ' +
          'whole or not at all; the result names the ones that failed with their problems. ' +
          'Admins only.',
        security: bearerSecurity,
        params: listingImportParamsSchema,
        body: listingImportApplySchema,
        response: {
          200: listingImportResponseSchema,
          ...errorResponses,
          ...adminResponses,
          400: apiErrorSchema.describe('No such seller: code validation_error'),
          404: apiErrorSchema.describe('No such upload: code not_found'),
          409: apiErrorSchema.describe('Imported already: code import_not_previewed'),
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const row = await applyImport(
        { ...alerts, db, storage, dataDir, viewer },
        request.params.id,
        request.body,
      );
      if (!row) throw notFoundError();
      return { data: await toListingImport(db, row, languageOf(request)) };
    },
  );
};
