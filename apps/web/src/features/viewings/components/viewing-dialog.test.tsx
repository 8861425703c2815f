// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { useEffect, type RefObject } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import type { ViewingCaptchaHandle } from '../utils/viewing-captcha';
import { ViewingDialog } from './viewing-dialog';

const texts = testTexts.viewing;
const errors = testTexts.errors.global.errors;
const LISTING = { id: '0b7c5f0e-8d1a-4c3e-9a55-1f2e3d4c5b6a', number: 1042 };

const slot = (start: string) => ({
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
});

/** Thursday 12 December 2030 at 09:00 and 09:30 in Rome, and 00:30 the next day (23:30 UTC). */
const SLOTS = [
  slot('2030-12-12T08:00:00.000Z'),
  slot('2030-12-12T08:30:00.000Z'),
  slot('2030-12-12T23:30:00.000Z'),
];

/** A stand-in for the captcha widget (it needs a real browser): solved at once. */
const captcha = { reset: vi.fn(), solution: vi.fn(async () => 'captcha-payload') };
function FakeCaptcha({ handleRef }: { handleRef: RefObject<ViewingCaptchaHandle | null> }) {
  useEffect(() => {
    handleRef.current = captcha;
  }, [handleRef]);
  return <p>captcha widget</p>;
}

function renderDialog(props: { guest?: boolean; matchId?: string } = {}) {
  const onRequested = vi.fn();
  renderWithProviders(
    <ViewingDialog
      opened
      onClose={() => {}}
      listing={LISTING}
      language="en"
      guest={props.guest ?? true}
      accountEmail="anna@example.com"
      matchId={props.matchId}
      onRequested={onRequested}
      renderCaptcha={(handleRef) => <FakeCaptcha handleRef={handleRef} />}
    />,
  );
  return { onRequested };
}

const dialog = () =>
  screen.findByRole('dialog', { name: `Viewing of property no. ${LISTING.number}` });
