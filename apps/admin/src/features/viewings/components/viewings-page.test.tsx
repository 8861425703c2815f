// @vitest-environment jsdom
import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import { clearSession, setSession } from '@domus/web/shared/auth/session-store';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '@domus/web/shared/test/render-with-providers';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../shared/test/axe';
import { ViewingsPage } from './viewings-page';

const texts = testTexts.admin.viewings;
const id = (n: number) => `0b7c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const me = id(77);

function viewing(n: number, extra: Partial<Viewing>): Viewing {
  return {
    _id: id(n),
    status: 'confirmed',
    start: null,
    end: null,
    requested: [],
    pickedSlot: false,
    listing: {
      _id: id(500 + n),
      property_id: 1230 + n,
      category: 'residential',
      title: { it: `Villa ${n}`, de: `Villa ${n}`, en: `Villa ${n}` },
      address: `Via Roma ${n}, 39100 Bolzano`,
    },
    agent: { _id: me, email: 'agent@domus.example' },
    buyer: {
      clientId: null,
      name: `Buyer ${n}`,
      email: `buyer${n}@example.com`,
      tel: '+39 0471 000000',
      language: 'de',
    },
    message: null,
    sequence: 0,
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    ...extra,
  };
}

// Monday, 7 December 2026 10:00–10:30 in Rome (09:00 UTC), booked.
const booked = viewing(1, {
  start: '2026-12-07T09:00:00.000Z',
  end: '2026-12-07T09:30:00.000Z',
  sequence: 1,
});
// A request proposing Tuesday 15:00 and Wednesday 11:00.
const request = viewing(2, {
  status: 'requested',
  requested: [
    { start: '2026-12-08T14:00:00.000Z', end: '2026-12-08T14:30:00.000Z' },
    { start: '2026-12-09T10:00:00.000Z', end: '2026-12-09T10:30:00.000Z' },
  ],
  message: 'After work, please.',
});

function logIn(flags: { isAgent: boolean; isAdmin: boolean }) {
  setSession({
    token: 't'.repeat(43),
    expiresAt: '2099-01-01T00:00:00.000Z',
    verified: true,
    admin: { ...flags, isSuperAdmin: false },
    email: 'agent@domus.example',
  });
}

type Handler = (url: string, method: string, body: unknown) => [number, unknown?] | undefined;

/**
 * The calendar's API: the two viewings, each by itself, and what `extra` answers first; a
 * viewing `extra` answers a change with is the one read from then on.
 */
function api(extra: Handler = () => undefined) {
  const stored = new Map([booked, request].map((one) => [one._id, one]));
  return stubApi((url, method, body) => {
    const answer = extra(url, method, body);
    const changed = (answer?.[1] as { data?: Viewing } | undefined)?.data;
    if (changed?._id) stored.set(changed._id, changed);
    if (answer) return answer;
    if (url.startsWith('/api/v1/account/me')) return [200, { _id: me, email: 'a@b.c' }];
    if (url.startsWith('/api/v1/admin/staff')) {
      return [
        200,
        {
          data: [
            {
              _id: me,
              email: 'agent@domus.example',
              name: 'Anna',
              familyName: 'Agent',
              companyName: null,
              isAgent: true,
              isAdmin: false,
              isSuperAdmin: false,
            },
          ],
        },
      ];
    }
    if (url.startsWith('/api/v1/admin/viewings?')) {
      return [
        200,
        {
          meta: { from: '2026-12-06T23:00:00.000Z', to: '2026-12-13T23:00:00.000Z' },
          data: [...stored.values()],
        },
      ];
    }
    const one = stored.get(url.replace('/api/v1/admin/viewings/', ''));
    if (one) return [200, { data: one }];
    return [404, { error: { code: 'not_found', message: 'Not found' } }];
  });
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  clearSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The day's column of the grid by its long name. */
const day = (name: string) => screen.getByRole('group', { name });

describe('the calendar of viewings (issue 33 point 2)', { timeout: 60_000 }, () => {
  it('issue 33.2: an agent sees their week, each entry with its time, listing number and title, buyer and address', async () => {
    logIn({ isAgent: true, isAdmin: false });
    const calls = api();
    renderWithProviders(<ViewingsPage />, '/admin/viewings?date=2026-12-09');

    const entry = await waitFor(() => within(day('Monday, 7 December 2026')).getByRole('button'));
    expect(entry.textContent).toContain('10:00–10:30');
    expect(entry.textContent).toContain(texts.statuses.confirmed);
    expect(entry.textContent).toContain('No. 1231 · Villa 1');
    expect(entry.textContent).toContain('Buyer 1');
    expect(entry.textContent).toContain('Via Roma 1, 39100 Bolzano');
    // The request stands at each of its times, marked as such.
    expect(within(day('Tuesday, 8 December 2026')).getByRole('button').textContent).toContain(
      '15:00–15:30 Requested, proposed time 1 of 2',
    );
    expect(within(day('Wednesday, 9 December 2026')).getByRole('button').textContent).toContain(
      '11:00–11:30 Requested, proposed time 2 of 2',
    );
    expect(within(day('Sunday, 13 December 2026')).queryByRole('button')).toBeNull();
    // The week from Monday, the agent's own.
    const asked = calls.find((call) => call.url.startsWith('/api/v1/admin/viewings?'));
    expect(asked?.url).toBe('/api/v1/admin/viewings?from=2026-12-07&days=7&agent=me');
    await expectNoAxeViolations(document.body);
  });

  it('issue 33.6: the arrow keys move between the entries, Enter opens one with the buyer and the address', async () => {
    logIn({ isAgent: true, isAdmin: false });
    api();
    const user = userEvent.setup();
    renderWithProviders(<ViewingsPage />, '/admin/viewings?date=2026-12-07');
    const monday = await waitFor(() => within(day('Monday, 7 December 2026')).getByRole('button'));
    const tuesday = within(day('Tuesday, 8 December 2026')).getByRole('button');
    const wednesday = within(day('Wednesday, 9 December 2026')).getByRole('button');

    monday.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tuesday);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(wednesday);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tuesday);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(monday);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(wednesday);
    // Tab goes the same way: the entries are buttons in the order of the days and times.
    monday.focus();
    await user.tab();
    expect(document.activeElement).toBe(tuesday);

    monday.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Viewing of property no. 1231' });
    await within(dialog).findByText('Via Roma 1, 39100 Bolzano');
    expect(within(dialog).getByText('Buyer 1')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'buyer1@example.com' }).getAttribute('href'),
    ).toBe('mailto:buyer1@example.com');
    expect(within(dialog).getByText('Monday, 7 December 2026, 10:00–10:30')).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('issue 33.2: confirming a time another viewing of the agent holds says so, and a proposed time that does not exist is refused on the time field', async () => {
    logIn({ isAgent: true, isAdmin: false });
    const conflict =
      'The agent already has another viewing at this time: please choose another time or another agent.';
    const nonexistent = 'This time does not exist: the clocks go forward that night.';
    const calls = api((url, method) => {
      if (method !== 'POST') return undefined;
      if (url.endsWith('/confirm')) {
        return [409, { error: { code: 'viewing_conflict', message: conflict } }];
      }
      if (url.endsWith('/propose')) {
        return [
          400,
          {
            error: {
              code: 'validation_error',
              message: 'Please check the fields.',
              fields: [{ field: 'time', message: nonexistent }],
            },
          },
        ];
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<ViewingsPage />, `/admin/viewings?date=2026-12-07&viewing=${request._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Viewing of property no. 1232' });

    await user.click(
      await within(dialog).findByRole('button', {
        name: 'Confirm Tuesday, 8 December 2026, 15:00–15:30',
      }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toContain(conflict);
    expect(calls.find((call) => call.url.endsWith('/confirm'))?.body).toEqual({
      start: '2026-12-08T14:00:00.000Z',
    });

    await user.click(within(dialog).getByRole('button', { name: texts.dialog.propose }));
    const date = within(dialog).getByLabelText(new RegExp(`^${texts.dialog.date}`), {
      selector: 'input',
    });
    const time = within(dialog).getByLabelText(new RegExp(`^${texts.dialog.time}`), {
      selector: 'input',
    });
    fireEvent.change(date, { target: { value: '2027-03-28' } });
    fireEvent.change(time, { target: { value: '02:30' } });
    await user.click(within(dialog).getByRole('button', { name: texts.dialog.book }));
    await waitFor(() => expect(time.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(nonexistent)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(time));
    expect(calls.find((call) => call.url.endsWith('/propose'))?.body).toEqual({
      date: '2027-03-28',
      time: '02:30',
      minutes: 30,
    });
  });

  it('issue 33.2: staff decline a request with a reason, and cancel a booked viewing after asking once more', async () => {
    logIn({ isAgent: true, isAdmin: false });
    const calls = api((url, method) => {
      if (method === 'POST' && url.endsWith('/decline')) {
        return [200, { data: { ...request, status: 'declined', sequence: 1 } }];
      }
      if (method === 'POST' && url.endsWith('/cancel')) {
        return [200, { data: { ...booked, status: 'cancelled', sequence: 2 } }];
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(
      <ViewingsPage />,
      `/admin/viewings?date=2026-12-07&viewing=${request._id}`,
    );
    let dialog = await screen.findByRole('dialog', { name: 'Viewing of property no. 1232' });
    await user.click(await within(dialog).findByRole('button', { name: texts.dialog.decline }));
    await user.type(within(dialog).getByLabelText(texts.dialog.reason), 'The listing is sold.');
    await user.click(within(dialog).getByRole('button', { name: texts.dialog.declineSubmit }));
    await within(dialog).findByText(texts.statuses.declined);
    expect(calls.find((call) => call.url.endsWith('/decline'))?.body).toEqual({
      message: 'The listing is sold.',
    });
    // A declined request offers nothing more.
    expect(within(dialog).queryByRole('button', { name: texts.dialog.propose })).toBeNull();

    await router!.navigate(`/admin/viewings?date=2026-12-07&viewing=${booked._id}`);
    dialog = await screen.findByRole('dialog', { name: 'Viewing of property no. 1231' });
    await user.click(await within(dialog).findByRole('button', { name: texts.dialog.cancel }));
    expect(within(dialog).getByText(texts.dialog.cancelQuestion)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: texts.dialog.cancelSubmit }));
    await within(dialog).findByText(texts.statuses.cancelled);
    expect(calls.filter((call) => call.url.endsWith('/cancel'))).toHaveLength(1);
  });

  it('issue 33.2: an admin sees the whole agency with each entry’s agent, as a list of days or a single day', async () => {
    logIn({ isAgent: false, isAdmin: true });
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<ViewingsPage />, '/admin/viewings?date=2026-12-07');
    const monday = await waitFor(() => within(day('Monday, 7 December 2026')).getByRole('button'));
    expect(monday.textContent).toContain('Agent: agent@domus.example');
    expect(calls.find((call) => call.url.startsWith('/api/v1/admin/viewings?'))?.url).toBe(
      '/api/v1/admin/viewings?from=2026-12-07&days=7',
    );

    await user.click(screen.getByRole('radio', { name: texts.calendar.list }));
    const list = await screen.findByRole('heading', { name: 'Monday, 7 December 2026' });
    expect(list).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tuesday, 8 December 2026' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Thursday, 10 December 2026' })).toBeNull();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('No. 1231 · Villa 1');
    expect(items[0]!.textContent).toContain('Buyer 1 · Via Roma 1, 39100 Bolzano');
    await expectNoAxeViolations(document.body);

    await user.click(screen.getByRole('radio', { name: texts.calendar.day }));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/v1/admin/viewings?from=2026-12-07&days=1'),
    );
    await user.click(screen.getByRole('button', { name: texts.calendar.nextDay }));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/v1/admin/viewings?from=2026-12-08&days=1'),
    );
  });
});
