// @vitest-environment jsdom
import { MATCH_TOAST_MS } from '@domus/domain/core/constants';
import type { Match, MatchState } from '@domus/domain/search/match.schema';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../shared/auth/session-store';
import {
  apartmentType,
  propertyCardFixture,
  savedSearchFixture,
  testId,
} from '../../../shared/test/fixtures';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import type { RenderVisitDialog } from '../hooks/use-visit-dialog';
import { MatchesPage } from './matches-page';

const texts = testTexts.find;
const SEARCH_ID = '00000000-0000-4000-8000-000000000001';
const HOUR = 60 * 60 * 1000;

const defaultSearch = savedSearchFixture(SEARCH_ID, { budget: 400_000 });
let search = defaultSearch;
const card = (number: number) => propertyCardFixture(number);

/** A match of the listing numbered `number`, with its own room counts unless given. */
function match(
  number: number,
  state: MatchState,
  hoursAgo: number,
  rooms = { bed: number, living: 1 },
): Match {
  return {
    _id: testId(number, '9000'),
    state,
    property: propertyCardFixture(number, {
      bedrooms: rooms.bed,
      rooms: rooms.bed + rooms.living,
    }),
    rooms,
    createdAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
  };
}

/** The API of one saved search; PATCH /matches moves a match to the state sent. */
function api(matches: Match[], recommendations: PropertyCard[] = []) {
  let current = matches;
  return stubApi((url, method, body) => {
    if (url === `/api/v1/searches/${SEARCH_ID}`) return [200, { data: search }];
    if (url === `/api/v1/searches/${SEARCH_ID}/matches`) return [200, { data: current }];
    if (url === `/api/v1/searches/${SEARCH_ID}/reccomend`) {
      return [200, { data: recommendations }];
    }
    if (url === `/api/v1/searches/${SEARCH_ID}/alerts` && method === 'POST') {
      const { token } = body as { token?: string };
      if (token !== 'good-token') return [404, { error: { code: 'not_found', message: 'no' } }];
      return [200, { data: { alerts: false, frequency: 'instant' } }];
    }
    const patched = /^\/api\/v1\/matches\/([\w-]+)$/.exec(url);
    if (patched && method === 'PATCH') {
      const { state } = body as { state: MatchState };
      current = current.map((m) => (m._id === patched[1] ? { ...m, state } : m));
      return [200, { data: current.find((m) => m._id === patched[1]) }];
    }
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

function renderPage(path = `/find/searches/${SEARCH_ID}`, renderVisitDialog?: RenderVisitDialog) {
  return renderWithProviders(
    <MatchesPage
      searchId={SEARCH_ID}
      language="en"
      types={[apartmentType]}
      typesLoading={false}
      renderCard={(c) => <span>{`card ${c.property_id}`}</span>}
      renderVisitDialog={renderVisitDialog}
    />,
    path,
  );
}

/** A stand-in for the viewing dialog (its own tests are the viewings feature's). */
const visitDialog: RenderVisitDialog = ({ match, opened, onRequested, onAskWithoutTime }) =>
  opened && match ? (
    <div role="dialog" aria-label={`viewing of ${match.property.property_id} for ${match._id}`}>
      <button type="button" onClick={onRequested}>
        booked
      </button>
      <button type="button" onClick={onAskWithoutTime}>
        only call me
      </button>
    </div>
  ) : null;

function login() {
  setSession({
    token: 'token',
    expiresAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    verified: true,
    admin: { isAgent: false, isAdmin: false, isSuperAdmin: false },
  });
}

/** The cards of a list in the order shown. */
const cardsIn = (list: HTMLElement) =>
  within(list)
    .getAllByText(/^card \d+$/)
    .map((node) => node.textContent);

/** The answer buttons of the match showing `card N`. */
function answersOf(number: number): string[] {
  const item = screen.getByText(`card ${number}`).closest('li') as HTMLElement;
  return within(item)
    .queryAllByRole('button')
    .map((b) => b.textContent ?? '');
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  login();
  search = defaultSearch;
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('matches page (buyer-side.md §2 Matches page, §4, §9)', () => {
  it('shows the last 24 hours as new matches and the older ones behind "show older matches", each in display order', async () => {
    api([
      match(1, 'new', 2),
      match(2, 'visit', 3),
      match(3, 'wait', 30),
      match(4, 'consulting', 48),
      match(5, 'not_interested', 50),
    ]);
    renderPage();
    const recent = await screen.findByRole('list', { name: texts.matches.newTitle });
    expect(cardsIn(recent)).toEqual(['card 2', 'card 1']);
    expect(screen.queryByText('card 3')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show the 3 older matches' }));
    const older = screen.getByRole('list', { name: texts.matches.olderTitle });
    expect(cardsIn(older)).toEqual(['card 4', 'card 3', 'card 5']);
  });

  it('badges each state and offers only the answers allowed from it (§4: none from consulting or visit)', async () => {
    api([
      match(1, 'new', 1),
      match(2, 'wait', 1),
      match(3, 'not_interested', 1),
      match(4, 'consulting', 1),
      match(5, 'visit', 1),
    ]);
    renderPage();
    await screen.findByText('card 1');
    const a = texts.matches.answers;
    expect(answersOf(1)).toEqual([a.visit, a.consulting, a.wait, a.not_interested]);
    expect(answersOf(2)).toEqual([a.visit, a.consulting, a.not_interested]);
    expect(answersOf(3)).toEqual([a.visit, a.consulting, a.wait]);
    expect(answersOf(4)).toEqual([]);
    expect(answersOf(5)).toEqual([]);
    const item = screen.getByText('card 4').closest('li') as HTMLElement;
    expect(within(item).getByText(texts.matches.states.consulting)).toBeDefined();
    expect(within(item).getByText(texts.matches.answered)).toBeDefined();
  });

  it('sends a visit request, moves the match to its place (ties by bedrooms + living rooms) and shows the success toast for 2.5 s (§2, §4, §9)', async () => {
    const calls = api([
      match(1, 'visit', 1, { bed: 3, living: 1 }),
      match(2, 'new', 1, { bed: 1, living: 1 }),
      match(3, 'new', 1, { bed: 2, living: 1 }),
    ]);
    renderPage();
    const list = await screen.findByRole('list', { name: texts.matches.newTitle });
    expect(cardsIn(list)).toEqual(['card 1', 'card 2', 'card 3']);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const item = screen.getByText('card 3').closest('li') as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: texts.matches.answers.visit }));
    const toast = await screen.findByText(testTexts.common.feedback.requestSent);
    expect(calls.filter((c) => c.method === 'PATCH')).toMatchObject([
      { url: `/api/v1/matches/${match(3, 'new', 1)._id}`, body: { state: 'visit' } },
    ]);
    // Among the viewings, 3 rooms before 4.
    expect(cardsIn(list)).toEqual(['card 3', 'card 1', 'card 2']);
    expect(answersOf(3)).toEqual([]);

    act(() => {
      vi.advanceTimersByTime(MATCH_TOAST_MS - 300);
    });
    expect(toast.isConnected).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    await waitFor(() =>
      expect(screen.queryByText(testTexts.common.feedback.requestSent)).toBeNull(),
    );
  });

  it('shows no toast for "let me think"', async () => {
    const calls = api([match(1, 'new', 1)]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: texts.matches.answers.wait }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    await screen.findByText(texts.matches.states.wait, { selector: '.mantine-Badge-label' });
    expect(screen.queryByText(testTexts.common.feedback.requestSent)).toBeNull();
  });

  it('lets each match be answered while another answer is still on its way', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let current = [match(1, 'new', 1), match(2, 'new', 1)];
    const calls = stubApi(async (url, method, body) => {
      if (url === `/api/v1/searches/${SEARCH_ID}`) return [200, { data: search }];
      if (url === `/api/v1/searches/${SEARCH_ID}/matches`) return [200, { data: current }];
      const patched = /^\/api\/v1\/matches\/([\w-]+)$/.exec(url);
      if (patched && method === 'PATCH') {
        const { state } = body as { state: MatchState };
        if (state === 'visit') await held;
        current = current.map((m) => (m._id === patched[1] ? { ...m, state } : m));
        return [200, { data: current.find((m) => m._id === patched[1]) }];
      }
      return [404, { error: { code: 'not_found', message: 'not found' } }];
    });
    renderPage();
    await screen.findByText('card 1');
    const item = (number: number) => screen.getByText(`card ${number}`).closest('li')!;
    const button = (number: number, name: string) =>
      within(item(number)).getByRole<HTMLButtonElement>('button', { name });

    fireEvent.click(button(1, texts.matches.answers.visit));
    await waitFor(() => expect(button(1, texts.matches.answers.wait).disabled).toBe(true));
    expect(button(2, texts.matches.answers.wait).disabled).toBe(false);
    fireEvent.click(button(2, texts.matches.answers.wait));
    await waitFor(() =>
      expect(within(item(2)).getByTestId('match-state').textContent).toBe(
        texts.matches.states.wait,
      ),
    );

    release();
    await waitFor(() =>
      expect(within(item(1)).getByTestId('match-state').textContent).toBe(
        texts.matches.states.visit,
      ),
    );
    // The first answer's toast still shows, though a later answer was sent meanwhile.
    expect(await screen.findByText(testTexts.common.feedback.requestSent)).toBeDefined();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2);
  });

  it('offers to try again when the matches could not be read', async () => {
    let failing = true;
    stubApi((url) => {
      if (url === `/api/v1/searches/${SEARCH_ID}`) return [200, { data: search }];
      if (url === `/api/v1/searches/${SEARCH_ID}/matches`) {
        return failing
          ? [503, { error: { code: 'unavailable', message: 'Error: Retry later' } }]
          : [200, { data: [match(1, 'new', 1)] }];
      }
      return [404, { error: { code: 'not_found', message: 'not found' } }];
    });
    renderPage();
    expect(await screen.findByText('Error: Retry later')).toBeDefined();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByText('card 1')).toBeDefined();
  });

  it('shows the empty text and the recommendations when there are no matches', async () => {
    api([], [card(7), card(8)]);
    renderPage();
    expect(await screen.findByText(testTexts.common.website.find.matches.empty)).toBeDefined();
    const list = await screen.findByRole('list', { name: texts.matches.recommendationsTitle });
    expect(cardsIn(list)).toEqual(['card 7', 'card 8']);
  });
});

