import type { Me } from '@domus/domain/account/account.schema';
import { describe, expect, it } from 'vitest';
import { initialDetailsValues } from './details-values';
import { fieldValues, shownFieldMessages, withFieldMessages } from './field-messages';
import { newWizardState } from './wizard-state';

const me: Me = {
  _id: 'a1',
  email: 'maria@example.com',
  admin: { isAgent: false, isAdmin: false, isSuperAdmin: false },
  seller: null,
  client: null,
};

function state(price: number, title = '') {
  const base = newWizardState(me, 'en');
  const details = initialDetailsValues('residential', 'apartment', new Date());
  return {
    ...base,
    details: { ...details, price, rooms: { ...details.rooms, bed: 2 } },
    texts: { ...base.texts, title: { ...base.texts.title, it: title } },
  };
}

describe('messages at the wizard’s fields (seller-side.md §8: a refused save shows its messages)', () => {
  it('shows a message while its field holds the value it was given for, and drops it once changed', () => {
    const sent = state(0, 'x'.repeat(200));
    const messages = withFieldMessages(
      {},
      { price: 'global.errors.required', 'title.it': 'At most 150 characters', 'rooms.bed': 'No' },
      fieldValues(sent),
      { fromServer: true },
    );
    expect(shownFieldMessages(messages, fieldValues(sent))).toEqual({
      price: 'global.errors.required',
      'title.it': 'At most 150 characters',
      'rooms.bed': 'No',
    });
    expect(shownFieldMessages(messages, fieldValues(state(5, 'x'.repeat(200))))).toEqual({
      'title.it': 'At most 150 characters',
      'rooms.bed': 'No',
    });
    expect(shownFieldMessages(messages, fieldValues(state(0, 'Bilocale')))).toEqual({
      price: 'global.errors.required',
      'rooms.bed': 'No',
    });
  });

  it('lets a new check replace its own earlier findings, never the server’s', () => {
    const values = fieldValues(state(0));
    const found = withFieldMessages({}, { price: 'global.errors.required' }, values);
    const refused = withFieldMessages(found, { 'rooms.bed': 'No' }, values, { fromServer: true });
    const rechecked = withFieldMessages(refused, {}, values, { recheck: () => true });
    expect(shownFieldMessages(rechecked, values)).toEqual({ 'rooms.bed': 'No' });
  });
});
