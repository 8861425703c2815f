import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Where the first string that cannot be stored sits in a request's body, query or parameters, as
 * a path of keys; undefined when there is none. A string cannot be stored when it holds a NUL
 * character (PostgreSQL text refuses it) or is not well-formed UTF-16 (a lone surrogate, which
 * JSON columns refuse and UTF-8 cannot carry). Object keys count too: they end up in JSON
 * columns. The walk uses its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function unstorableTextPath(data: unknown): (string | number)[] | undefined {
  // Each entry knows its parent, so that the path is built only for the string refused.
  type Entry = { value: unknown; key?: string | number; parent?: Entry };
  const pathOf = (entry: Entry | undefined, last?: string): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at = entry; at?.key !== undefined; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Entry[] = [{ value: data }];
  while (stack.length) {
    const entry = stack.pop()!;
    const { value } = entry;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return pathOf(entry);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        stack.push({ value: value[i], key: i, parent: entry });
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value).reverse()) {
        if (!isStorableText(key)) return pathOf(entry, key);
        stack.push({ value: inner, key, parent: entry });
      }
    }
  }
  return undefined;
}

function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/**
 * Refuses unstorable text (see {@link unstorableTextPath}) as a validation issue at its path,
 * with the catalog's message for characters that are not allowed.
 */
const storableText = z.unknown().superRefine((data, context) => {
  const path = unstorableTextPath(data);
  if (path) {
    context.addIssue({
      code: 'custom',
      path,
      message: 'errors:validation.controlCharacters',
    });
  }
});

/**
 * The validator of every route: text that cannot be stored is refused first, for every route
 * at once, then the route's own zod schema runs (fastify-type-provider-zod). Both answer in
 * the same error format (decision 004), so a NUL byte or a lone surrogate in any field is a 400
 * naming that field, never a database error. It runs where Fastify validates, after the
 * request hooks, so a caller is still known before its body is looked at.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (routeSchema) => {
  const checkText = zodValidatorCompiler({ ...routeSchema, schema: storableText });
  const validate = zodValidatorCompiler(routeSchema);
  return (data) => {
    const refused = checkText(data);
    return typeof refused === 'object' && 'error' in refused && refused.error
      ? refused
      : validate(data);
  };
};
