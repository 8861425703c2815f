import { describe, expect, it } from 'vitest';
import { checkContactForm, type ErrorTranslate } from './contact-form-errors';

/** Shows the key and its options instead of a translation. */
const t: ErrorTranslate = (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key);

const filled = {
  name: 'Anna Bianchi',
  email: 'anna@example.org',
  tel: '',
  message: 'Vorrei visitare la casa.',
};
const property = { id: '0b7c5a38-8a4e-4bd2-9d5c-3c8f0d0e6f11', type: 'residential', number: 1001 };

describe('contact form check (buyer-side.md §5 Contact form)', () => {
  it('requires name, e-mail and message, each with its message', () => {
    const result = checkContactForm({ name: ' ', email: 'x', tel: '', message: '' }, undefined, t);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'global.errors.required',
        email: 'global.errors.email',
        message: 'global.errors.required',
      },
    });
  });

  it('leaves the phone optional but checks one that is given', () => {
    expect(checkContactForm(filled, undefined, t).ok).toBe(true);
    expect(checkContactForm({ ...filled, tel: 'call me' }, undefined, t)).toEqual({
      ok: false,
      errors: { tel: 'global.errors.tel' },
    });
  });

  it('names the length limit of a too long message', () => {
    const result = checkContactForm({ ...filled, message: 'x'.repeat(5_001) }, undefined, t);
    expect(result).toEqual({
      ok: false,
      errors: { message: 'validation.tooLong {"count":5000}' },
    });
  });

  it('sends the listing along as id and type, and no empty phone', () => {
    const result = checkContactForm(filled, property, t);
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Anna Bianchi',
        email: 'anna@example.org',
        message: 'Vorrei visitare la casa.',
        id: property.id,
        type: 'residential',
      },
    });
  });
});