describe('edit dialog of the matches page (decision 017: editing from the account page)', () => {
  it('names the locations that cannot be kept instead of dropping them unsaid', async () => {
    search = savedSearchFixture(SEARCH_ID, {
      locations: [
        { _id: 'l1', type: 'municipality', id: '021051', name: 'Merano' },
        { _id: 'l2', type: 'zone', id: null, name: 'Maia Alta' },
        { _id: 'l3', type: 'polygon', name: 'Lungo il Passirio', geoJson: null },
      ],
    });
    api([match(1, 'new', 1)]);
    renderPage(`/find/searches/${SEARCH_ID}?edit`);
    const edit = await screen.findByRole('dialog', { name: texts.form.titleEdit });
    expect(
      within(edit).getByText(
        texts.form.unusable.replace('{{names}}', 'Maia Alta, Lungo il Passirio'),
      ),
    ).toBeDefined();
    expect(within(edit).getByRole('button', { name: 'Remove Merano' })).toBeDefined();
  });

  const escape = () =>
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape' });

  it('closes only the dialog on top with Escape: the budget helper, then the drawing map, then the edit dialog', async () => {
    api([match(1, 'new', 1)]);
    renderPage(`/find/searches/${SEARCH_ID}?edit`);
    const edit = await screen.findByRole('dialog', { name: texts.form.titleEdit });

    fireEvent.click(within(edit).getByRole('button', { name: texts.form.budgetHelper }));
    await screen.findByRole('dialog', { name: texts.budget.title });
    escape();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: texts.budget.title })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: texts.form.titleEdit })).toBe(edit);

    fireEvent.click(within(edit).getByRole('button', { name: texts.form.drawZone }));
    await screen.findByRole('dialog', { name: texts.draw.title });
    escape();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: texts.draw.title })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: texts.form.titleEdit })).toBe(edit);
    // The budget typed in the edit dialog is still there.
    expect(
      within(edit).getByRole<HTMLInputElement>('textbox', { name: texts.form.budget }).value,
    ).toBe('400.000 €');

    escape();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: texts.form.titleEdit })).toBeNull(),
    );
  });
});

