// @vitest-environment jsdom
import type { Me } from '@domus/domain/account/account.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { ProfileDialog } from './profile-dialog';

const labels = testTexts.property.seller;
const messages = testTexts.errors.global.errors;
const page = testTexts.account.page;

const seller: NonNullable<Me['seller']> = {
  _id: '00000000-0000-4000-8000-0000000000b1',
  sellerType: 'construction',
  name: 'Paola',
  familyName: 'Fontana',
  companyName: 'Edilizia Adige Spa',
  email: 'info@ediliziaadige.example',
  tel: '+39 0471 502300',
  pec: 'edilizia@pec.it',
  language: 'it',
  address: {
    street: 'Via Roma',
    streetNumber: '4',
    postalCode: undefined,
    municipality: undefined,
    country: undefined,
  },
  fiscalCode: '01234567890',
  isSelfInserted: true,
};

function account(change: Partial<NonNullable<Me['seller']>> = {}): Me {
  return {
    email: 'login@ediliziaadige.example',
    admin: { isAgent: false, isAdmin: false, isSuperAdmin: false },
    seller: { ...seller, ...change },
    client: null,
  };
}

function renderDialog(me: Me) {
  const calls = stubApi((url, method) =>
    url === '/api/v1/account/me' && method === 'PATCH' ? [200, me] : [404, {}],
  );
  const onClose = vi.fn();
  renderWithProviders(<ProfileDialog me={me} opened onClose={onClose} language="en" />);
  const dialog = screen.getByRole('dialog', { name: page.profile.title });
  const field = (name: string) => within(dialog).queryByRole('textbox', { name });
  const save = () =>
    fireEvent.click(within(dialog).getByRole('button', { name: page.profile.save }));
  return { calls, onClose, dialog, field, save };
}

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('profile dialog (buyer-side.md §5 Profile dialog)', () => {
  it('lets a construction firm save its company name alone, keeping what the dialog does not show', async () => {
    const { calls, onClose, field, save } = renderDialog(account());
    fireEvent.change(field(labels.name)!, { target: { value: '' } });
    fireEvent.change(field(labels.familyName)!, { target: { value: ' ' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const values = (calls.find((c) => c.method === 'PATCH')?.body as { values: object }).values;
    expect(values).toEqual({
      sellerType: 'construction',
      companyName: 'Edilizia Adige Spa',
      email: 'info@ediliziaadige.example',
      tel: '+39 0471 502300',
      pec: 'edilizia@pec.it',
      language: 'it',
      address: { street: 'Via Roma', streetNumber: '4' },
      fiscalCode: '01234567890',
    });
  });

  it('asks a construction firm for names or the company name when both are missing', async () => {
    const { calls, dialog, field, save } = renderDialog(account());
    for (const name of [labels.name, labels.familyName, labels.companyName]) {
      fireEvent.change(field(name)!, { target: { value: '' } });
    }
    save();
    expect(await within(dialog).findAllByText(messages.companyOrName)).toHaveLength(3);
    expect(calls).toHaveLength(0);
  });

  it('offers an agent the company fields as the wizard and the customer form do (seller-side.md §5)', () => {
    const { field } = renderDialog(account({ sellerType: 'agent' }));
    expect(field(labels.companyName)).not.toBeNull();
    expect(field(labels.pec)).not.toBeNull();
  });

  it('offers a private seller no company fields, and an agent no company name instead of names', async () => {
    const privateSeller = renderDialog(account({ sellerType: 'private' }));
    expect(privateSeller.field(labels.companyName)).toBeNull();
    expect(privateSeller.field(labels.pec)).toBeNull();
    cleanup();
    const agent = renderDialog(account({ sellerType: 'agent' }));
    fireEvent.change(agent.field(labels.name)!, { target: { value: '' } });
    agent.save();
    expect(await within(agent.dialog).findByText(messages.required)).toBeDefined();
  });

  it('requires a valid e-mail address (global.errors.email)', async () => {
    const { dialog, field, save } = renderDialog(account());
    fireEvent.change(field(labels.email)!, { target: { value: 'paola@' } });
    save();
    expect(await within(dialog).findByText(messages.email)).toBeDefined();
  });
});
