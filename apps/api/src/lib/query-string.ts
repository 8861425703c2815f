import { parse } from 'node:querystring';

// Keys that would reach an object's prototype instead of the object.
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);
const BRACKETED = /^([A-Za-z_][\w-]*)\[([\w-]+)\]$/;

/**
 * Parses a query string like Fastify's default parser, and folds one level of bracketed keys
 * into an object: `budget[min]=1&budget[max]=2` becomes `{ budget: { min: '1', max: '2' } }`,
 * the form in which clients send an object (buyer-side.md §7 budget (min, max)). A key given
 * both plain and bracketed keeps the plain value, which then fails validation as it should.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  const flat = parse(text);
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const match = BRACKETED.exec(key);
    if (!match) {
      result[key] = value;
      continue;
    }
    const [, name, field] = match as unknown as [string, string, string];
    if (Object.hasOwn(flat, name) || UNSAFE.has(name) || UNSAFE.has(field)) continue;
    const existing = Object.hasOwn(result, name) ? result[name] : undefined;
    const target = (
      existing && typeof existing === 'object' ? existing : Object.create(null)
    ) as Record<string, unknown>;
    target[field] = value;
    result[name] = target;
  }
  return result;
}