/** A field by its label, the required mark after it or not. */
const field = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label}( \\*)?$`));
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(scope, label), { target: { value } });
const submit = (scope: HTMLElement) =>
  fireEvent.click(within(scope).getByRole('button', { name: texts.submit }));

function fillGuest(scope: HTMLElement) {
  type(scope, texts.contact.name, 'Anna Pichler');
  type(scope, texts.contact.email, 'anna@example.com');
  type(scope, texts.contact.tel, '+39 0471 123456');
}

function answer(posted: (body: unknown) => [number, unknown]) {
  return stubApi((url, method, body) => {
    if (url.startsWith('/api/v1/viewings/slots')) return [200, { data: SLOTS }];
    if (url === '/api/v1/viewings' && method === 'POST') return posted(body);
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

const created = (times: unknown[]): [number, unknown] => [
  201,
  { data: { _id: 'v1', status: 'requested', times } },
];

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  captcha.reset.mockClear();
  captcha.solution.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the viewing dialog (issue 33 point 1)', () => {
  it('issue 33.1: shows the free slots grouped by the agency’s day in Rome, 23:30 UTC on the next day', async () => {
    const calls = answer(() => created([]));
    renderDialog();
    const scope = await dialog();
    const days = await within(scope).findAllByRole('group', { name: /2030/ });
    expect(days.map((day) => day.querySelector('legend')?.textContent)).toEqual([
      'Thursday, 12 December 2030',
      'Friday, 13 December 2030',
    ]);
    expect(
      within(days[0]!)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual([
      'Thursday, 12 December 2030, 09:00–09:30',
      'Thursday, 12 December 2030, 09:30–10:00',
    ]);
    expect(within(days[1]!).getByRole('radio', { name: /00:30–01:00/ })).toBeTruthy();
    expect(calls[0]!.url).toBe(`/api/v1/viewings/slots?listing=${LISTING.id}`);
  });

  it('issue 33.1: a visitor gives name, e-mail and telephone and solves the captcha; the picked slot is sent, and the success says the agency confirms by mail', async () => {
    const calls = answer(() => created([SLOTS[1]]));
    const { onRequested } = renderDialog();
    const scope = await dialog();
    expect(within(scope).getByText('captcha widget')).toBeTruthy();
    fireEvent.click(await within(scope).findByRole('radio', { name: /09:30–10:00/ }));
    fillGuest(scope);
    submit(scope);
    const success = await within(scope).findByTestId('viewing-success');
    expect(success.textContent).toContain(texts.success.text);
    expect(within(scope).getByText('Thursday, 12 December 2030, 09:30')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      listingId: LISTING.id,
      times: { slot: SLOTS[1]!.start },
      name: 'Anna Pichler',
      email: 'anna@example.com',
      tel: '+39 0471 123456',
      captcha: 'captcha-payload',
    });
    expect(onRequested).toHaveBeenCalledTimes(1);
  });

  it('issue 33.1: without a slot, name, e-mail and telephone nothing is sent and each field says why', async () => {
    const calls = answer(() => created([]));
    renderDialog();
    const scope = await dialog();
    await within(scope).findAllByRole('radio');
    submit(scope);
    await within(scope).findByText(texts.slots.required);
    // Name and telephone are missing; an empty address is no e-mail address.
    expect(within(scope).getAllByText(errors.required)).toHaveLength(2);
    expect(within(scope).getByText(errors.email)).toBeTruthy();
    expect(field(scope, texts.contact.name)).toHaveProperty('ariaInvalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(captcha.solution).not.toHaveBeenCalled();
  });

  it('issue 33.1: 02:30 on the last Sunday of March and a past time are refused in the browser on the time field', async () => {
    const calls = answer(() => created([]));
    renderDialog();
    const scope = await dialog();
    fireEvent.click(await within(scope).findByRole('radio', { name: texts.dialog.modePropose }));
    type(scope, texts.proposals.date, '2030-03-31');
    type(scope, texts.proposals.time, '02:30');
    fireEvent.click(within(scope).getByRole('button', { name: texts.proposals.add }));
    type(scope, `${texts.proposals.date} 2`, '2020-01-07');
    type(scope, `${texts.proposals.time} 2`, '10:00');
    fillGuest(scope);
    submit(scope);
    await within(scope).findByText(errors.viewingNonexistentTime);
    expect(within(scope).getByText(errors.viewingPast)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('issue 33.1: the server’s refusals (outside the hours, taken) show on the time they are about, in the user’s language, and the captcha is renewed', async () => {
    const calls = answer(() => [
      400,
      {
        error: {
          code: 'validation_failed',
          message: 'Invalid input',
          fields: [
            {
              field: 'times.proposals.1.time',
              message: 'The agent does not show properties at this time',
            },
          ],
        },
      },
    ]);
    renderDialog();
    const scope = await dialog();
    fireEvent.click(await within(scope).findByRole('radio', { name: texts.dialog.modePropose }));
    type(scope, texts.proposals.date, '2030-06-10');
    type(scope, texts.proposals.time, '10:00');
    // An empty row between is no proposal: the server's second one is the form's third row.
    fireEvent.click(within(scope).getByRole('button', { name: texts.proposals.add }));
    fireEvent.click(within(scope).getByRole('button', { name: texts.proposals.add }));
    type(scope, `${texts.proposals.date} 3`, '2030-06-11');
    type(scope, `${texts.proposals.time} 3`, '19:00');
    fillGuest(scope);
    submit(scope);
    await within(scope).findByText('The agent does not show properties at this time');
    expect(field(scope, `${texts.proposals.time} 3`)).toHaveProperty('ariaInvalid', 'true');
    expect(field(scope, `${texts.proposals.time} 1`)).toHaveProperty('ariaInvalid', null);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      times: {
        proposals: [
          { date: '2030-06-10', time: '10:00' },
          { date: '2030-06-11', time: '19:00' },
        ],
      },
    });
    expect(captcha.reset).toHaveBeenCalledTimes(1);
    expect(within(scope).queryByTestId('viewing-success')).toBeNull();
  });

  it('issue 33.1: a refused captcha shows the server’s message on the form', async () => {
    answer(() => [
      400,
      { error: { code: 'captcha_invalid', message: 'The spam check failed: please try again.' } },
    ]);
    renderDialog();
    const scope = await dialog();
    fireEvent.click(await within(scope).findByRole('radio', { name: /09:00–09:30/ }));
    fillGuest(scope);
    submit(scope);
    expect((await within(scope).findByRole('alert')).textContent).toBe(
      'The spam check failed: please try again.',
    );
    expect(captcha.reset).toHaveBeenCalledTimes(1);
  });

  it('issue 33.1–2: a signed-in buyer asks as themselves, without captcha or contact fields, for the match named', async () => {
    const calls = answer(() => created([SLOTS[0]]));
    renderDialog({ guest: false, matchId: '6a0c2f7e-1b2d-4e3f-8a9b-0c1d2e3f4a5b' });
    const scope = await dialog();
    expect(within(scope).queryByText('captcha widget')).toBeNull();
    expect(
      within(scope).getByText(texts.contact.account.replace('{{email}}', 'anna@example.com')),
    ).toBeTruthy();
    expect(within(scope).queryByLabelText(new RegExp(`^${texts.contact.name}`))).toBeNull();
    fireEvent.click(await within(scope).findByRole('radio', { name: /09:00–09:30/ }));
    submit(scope);
    await within(scope).findByTestId('viewing-success');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      listingId: LISTING.id,
      times: { slot: SLOTS[0]!.start },
      matchId: '6a0c2f7e-1b2d-4e3f-8a9b-0c1d2e3f4a5b',
    });
  });

  it('issue 33.1: without free slots online the buyer proposes times, and is told why', async () => {
    stubApi((url) => (url.startsWith('/api/v1/viewings/slots') ? [200, { data: [] }] : [500]));
    renderDialog();
    const scope = await dialog();
    expect(await within(scope).findByText(texts.slots.none)).toBeTruthy();
    expect(within(scope).queryByRole('radio', { name: texts.dialog.modeSlots })).toBeNull();
    expect(field(scope, texts.proposals.date)).toBeTruthy();
  });

  it('issue 33.6: the dialog has no axe violations, with slots, with proposals and with errors', async () => {
    answer(() => created([]));
    renderDialog();
    const scope = await dialog();
    await within(scope).findAllByRole('radio', { name: /2030/ });
    // Colours and the page's landmarks are checked in the browser (E2E); here the structure.
    const check = async () =>
      (
        await axe.run(scope, {
          rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
        })
      ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(await check()).toEqual([]);
    submit(scope);
    await within(scope).findByText(texts.slots.required);
    expect(await check()).toEqual([]);
    fireEvent.click(within(scope).getByRole('radio', { name: texts.dialog.modePropose }));
    fireEvent.click(within(scope).getByRole('button', { name: texts.proposals.add }));
    expect(await check()).toEqual([]);
  });
});
