import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** A query parameter with its value: the separator, the name with `=`, the value. */
const PARAMETER = /([?&])([^=&#]*=)([^&#]*)/g;
/** Names of secrets: any parameter whose name ends in `token` (login links, alert opt-out). */
const SECRET_NAME = /token$/i;
/**
 * Names of parameters that carry personal data (issue 29.5): free-text searches (`q`, the admin
 * lists' and the seller search's; they are names, addresses, telephones) and anything that names
 * an address, a name, a telephone or a message, nested ones (`client[email]`) too.
 */
const PERSONAL_NAME = /^(?:q|query|search|text)$|mail|name|tel|phone|address|street|message|note/i;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * A URL as the logs may keep it: the values of `token`-like query parameters (login links,
 * the alert opt-out link) and a portal feed's token replaced, so that whoever reads the logs holds no working link, and
 * the values of personal ones ({@link PERSONAL_NAME}), so that the logs hold nobody's name,
 * address or search text.
 */
export function redactUrlSecrets(url: string): string {
  // A portal feed's address holds its secret token as a path segment (/feeds/<token>/…).
  url = url.replace(/^\/feeds\/[^/?#]+/i, '/feeds/[redacted]');
  const query = url.indexOf('?');
  if (query < 0) return url;
  return (
    url.slice(0, query) +
    url.slice(query).replace(PARAMETER, (whole, separator: string, nameIs: string, value) => {
      if (!value) return whole;
      const name = decodedName(nameIs.slice(0, -1));
      const last = /\[([^\]]*)\]$/.exec(name)?.[1] ?? name;
      const hidden = SECRET_NAME.test(last) || PERSONAL_NAME.test(last) || PERSONAL_NAME.test(name);
      return hidden ? `${separator}${nameIs}[redacted]` : whole;
    })
  );
}

/**
 * The `req` of a log line: Fastify's own fields (method, URL, version, host, client address and
 * port) with the URL's secrets redacted. Fastify logs its request object; a raw request passed
 * by hand is read as well.
 */
export function requestLogSerializer(req: FastifyRequest | IncomingMessage) {
  const request = 'raw' in req ? req : undefined;
  const version = req.headers?.['accept-version'];
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrlSecrets(req.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request?.host ?? req.headers?.host,
    remoteAddress: request?.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

/** The parts of a database error (pg or PGlite) that name code and schema, never values. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;

/** How deep `cause` chains are followed. */
const MAX_CAUSES = 5;

/** A database error's message without the values it quotes (names of the schema stay). */
function redactDatabaseMessage(message: string, names: Set<string>): string {
  return message.replace(/"([^"]*)"/g, (quoted, inner: string) =>
    names.has(inner) ? quoted : '"[redacted]"',
  );
}

/**
 * The `err` of a log line without personal data (house rule: logs carry no personal data). A
 * failed query's error carries its parameters (names, e-mail addresses) in its message and in
 * `params`, and the database's own error quotes values in `detail`, `where` and its message;
 * only the SQL text (parameters stay placeholders), the error codes and the schema names of the
 * failure are kept, with the stack's frames. Other errors keep type, message and stack.
 */
export function errorLogSerializer(error: unknown): LoggedError {
  return serializeError(error, 0);
}

/** An error as a log line holds it. */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

function serializeError(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const record = error as Error & Record<string, unknown>;
  const out: LoggedError = { type: error.name, message: '', stack: '' };
  // The frames of the stack, not its first line: that repeats the message.
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  const isQuery = typeof record.query === 'string' && 'params' in record;
  const isDatabase = typeof record.code === 'string' && /^[0-9A-Z]{5}$/.test(record.code);
  if (isDatabase) {
    const names = new Set<string>();
    for (const field of DATABASE_FIELDS) {
      const value = record[field];
      if (typeof value === 'string' && value) {
        out[field] = value;
        if (field !== 'code' && field !== 'severity') names.add(value);
      }
    }
    out.message = redactDatabaseMessage(error.message, names);
  } else if (isQuery) {
    out.message = 'Failed query';
    out.query = record.query;
  } else {
    out.message = error.message;
    if (typeof record.code === 'string') out.code = record.code;
  }
  out.stack = frames?.join('\n') ?? '';
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    out.cause = serializeError(error.cause, depth + 1);
  }
  return out;
}

/** What a caller's X-Request-Id must look like to be kept: a plain token of 8 to 64 characters. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The id of a request in the logs and in the X-Request-Id answer header: the caller's
 * X-Request-Id when it is a plain token ({@link SAFE_REQUEST_ID}; a proxy's or a client's
 * tracing id), else a new UUID. Anything else (one character that collides with others, spaces,
 * quotes, line breaks, a JSON fragment) never reaches a log line as the request's id.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
