// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../shared/auth/session-store';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { NewClientDialog } from './new-client-dialog';

const texts = testTexts.find.client;
const errors = testTexts.errors.global.errors;

/** A stand-in for the captcha widget (it needs a real browser): a button reports a solution. */
function renderDialog(onCreated = vi.fn()) {
  renderWithProviders(
    <NewClientDialog
      opened
      onClose={() => {}}
      onCreated={onCreated}
      language="en"
      loggedIn={false}
      renderCaptcha={(onChange) => (
        <button type="button" onClick={() => onChange('captcha-payload')}>
          solve
        </button>
      )}
    />,
    '/find',
  );
  return onCreated;
}

async function fill(dialog: HTMLElement, { privacy = true } = {}) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: texts.email }), {
    target: { value: 'anna@example.com' },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: texts.name }), {
    target: { value: 'Anna' },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: texts.familyName }), {
    target: { value: 'Pichler' },
  });
  if (privacy) fireEvent.click(within(dialog).getByRole('checkbox', { name: texts.privacy }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'solve' }));
  await waitFor(() =>
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: texts.submit }).disabled,
    ).toBe(false),
  );
}

const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: texts.submit }));

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  clearSession();
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('new-client dialog (buyer-side.md §5 New client dialog, §8; decisions.md Accounts and roles)', () => {
  it('requires e-mail, name and family name and the privacy box; sends nothing before', async () => {
    const calls = stubApi(() => [500]);
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    fireEvent.click(within(dialog).getByRole('button', { name: 'solve' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole<HTMLButtonElement>('button', { name: texts.submit }).disabled,
      ).toBe(false),
    );
    submit(dialog);
    expect(await within(dialog).findByText(errors.email)).toBeDefined();
    expect(within(dialog).getAllByText(errors.required)).toHaveLength(2);
    expect(within(dialog).getByText(errors.privacy)).toBeDefined();

    await fill(dialog, { privacy: false });
    submit(dialog);
    expect(await within(dialog).findByText(errors.privacy)).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('keeps Send disabled until the captcha is solved', async () => {
    stubApi(() => [500]);
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: texts.submit }).disabled,
    ).toBe(true);
  });

  it('shows the duplicate e-mail message on the e-mail with a way to log in (§8)', async () => {
    stubApi(() => [
      400,
      {
        error: {
          code: 'duplicate_email',
          message: errors.duplicateEmailLogin,
          fields: [{ field: 'email', message: errors.duplicateEmailLogin }],
        },
      },
    ]);
    const onCreated = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    await fill(dialog);
    submit(dialog);
    expect(await within(dialog).findByText(errors.duplicateEmailLogin)).toBeDefined();
    expect(within(dialog).getByRole('link', { name: texts.login }).getAttribute('href')).toBe(
      '/login?callback=%2Ffind',
    );
    expect(onCreated).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
    // The typed values stay, and a new captcha is needed for the next try.
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: texts.name }).value).toBe(
      'Anna',
    );
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: texts.submit }).disabled,
    ).toBe(true);
  });

  it('makes the visitor a client with an unverified session and goes on (decisions.md)', async () => {
    const calls = stubApi(() => [
      201,
      {
        client: {
          _id: '00000000-0000-4000-8000-000000000001',
          name: 'Anna',
          familyName: 'Pichler',
          email: 'anna@example.com',
          language: 'en',
        },
        token: 'new-session-token',
      },
    ]);
    const onCreated = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    await fill(dialog);
    submit(dialog);
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(calls[0]).toMatchObject({
      url: '/api/v1/clients-create',
      method: 'POST',
      body: {
        client: {
          email: 'anna@example.com',
          name: 'Anna',
          familyName: 'Pichler',
          language: 'en',
          privacy: true,
        },
        captcha: 'captcha-payload',
      },
    });
    expect(getSession()).toMatchObject({
      token: 'new-session-token',
      verified: false,
      email: 'anna@example.com',
    });
  });
});
