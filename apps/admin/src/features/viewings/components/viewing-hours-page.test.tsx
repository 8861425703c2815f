// @vitest-environment jsdom
import { NO_VIEWING_HOURS, type ViewingHours } from '@domus/domain/viewings/viewing-hours';
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
import { ToastHost } from '@domus/web/shared/ui/toast-host';
import { ViewingHoursPage } from './viewing-hours-page';

const texts = testTexts.admin.viewings.hours;
const id = (n: number) => `0b7c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const me = id(77);
const other = id(78);

const stored: ViewingHours = {
  ...NO_VIEWING_HOURS,
  mon: [
    { start: '09:00', end: '12:00' },
    { start: '14:00', end: '18:00' },
  ],
};

function logIn(flags: { isAgent: boolean; isAdmin: boolean }) {
  setSession({
    token: 't'.repeat(43),
    expiresAt: '2099-01-01T00:00:00.000Z',
    verified: true,
    admin: { ...flags, isSuperAdmin: false },
    email: 'agent@domus.example',
  });
}

const staffMember = (n: number, name: string) => ({
  _id: id(n),
  email: `${name.toLowerCase()}@domus.example`,
  name,
  familyName: null,
  companyName: null,
  isAgent: true,
  isAdmin: false,
  isSuperAdmin: false,
});

type Handler = (url: string, method: string, body: unknown) => [number, unknown?] | undefined;

/** The hours' API: each agent's stored hours and absences, and what `extra` answers first. */
function api(extra: Handler = () => undefined) {
  return stubApi((url, method, body) => {
    const answer = extra(url, method, body);
    if (answer) return answer;
    if (url.startsWith('/api/v1/account/me')) return [200, { _id: me, email: 'a@b.c' }];
    if (url.startsWith('/api/v1/admin/staff')) {
      return [200, { data: [staffMember(77, 'Anna'), staffMember(78, 'Bruno')] }];
    }
    const hours = /^\/api\/v1\/admin\/agents\/([^/]+)\/viewing-hours$/.exec(url);
    if (hours) {
      const saved = method === 'PUT' ? (body as { hours: ViewingHours }).hours : null;
      return [200, { data: { agentId: hours[1], hours: saved ?? stored } }];
    }
    const absences = /^\/api\/v1\/admin\/agents\/([^/]+)\/viewing-absences$/.exec(url);
    if (absences) {
      const saved = method === 'PUT' ? (body as { absences: object[] }).absences : [];
      const answered = saved.map((absence) => ({
        ...absence,
        start: '2026-12-24T00:00:00.000Z',
        end: '2026-12-25T00:00:00.000Z',
      }));
      return [200, { data: { agentId: absences[1], absences: answered } }];
    }
    return [404, { error: { code: 'not_found', message: 'Not found' } }];
  });
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  // The agent picker scrolls its options, which jsdom does not do.
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: () => {},
    configurable: true,
    writable: true,
  });
  clearSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page with the toasts the admin's frame shows. */
function Page() {
  return (
    <>
      <ToastHost />
      <div data-testid="page">
        <ViewingHoursPage />
      </div>
    </>
  );
}

/** A weekday's group of ranges. */
const weekday = (name: string) => screen.getByRole('group', { name });
/** A range's field by its group's name ("Monday, range 2") and its label (From, To). */
const rangeField = (range: string, label: string) =>
  within(screen.getByRole('group', { name: range })).getByLabelText(`${range}: ${label}`);

describe('an agent’s viewing hours and absences (issue 33 point 1)', { timeout: 60_000 }, () => {
  it('issue 33.1: an agent sees their own week and adds an afternoon on Tuesday; the whole week is saved', async () => {
    logIn({ isAgent: true, isAdmin: false });
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<Page />, '/admin/viewings/hours');

    const from = await waitFor(() => rangeField('Monday, range 2', texts.from));
    expect((from as HTMLInputElement).value).toBe('14:00');
    expect((rangeField('Monday, range 2', texts.to) as HTMLInputElement).value).toBe('18:00');
    expect(within(weekday('Tuesday')).getByText(texts.none)).toBeTruthy();
    // An agent sets their own hours only: no choice of agent.
    expect(screen.queryByLabelText(texts.agent, { selector: 'input' })).toBeNull();
    expect(calls.some((call) => call.url === `/api/v1/admin/agents/${me}/viewing-hours`)).toBe(
      true,
    );
    // The page itself: the toasts are the frame's.
    await expectNoAxeViolations(screen.getByTestId('page'));

    await user.click(screen.getByRole('button', { name: 'Tuesday: add a range' }));
    fireEvent.change(rangeField('Tuesday, range 1', texts.from), { target: { value: '15:00' } });
    fireEvent.change(rangeField('Tuesday, range 1', texts.to), { target: { value: '17:30' } });
    await user.click(screen.getByRole('button', { name: 'Monday: remove range 1' }));
    await user.click(screen.getByRole('button', { name: texts.save }));

    await screen.findByText(texts.saved);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/v1/admin/agents/${me}/viewing-hours`);
    expect(put?.body).toEqual({
      hours: {
        ...NO_VIEWING_HOURS,
        mon: [{ start: '14:00', end: '18:00' }],
        tue: [{ start: '15:00', end: '17:30' }],
      },
    });
  });

  it('issue 33.1: a range the API refuses shows its message on the field it names, in the staff member’s language, and takes the focus', async () => {
    logIn({ isAgent: true, isAdmin: false });
    const overlap = 'The time ranges of one day must not overlap';
    const calls = api((url, method) =>
      method === 'PUT' && url.endsWith('/viewing-hours')
        ? [
            400,
            {
              error: {
                code: 'validation_error',
                message: 'Please check the fields.',
                fields: [{ field: 'hours.mon.1.start', message: overlap }],
              },
            },
          ]
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<Page />, '/admin/viewings/hours');
    const start = await waitFor(() => rangeField('Monday, range 2', texts.from));
    fireEvent.change(start, { target: { value: '11:00' } });
    await user.click(screen.getByRole('button', { name: texts.save }));

    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = start.getAttribute('aria-describedby') ?? '';
    expect(
      describedBy.split(' ').some((ref) => document.getElementById(ref)?.textContent === overlap),
    ).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(start));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    // The page itself: the toasts are the frame's.
    await expectNoAxeViolations(screen.getByTestId('page'));
  });

  it('issue 33.1: an admin chooses another agent and sets that agent’s absence; a refused end date is shown on its field', async () => {
    logIn({ isAgent: false, isAdmin: true });
    const order = 'The absence must end after it starts';
    let refuse = true;
    const calls = api((url, method) => {
      if (method !== 'PUT' || !url.endsWith('/viewing-absences') || !refuse) return undefined;
      refuse = false;
      return [
        400,
        {
          error: {
            code: 'validation_error',
            message: 'Please check the fields.',
            fields: [{ field: 'absences.0.endDate', message: order }],
          },
        },
      ];
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Page />, '/admin/viewings/hours');
    await waitFor(() => rangeField('Monday, range 1', texts.from));

    await user.click(screen.getByLabelText(texts.agent, { selector: 'input' }));
    // The options open in a transition jsdom does not run: they count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Bruno', hidden: true }));
    await waitFor(() => expect(router!.state.location.search).toBe(`?agent=${other}`));
    await waitFor(() =>
      expect(
        calls.some((call) => call.url === `/api/v1/admin/agents/${other}/viewing-absences`),
      ).toBe(true),
    );
    await screen.findByText(texts.noAbsences);

    await user.click(screen.getByRole('button', { name: texts.addAbsence }));
    const absence = screen.getByRole('group', { name: 'Absence 1' });
    const field = (label: string) =>
      within(absence).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`), {
        selector: 'input',
      });
    fireEvent.change(field(texts.startDate), { target: { value: '2026-12-28' } });
    fireEvent.change(field(texts.endDate), { target: { value: '2026-12-24' } });
    fireEvent.change(field(texts.note), { target: { value: 'Holiday' } });
    await user.click(screen.getByRole('button', { name: texts.saveAbsences }));
    await waitFor(() => expect(field(texts.endDate).getAttribute('aria-invalid')).toBe('true'));
    expect(within(absence).getByText(order)).toBeTruthy();

    fireEvent.change(field(texts.endDate), { target: { value: '2026-12-31' } });
    fireEvent.change(field(texts.endTime), { target: { value: '12:00' } });
    await user.click(screen.getByRole('button', { name: texts.saveAbsences }));
    await screen.findByText(texts.absencesSaved);
    const saved = calls.filter((call) => call.method === 'PUT').at(-1);
    expect(saved?.url).toBe(`/api/v1/admin/agents/${other}/viewing-absences`);
    expect(saved?.body).toEqual({
      absences: [
        { startDate: '2026-12-28', endDate: '2026-12-31', endTime: '12:00', note: 'Holiday' },
      ],
    });
  });
});
