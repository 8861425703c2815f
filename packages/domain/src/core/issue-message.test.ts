import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGE_KEYS } from './message-keys.ts';
import { fromZodIssue, issueMessage } from './issue-message.ts';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected an issue');
  return fromZodIssue(result.error.issues[0]!, value);
};

describe('validation issue messages (decisions.md Contract: validation errors name the offending fields)', () => {
  it('takes a domain schema’s own message key, with or without the namespace prefix', () => {
    expect(issueMessage({ code: 'custom', message: MESSAGE_KEYS.emailOrTel })).toEqual({
      key: MESSAGE_KEYS.emailOrTel,
    });
    expect(issueMessage({ code: 'custom', message: `errors:${MESSAGE_KEYS.privacy}` })).toEqual({
      key: MESSAGE_KEYS.privacy,
    });
  });

  it('reads any other message as the generic one unless the caller knows the key', () => {
    expect(issueMessage({ code: 'custom', message: 'Too many' })).toEqual({
      key: 'validation.invalid',
    });
    expect(
      issueMessage({ code: 'custom', message: 'api.not_found' }, { isMessageKey: () => true }),
    ).toEqual({ key: 'api.not_found' });
  });

  it('says a missing value is required and names the limit of a text too long', () => {
    expect(firstIssue(z.object({ name: z.string() }), {})).toMatchObject({ code: 'invalid_type' });
    expect(issueMessage(firstIssue(z.string(), undefined))).toEqual({ key: MESSAGE_KEYS.required });
    expect(issueMessage(firstIssue(z.string().max(3), 'abcd'))).toEqual({
      key: 'validation.tooLong',
      values: { count: 3 },
    });
    expect(issueMessage(firstIssue(z.string().min(1), ''))).toEqual({ key: MESSAGE_KEYS.required });
  });

  it('writes a number limit in the caller’s language', () => {
    const issue = firstIssue(z.number().max(1_000_000), 2_000_000);
    expect(
      issueMessage(issue, { formatNumber: (n) => new Intl.NumberFormat('it').format(n) }),
    ).toEqual({ key: 'validation.tooBig', values: { maximum: '1.000.000' } });
  });

  it('names the allowed values and the formats it knows', () => {
    expect(issueMessage(firstIssue(z.enum(['a', 'b']), 'c'))).toEqual({
      key: 'validation.notAllowed',
      values: { values: 'a, b' },
    });
    expect(issueMessage(firstIssue(z.email(), 'x'))).toEqual({ key: 'validation.format.email' });
    // A record id is an identifier (issue 34 point 3: the favourites' ids), not "a format".
    expect(issueMessage(firstIssue(z.guid(), 'x'))).toEqual({ key: 'validation.format.uuid' });
  });
});
