// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { ViewingLinkPage } from './viewing-link-page';

const texts = testTexts.viewing.link;
const ID = '3f1e2d4c-5b6a-4978-8a1b-2c3d4e5f6a7b';
const TOKEN = 'djEuM2YxZS5jYW5jZWwuMTcwMC4x.c2lnbmF0dXJl';

/** A booked viewing on Thursday 12 December 2030 at 10:00 in Rome. */
const viewing = (status = 'confirmed') => ({
  status,
  start: '2030-12-12T09:00:00.000Z',
  end: '2030-12-12T09:30:00.000Z',
  listing: {
    property_id: 1042,
    title: { it: 'Villa a Merano', de: 'Villa in Meran', en: 'Villa in Merano' },
  },
});

function answers(
  link: unknown,
  change: (url: string, body: unknown) => [number, unknown] = () => [
    200,
    { data: { status: 'cancelled' } },
  ],
) {
  return stubApi((url, method, body) => {
    if (url.startsWith(`/api/v1/viewings/${ID}/link`)) return [200, { data: link }];
    if (method === 'POST') return change(url, body);
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

function renderPage(action: string | null = 'cancel', token: string | null = TOKEN) {
  renderWithProviders(<ViewingLinkPage id={ID} action={action} token={token} language="en" />, '/');
}

const posts = <T extends { method: string }>(calls: T[]) =>
  calls.filter((call) => call.method === 'POST');

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the page of a viewing mail’s link (issue 33 points 2 and 6, decision 069)', () => {
  it('issue 33.6: asks before it cancels, so a link scanner changes nothing; the click cancels with the link’s token', async () => {
    const calls = answers({ answer: 'valid', viewing: viewing() });
    renderPage();
    expect(await screen.findByText(texts.cancel.question)).toBeTruthy();
    expect(screen.getByText('Property no. 1042: Villa in Merano')).toBeTruthy();
    expect(screen.getByText('Thursday, 12 December 2030, 10:00')).toBeTruthy();
    expect(calls[0]!.url).toBe(
      `/api/v1/viewings/${ID}/link?action=cancel&token=${encodeURIComponent(TOKEN)}`,
    );
    expect(posts(calls)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: texts.cancel.confirm }));
    expect((await screen.findByTestId('viewing-link-done')).textContent).toBe(texts.cancel.done);
    expect(posts(calls)).toMatchObject([
      { url: `/api/v1/viewings/${ID}/cancel`, body: { token: TOKEN } },
    ]);
    expect(screen.queryByRole('button', { name: texts.cancel.confirm })).toBeNull();
  });

  it('issue 33.6: an expired link says so and offers nothing to do', async () => {
    const calls = answers({ answer: 'expired', viewing: viewing() });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(texts.expired);
    expect(screen.queryByRole('button', { name: texts.cancel.confirm })).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it('issue 33.6: a tampered link says it is not valid and shows no viewing', async () => {
    const calls = answers({ answer: 'tampered', viewing: null });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(texts.tampered);
    expect(screen.queryByText(/Property no\./)).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it('issue 33.6: a reused link of an older mail points to the newest mail; once cancelled, it says the viewing is cancelled', async () => {
    answers({ answer: 'superseded', viewing: viewing() });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(texts.superseded);
    cleanup();
    answers({ answer: 'superseded', viewing: viewing('cancelled') });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(texts.closed.cancelled);
    expect(screen.queryByRole('button', { name: texts.cancel.confirm })).toBeNull();
  });

  it('issue 33.6: a link without token or action is not valid, and the API is not asked', async () => {
    const calls = answers({ answer: 'valid', viewing: viewing() });
    renderPage('delete', TOKEN);
    expect((await screen.findByRole('alert')).textContent).toBe(texts.tampered);
    cleanup();
    renderPage('cancel', null);
    expect((await screen.findByRole('alert')).textContent).toBe(texts.tampered);
    expect(calls).toEqual([]);
  });

  it('issue 33.6: a link that stops working between reading and clicking says why and that nothing changed', async () => {
    let changed = false;
    const calls = stubApi((url, method) => {
      if (method === 'POST') {
        changed = true;
        return [
          409,
          {
            error: {
              code: 'viewing_link_superseded',
              message: 'The viewing changed after this e-mail.',
            },
          },
        ];
      }
      return [200, { data: { answer: changed ? 'superseded' : 'valid', viewing: viewing() } }];
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: texts.cancel.confirm }));
    expect((await screen.findByRole('alert')).textContent).toContain(texts.unchanged);
    // The page reads the link again and offers nothing more.
    expect(await screen.findByText(texts.superseded)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('issue 33.2: asks for another time with up to three proposals or none, refusals on the time', async () => {
    const calls = answers({ answer: 'valid', viewing: viewing() }, (_url, body) =>
      (body as { times?: unknown }).times
        ? [
            400,
            {
              error: {
                code: 'validation_failed',
                message: 'Invalid input',
                fields: [
                  {
                    field: 'times.proposals.0.time',
                    message: 'This time is already taken by another viewing',
                  },
                ],
              },
            },
          ]
        : [200, { data: { status: 'requested' } }],
    );
    renderPage('reschedule');
    const form = await screen.findByRole('form', { name: texts.reschedule.confirm });
    fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '2030-12-13' } });
    fireEvent.change(within(form).getByLabelText(/^Time/), { target: { value: '11:00' } });
    fireEvent.click(within(form).getByRole('button', { name: texts.reschedule.confirm }));
    expect(
      await within(form).findByText('This time is already taken by another viewing'),
    ).toBeTruthy();
    expect(posts(calls)[0]).toMatchObject({
      url: `/api/v1/viewings/${ID}/reschedule`,
      body: { token: TOKEN, times: { proposals: [{ date: '2030-12-13', time: '11:00' }] } },
    });
    // Without times the agency gets in touch.
    fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText(/^Time/), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: texts.reschedule.confirm }));
    expect((await screen.findByTestId('viewing-link-done')).textContent).toBe(
      texts.reschedule.done,
    );
    expect(posts(calls)[1]).toMatchObject({ body: { token: TOKEN } });
    expect(posts(calls)[1]!.body).not.toHaveProperty('times');
  });
});
