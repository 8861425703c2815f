import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '@domus/domain/core/constants';
import type { Language } from '../lib/i18n.ts';
import { resolveLanguage } from '../lib/language.ts';
import { validationError } from '../lib/app-error.ts';
import { isApiPath } from '../lib/paths.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's answer: `?lang=`, else Accept-Language, else it. */
    lang: Language;
  }
}

/**
 * Decorates every request with its language. An unknown `?lang=` on an API call is a 400 (in the
 * language Accept-Language asks for); web pages ignore it, the web app reads it itself.
 */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const { lang, invalidQuery } = resolveLanguage(query?.lang, request.headers['accept-language']);
    request.lang = lang;
    if (invalidQuery && isApiPath(request.url)) {
      throw validationError([{ field: 'lang', messageKey: 'validation.language' }]);
    }
  });
}
