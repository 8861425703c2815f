// @vitest-environment jsdom
import axe from 'axe-core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { ViewingFeedbackPage } from './viewing-feedback-page';

const texts = testTexts.viewing.feedback;
const link = testTexts.viewing.link;
const ID = '3f1e2d4c-5b6a-4978-8a1b-2c3d4e5f6a7b';
const TOKEN = 'djEuM2YxZS5mZWVkYmFjay4xNzAwLjE.c2lnbmF0dXJl';

/** A viewing held on Thursday 12 December 2030 at 10:00 in Rome, with the feedback so far. */
const viewing = (status = 'held', feedback: unknown = null) => ({
  status,
  start: '2030-12-12T09:00:00.000Z',
  end: '2030-12-12T09:30:00.000Z',
  listing: {
    property_id: 1042,
    title: { it: 'Villa a Merano', de: 'Villa in Meran', en: 'Villa in Merano' },
  },
  feedback,
});

const recorded = (answer: string, reason: string | null = null) => ({
  answer,
  reason,
  at: '2030-12-12T15:00:00.000Z',
});

function answers(state: unknown, post: (body: unknown) => [number, unknown]) {
  return stubApi((url, method, body) => {
    if (method === 'GET' && url.startsWith(`/api/v1/viewings/${ID}/feedback`)) {
      return [200, { data: state }];
    }
    if (method === 'POST') return post(body);
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

function renderPage(answer: string | null = 'interested', token: string | null = TOKEN) {
  renderWithProviders(
    <ViewingFeedbackPage id={ID} answer={answer} token={token} language="en" />,
    '/',
  );
}

const posts = <T extends { method: string }>(calls: T[]) =>
  calls.filter((call) => call.method === 'POST');

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the page of a “how was it?” link (issue 33 point 3, decision 069)', () => {
  it('issue 33.3: asks before it records, the mail’s answer chosen, so a link scanner records nothing', async () => {
    const calls = answers({ answer: 'valid', viewing: viewing() }, () => [
      200,
      { data: recorded('offer') },
    ]);
    renderPage('offer');
    expect(await screen.findByText('Property no. 1042: Villa in Merano')).toBeTruthy();
    expect(calls[0]!.url).toBe(
      `/api/v1/viewings/${ID}/feedback?token=${encodeURIComponent(TOKEN)}`,
    );
    expect(posts(calls)).toEqual([]);
    const offer = screen.getByRole<HTMLInputElement>('radio', { name: texts.answers.offer });
    expect(offer.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: texts.send }));
    expect((await screen.findByTestId('viewing-feedback-done')).textContent).toBe(texts.doneOffer);
    expect(posts(calls)).toMatchObject([
      { url: `/api/v1/viewings/${ID}/feedback`, body: { token: TOKEN, feedback: 'offer' } },
    ]);
  });

  it('issue 33.3: not interested takes the buyer’s words, which they may leave out', async () => {
    const calls = answers({ answer: 'valid', viewing: viewing() }, (body) => [
      200,
      { data: recorded('not_interested', (body as { reason?: string }).reason ?? null) },
    ]);
    renderPage('not_interested');
    const reason = await screen.findByLabelText(texts.reason);
    fireEvent.change(reason, { target: { value: '  Too dark  ' } });
    fireEvent.click(screen.getByRole('button', { name: texts.send }));
    expect((await screen.findByTestId('viewing-feedback-done')).textContent).toBe(
      'Thank you! We have recorded your answer: Not interested.',
    );
    expect(posts(calls)[0]!.body).toEqual({
      token: TOKEN,
      feedback: 'not_interested',
      reason: 'Too dark',
    });
  });

  it('issue 33.3: followed again, it shows the answer given and records the same once more', async () => {
    const calls = answers(
      { answer: 'valid', viewing: viewing('held', recorded('interested')) },
      () => [200, { data: recorded('interested') }],
    );
    renderPage(null);
    expect(
      await screen.findByText('Your answer so far: I am interested. You can change it below.'),
    ).toBeTruthy();
    const interested = screen.getByRole<HTMLInputElement>('radio', {
      name: texts.answers.interested,
    });
    expect(interested.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: texts.send }));
    await screen.findByTestId('viewing-feedback-done');
    expect(posts(calls)).toHaveLength(1);
  });

  it('issue 33.3: an expired, a superseded and a tampered link say so and offer nothing to do', async () => {
    for (const [state, message] of [
      [{ answer: 'expired', viewing: viewing() }, texts.expired],
      [{ answer: 'superseded', viewing: viewing() }, link.superseded],
      [{ answer: 'tampered', viewing: null }, link.tampered],
      [{ answer: 'valid', viewing: viewing('no_show') }, texts.notHeld],
    ] as const) {
      const calls = answers(state, () => [500, {}]);
      renderPage();
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(screen.queryByRole('button', { name: texts.send })).toBeNull();
      expect(posts(calls)).toEqual([]);
      cleanup();
    }
  });

  it('issue 33.3: a link without token is not valid, and the API is not asked', async () => {
    const calls = answers({ answer: 'valid', viewing: viewing() }, () => [500, {}]);
    renderPage('offer', null);
    expect((await screen.findByRole('alert')).textContent).toBe(link.tampered);
    expect(calls).toEqual([]);
  });

  it('issue 33.3: a link that stops acting before the click says why and that nothing changed', async () => {
    let changed = false;
    const calls = stubApi((_url, method) => {
      if (method === 'POST') {
        changed = true;
        return [
          410,
          { error: { code: 'viewing_link_expired', message: 'This link has expired.' } },
        ];
      }
      return [200, { data: { answer: changed ? 'expired' : 'valid', viewing: viewing() } }];
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: texts.send }));
    expect((await screen.findByRole('alert')).textContent).toContain(link.unchanged);
    expect(await screen.findByText(texts.expired)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('issue 33.6: the page has no axe violations, asking, with a reason, refused and done', async () => {
    answers({ answer: 'valid', viewing: viewing() }, () => [200, { data: recorded('offer') }]);
    const { container } = renderWithProviders(
      <ViewingFeedbackPage id={ID} answer="not_interested" token={TOKEN} language="en" />,
      '/',
    );
    // Colours and the page's landmarks are checked in the browser (E2E); here the structure.
    const check = async () =>
      (
        await axe.run(container, {
          rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
        })
      ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    await screen.findByLabelText(texts.reason);
    expect(await check()).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: texts.answers.offer }));
    fireEvent.click(screen.getByRole('button', { name: texts.send }));
    await screen.findByTestId('viewing-feedback-done');
    expect(await check()).toEqual([]);
    cleanup();
    answers({ answer: 'expired', viewing: viewing() }, () => [500, {}]);
    const refused = renderWithProviders(
      <ViewingFeedbackPage id={ID} answer="offer" token={TOKEN} language="en" />,
      '/',
    );
    await screen.findByRole('alert');
    expect(
      (
        await axe.run(refused.container, {
          rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
        })
      ).violations.map((v) => v.id),
    ).toEqual([]);
  });
});