describe('alerts opt-out from the mail link (new-match alerts contract)', () => {
  it('stops the alerts only when the button is pressed, without a login', async () => {
    clearSession();
    const calls = api([]);
    renderPage(`/find/searches/${SEARCH_ID}?alerts=off&token=good-token`);
    const button = await screen.findByRole('button', { name: texts.alerts.optOutButton });
    // Opening the link (as a mail scanner does) changes nothing.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByText(texts.alerts.optOutDone)).toBeDefined();
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      {
        url: `/api/v1/searches/${SEARCH_ID}/alerts`,
        body: { enabled: false, token: 'good-token' },
      },
    ]);
  });

  it('says so when the link is not valid', async () => {
    clearSession();
    api([]);
    renderPage(`/find/searches/${SEARCH_ID}?alerts=off&token=bad`);
    fireEvent.click(await screen.findByRole('button', { name: texts.alerts.optOutButton }));
    expect(await screen.findByText(texts.alerts.optOutFailed)).toBeDefined();
  });

  it('issue 33.1: the visit answer opens the viewing dialog for the match’s listing; a booked viewing reloads the matches, “only call me” answers as before', async () => {
    const calls = api([match(1, 'new', 1), match(2, 'new', 1)]);
    renderPage(undefined, visitDialog);
    const item = (await screen.findByText('card 2')).closest('li') as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: texts.matches.answers.visit }));
    const dialog = screen.getByRole('dialog', {
      name: `viewing of 2 for ${match(2, 'new', 1)._id}`,
    });
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    const reads = () =>
      calls.filter((c) => c.url.endsWith('/matches') && c.method === 'GET').length;
    const before = reads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'booked' }));
    await waitFor(() => expect(reads()).toBe(before + 1));

    fireEvent.click(within(dialog).getByRole('button', { name: 'only call me' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH')).toMatchObject([
        { url: `/api/v1/matches/${match(2, 'new', 1)._id}`, body: { state: 'visit' } },
      ]),
    );
    expect(screen.queryByRole('dialog', { name: /viewing of 2/ })).toBeNull();
  });
});
