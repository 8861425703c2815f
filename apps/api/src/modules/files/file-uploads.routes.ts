import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '@domus/domain/core/constants';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { idSchema } from '@domus/domain/core/common.schema';
import {
  fileDeleteResponseSchema,
  fileUploadQuerySchema,
  fileUploadResponseSchema,
} from '@domus/domain/core/file.schema';
import type { Database } from '../../db/client.ts';
import { AppError, notFoundError } from '../../lib/app-error.ts';
import { bearerSecurity, errorResponses, sessionResponses } from '../../lib/openapi.ts';
import { requireViewer } from '../auth/viewer.ts';
import type { FileStorage } from './file-storage.ts';
import { deleteUploadedFile } from './file-cleanup.service.ts';
import {
  displayName,
  fileTooLarge,
  storeUploads,
  tooManyFiles,
  type ReceivedFile,
} from './file-uploads.service.ts';
import { toUploadedFile } from './files.repository.ts';

/** Non-file fields a form may send along (and that are ignored). */
const MAX_FIELDS = 20;

function isMultipartError(error: unknown, code: string): boolean {
  return (error as { code?: string } | undefined)?.code === code;
}

/**
 * Streams the request's `file` parts into temporary files in `dir`: the request is never held
 * in memory, and a part stops being read at {@link MAX_FILE_BYTES} (413). Parts under another
 * name are read past and ignored.
 */
async function receiveFiles(request: FastifyRequest, dir: string): Promise<ReceivedFile[]> {
  const received: ReceivedFile[] = [];
  try {
    const parts = request.files({
      limits: {
        fileSize: MAX_FILE_BYTES,
        files: MAX_FILES_PER_UPLOAD,
        fields: MAX_FIELDS,
        parts: MAX_FILES_PER_UPLOAD + MAX_FIELDS,
      },
      throwFileSizeLimit: false,
    });
    for await (const part of parts) {
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const file = path.join(dir, `${received.length}.upload`);
      let size = 0;
      part.file.on('data', (chunk: Buffer) => (size += chunk.length));
      await pipeline(part.file, createWriteStream(file));
      const name = displayName(part.filename);
      if (part.file.truncated) throw fileTooLarge(name);
      received.push({ path: file, size, name });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isMultipartError(error, 'FST_FILES_LIMIT')) throw tooManyFiles();
    if (isMultipartError(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) {
      throw new AppError(415, 'unsupported_media_type', 'api.unsupported_media_type');
    }
    if (isMultipartError(error, 'FST_PARTS_LIMIT') || isMultipartError(error, 'FST_FIELDS_LIMIT')) {
      throw new AppError(413, 'payload_too_large', 'api.payload_too_large');
    }
    // A failure of this machine (disk full, temporary folder gone) stays a 500; anything else
    // is the multipart parser refusing the body (no boundary, cut-off part, bad headers).
    if (typeof (error as { errno?: unknown } | undefined)?.errno === 'number') throw error;
    throw new AppError(400, 'validation_error', 'api.bad_request');
  }
  return received;
}

/**
 * POST /api/v1/file and DELETE /api/v1/file/{id} (seller-side.md §7): uploads of images and
 * plans for logged-in users, and their removal.
 */
export const fileUploadsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
}> = async (app, { db, storage }) => {
  // Only these routes take multipart bodies.
  await app.register(fastifyMultipart);

  app.post(
    '/file',
    {
      config: { sessionAction: 'manage-files' },
      schema: {
        operationId: 'uploadFiles',
        tags: ['files'],
        summary: 'Upload images or plans',
        description:
          'multipart/form-data with one or more `file` parts (at most ' +
          `${MAX_FILES_PER_UPLOAD}, each at most ${MAX_FILE_BYTES / 1024 / 1024} MB). What a file ` +
          'is, is decided by its content: JPEG, PNG, WebP or AVIF images (decoded, turned ' +
          'upright, stripped of metadata, stored in the site sizes), for plans also PDF ' +
          '(checked; `url` is a preview of its first page, `pdfUrl` the PDF). The files belong ' +
          'to no listing until one takes them, and are removed after a day otherwise. When one ' +
          'file is refused, none is stored.',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        querystring: fileUploadQuerySchema,
        response: {
          200: fileUploadResponseSchema,
          ...errorResponses,
          400: apiErrorSchema.describe(
            'No file (validation_error) or too many files (too_many_files)',
          ),
          ...sessionResponses,
          413: apiErrorSchema.describe('A file is too large: code payload_too_large'),
          415: apiErrorSchema.describe(
            'A file is not an accepted image or PDF: code unsupported_media_type',
          ),
          422: apiErrorSchema.describe(
            'A file is empty, damaged, truncated or too many pixels (invalid_file), or a PDF ' +
              'with scripts, automatic actions or attachments (unsafe_file)',
          ),
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const dir = await mkdtemp(path.join(tmpdir(), 'domus-upload-'));
      try {
        const files = await receiveFiles(request, dir);
        const rows = await storeUploads(db, storage, {
          kind: request.query.type,
          files,
          uploadedById: viewer.accountId,
        });
        return { data: rows.map((row) => toUploadedFile(row, storage)) };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  app.delete(
    '/file/:id',
    {
      config: { sessionAction: 'manage-files' },
      schema: {
        operationId: 'deleteFile',
        tags: ['files'],
        summary: 'Delete an uploaded file',
        description:
          'Its uploader, staff, or the owner of the listing it belongs to may; for anyone ' +
          'else, as for an unknown id, the answer is 404. A file of a listing awaiting ' +
          'confirmation stays for staff to review: a website user gets 409 ' +
          '`awaiting_confirmation`. Stored pictures another file still uses stay.',
        security: bearerSecurity,
        params: z.object({ id: idSchema }),
        response: {
          200: fileDeleteResponseSchema,
          ...sessionResponses,
          404: apiErrorSchema.describe('No such file, or not the caller’s: code not_found'),
          409: apiErrorSchema.describe(
            'The file of a listing awaiting confirmation: code awaiting_confirmation',
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (!(await deleteUploadedFile(db, storage, viewer, request.params.id))) {
        throw notFoundError();
      }
      return { data: { deleted: true as const } };
    },
  );
};
