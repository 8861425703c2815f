import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** A query parameter whose name ends in `token`, with its value. */
const SECRET_PARAMETER = /([?&][^=&#]*token=)[^&#]*/gi;

/**
 * A URL as the logs may keep it: the values of `token`-like query parameters (login links,
 * the alert opt-out link) replaced, so that whoever reads the logs holds no working link.
 */
export function redactUrlSecrets(url: string): string {
  return url.replace(SECRET_PARAMETER, '$1[redacted]');
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
