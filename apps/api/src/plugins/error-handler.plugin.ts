import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE } from '@domus/domain/core/constants';
import { retryWaitMessage } from '@domus/domain/core/retry-wait';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError, type ErrorCode } from '../lib/app-error.ts';
import { translateError, type ErrorMessageKey, type Language } from '../lib/i18n.ts';
import { languageFromAcceptLanguage } from '../lib/language.ts';
import { issueMessage } from '../lib/validation-messages.ts';

/** One offending field of a validation error, its message already translated. */
export type ErrorField = { field: string; message: string };

/** The error body of every failed API call (decisions.md "Contract"). */
export type ErrorBody = {
  error: { code: ErrorCode; message: string; fields?: ErrorField[]; retryAfterSeconds?: number };
};

/**
 * Builds the error body in `lang`. A refusal that knows when the caller may try again carries
 * the seconds and ends its message with them in words ("… Riprovi tra 2 minuti.", issue 30
 * point 1), so that no client has to work it out to tell a person.
 */
export function errorBody(
  lang: Language,
  code: ErrorCode,
  messageKey: ErrorMessageKey,
  fields?: ErrorField[],
  retryAfterSeconds?: number,
): ErrorBody {
  let message = translateError(lang, messageKey);
  if (retryAfterSeconds !== undefined) {
    const wait = retryWaitMessage(retryAfterSeconds);
    message = `${message} ${translateError(lang, wait.key, { count: wait.count })}`;
  }
  return {
    error: {
      code,
      message,
      ...(fields?.length ? { fields } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    },
  };
}

/** The request language, also for errors raised before the language hook ran. */
export function languageOf(request: FastifyRequest): Language {
  return (
    (request as Partial<FastifyRequest>).lang ??
    languageFromAcceptLanguage(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}

type Mapped = { status: number; code: ErrorCode; key: ErrorMessageKey };

/** Fastify's own client errors, by code. */
const frameworkCodes: Record<string, Mapped> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'validation_error',
    key: 'api.malformed_json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'validation_error', key: 'api.malformed_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    key: 'api.payload_too_large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    key: 'api.unsupported_media_type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'validation_error',
    key: 'api.bad_request',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'validation_error', key: 'api.bad_request' },
};

/** Other client errors, by status. */
function byStatus(status: number): Mapped {
  switch (status) {
    case 401:
      return { status, code: 'unauthorized', key: 'api.unauthorized' };
    case 403:
      return { status, code: 'forbidden', key: 'api.forbidden' };
    case 404:
      return { status, code: 'not_found', key: 'api.not_found' };
    case 413:
      return { status, code: 'payload_too_large', key: 'api.payload_too_large' };
    case 415:
      return { status, code: 'unsupported_media_type', key: 'api.unsupported_media_type' };
    case 429:
      return { status, code: 'rate_limited', key: 'api.rate_limited' };
    default:
      return { status, code: 'validation_error', key: 'api.bad_request' };
  }
}

/** The value at a validation issue's path, to tell a missing field from a wrong one. */
function valueAt(root: unknown, path: string[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Answers every failure in the error format, in the request's language: validation errors with
 * their fields, Fastify's client errors with their status, anything unexpected as a logged 500
 * that tells the client nothing about the cause.
 */
export function handleError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const lang = languageOf(request);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    const source =
      context === 'querystring'
        ? request.query
        : context === 'params'
          ? request.params
          : context === 'headers'
            ? request.headers
            : request.body;
    const seen = new Set<string>();
    const fields: ErrorField[] = [];
    for (const issue of error.validation) {
      const path = issue.instancePath.split('/').filter(Boolean);
      const field = path.join('.') || context || 'body';
      const message = issueMessage(lang, {
        code: issue.keyword,
        message: issue.message,
        params: issue.params,
        value: path.length ? valueAt(source, path) : source,
      });
      const id = `${field}\u0000${message}`;
      if (!seen.has(id)) {
        seen.add(id);
        fields.push({ field, message });
      }
    }
    return sendError(
      reply,
      400,
      errorBody(lang, 'validation_error', 'api.validation_error', fields),
    );
  }

  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (error.headers) void reply.headers(error.headers);
    const fields = error.fields?.map((f) => ({
      field: f.field,
      message: translateError(lang, f.messageKey, f.params),
    }));
    return sendError(
      reply,
      error.statusCode,
      errorBody(lang, error.code, error.messageKey, fields, error.retryAfterSeconds),
    );
  }

  const fastifyError = error as Partial<FastifyError> | undefined;
  const mapped = fastifyError?.code ? frameworkCodes[fastifyError.code] : undefined;
  const status = fastifyError?.statusCode;
  if (mapped || (status && status >= 400 && status < 500)) {
    const m = mapped ?? byStatus(status as number);
    return sendError(reply, m.status, errorBody(lang, m.code, m.key));
  }

  if (isDatabaseUnavailable(error)) {
    // The database restarts or is gone for a moment: a quick 503 the client may retry.
    request.log.warn('database unavailable');
    reply.header('retry-after', '5');
    return sendError(reply, 503, errorBody(lang, 'internal_error', 'api.internal_error'));
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, errorBody(lang, 'internal_error', 'api.internal_error'));
}

/** Installs {@link handleError} for the app and for Fastify's own URL errors. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
