// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../shared/auth/session-store';
import { apartmentType } from '../../../shared/test/fixtures';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { FindPage } from './find-page';

const texts = testTexts.find;
const HOUR = 60 * 60 * 1000;

function renderPage() {
  return renderWithProviders(
    <FindPage
      types={[apartmentType]}
      typesLoading={false}
      language="en"
      renderCaptcha={(onChange) => (
        <button type="button" onClick={() => onChange('captcha-payload')}>
          solve
        </button>
      )}
    />,
    '/find',
  );
}

const typeSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: texts.form.type });
const budgetField = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: texts.form.budget });

/** Types a search as a visitor does: a type and a budget. */
function typeSearch() {
  fireEvent.change(typeSelect(), { target: { value: apartmentType._id } });
  fireEvent.change(budgetField(), { target: { value: '250000' } });
}

/** A new tab of the same browser: its session storage starts empty, its local storage does not. */
function newTab() {
  cleanup();
  window.sessionStorage.clear();
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  clearSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  stubApi(() => [404, { error: { code: 'not_found', message: 'not found' } }]);
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('find page: nothing typed is lost (decision 017)', () => {
  it('brings the search typed back in another tab, as after the e-mailed login link, with a word about it', async () => {
    renderPage();
    expect(screen.queryByText(texts.page.draftRestored)).toBeNull();
    typeSearch();

    newTab();
    renderPage();
    expect(await screen.findByText(texts.page.draftRestored)).toBeDefined();
    expect(typeSelect().value).toBe(apartmentType._id);
    expect(budgetField().value).toBe('250.000 €');

    // Starting afresh forgets it.
    fireEvent.click(screen.getByRole('button', { name: texts.page.draftDiscard }));
    await waitFor(() => expect(typeSelect().value).toBe(''));
    expect(screen.queryByText(texts.page.draftRestored)).toBeNull();
    newTab();
    renderPage();
    expect(typeSelect().value).toBe('');
  });

  it('forgets a search typed more than a day ago', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    typeSearch();
    vi.setSystemTime(Date.now() + 25 * HOUR);

    newTab();
    renderPage();
    expect(typeSelect().value).toBe('');
    expect(screen.queryByText(texts.page.draftRestored)).toBeNull();
  });
});

describe('find page: budget helper (buyer-side.md §2 Budget helper dialog)', () => {
  it('opens the form’s own helper from the page’s buttons, whose result fills the form’s budget', async () => {
    renderPage();
    fireEvent.click(screen.getAllByRole('button', { name: texts.page.budget })[0]!);
    const dialog = await screen.findByRole('dialog', { name: texts.budget.title });
    fireEvent.change(within(dialog).getByRole('textbox', { name: texts.budget.income }), {
      target: { value: '3000' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: texts.budget.ownFunds }), {
      target: { value: '50000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.budget.use }));
    await waitFor(() => expect(budgetField().value).toBe('287.209 €'));

    // One helper: opened again from the form, it still holds what was entered.
    fireEvent.click(screen.getByRole('button', { name: texts.form.budgetHelper }));
    const again = await screen.findByRole('dialog', { name: texts.budget.title });
    expect(within(again).getByTestId('budget-result').textContent).toBe('€287,209');
  });
});
