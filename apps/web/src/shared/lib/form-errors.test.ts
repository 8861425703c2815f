import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, testTexts } from '../test/render-with-providers';
import { messageText, translateFormError } from './form-errors';

beforeAll(initTestI18n);

describe('messages at form fields (seller-side.md §8)', () => {
  it('reads a message key of our own checks in the interface language, and a server’s text as it is', () => {
    expect(messageText('global.errors.minImages')).toBe(testTexts.errors.global.errors.minImages);
    expect(messageText('At most 150 characters')).toBe('At most 150 characters');
  });

  it('shows a schema’s message that is not ours as the generic one', () => {
    expect(translateFormError('global.errors.required')).toBe(
      testTexts.errors.global.errors.required,
    );
    expect(translateFormError('Too small: expected number to be >0')).toBe(
      testTexts.errors.validation.invalid,
    );
  });
});
