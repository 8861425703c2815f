// @vitest-environment jsdom
import axe from 'axe-core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { propertyCardFixture } from '../../../shared/test/fixtures';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { MatchAnswerPage } from './match-answer-page';

const texts = testTexts.find.matchAnswer;
const ID = '3f1e2d4c-5b6a-4978-8a1b-2c3d4e5f6a7b';
const TOKEN = 'djEuM2YxZS52aXNpdC4xNzAw.c2lnbmF0dXJl';
const card = propertyCardFixture(1042);

function answers(read: unknown, post: () => [number, unknown] = () => [500, {}]) {
  return stubApi((url, method) => {
    if (method === 'GET' && url.startsWith(`/api/v1/matches/${ID}/link`))
      return [200, { data: read }];
    if (method === 'POST') return post();
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

function renderPage(state: string | null = 'visit', token: string | null = TOKEN) {
  renderWithProviders(
    <MatchAnswerPage
      id={ID}
      state={state}
      token={token}
      renderCard={(c) => <p>Card {c.property_id}</p>}
    />,
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

describe('the page of an alert mail’s answer link (issue 34 point 5, decision 074)', () => {
  it('asks before it answers, so a link scanner answers nothing; the click answers and says so', async () => {
    const calls = answers({ answer: 'valid', state: 'new', property: card }, () => [
      200,
      { data: { answer: 'valid', state: 'visit', property: card } },
    ]);
    renderPage('visit');
    expect(await screen.findByText(`Card ${card.property_id}`)).toBeTruthy();
    expect(screen.getByText(texts.ask.visit)).toBeTruthy();
    expect(calls[0]!.url).toBe(
      `/api/v1/matches/${ID}/link?state=visit&token=${encodeURIComponent(TOKEN)}`,
    );
    expect(posts(calls)).toEqual([]);
    // The page alone, outside the site's landmarks; jsdom draws no colours (the browser test checks them).
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    expect((await axe.run(document.body, { rules })).violations).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: texts.confirm.visit }));
    const done = await screen.findByTestId('match-answer-done');
    expect(done.textContent).toBe(texts.done.visit);
    expect(posts(calls)).toMatchObject([{ body: { state: 'visit', token: TOKEN } }]);
  });

  it('followed again after the answer, shows it given and offers no button', async () => {
    answers({ answer: 'valid', state: 'consulting', property: card });
    renderPage('consulting');
    expect((await screen.findByTestId('match-answer-done')).textContent).toBe(
      texts.done.consulting,
    );
    expect(screen.queryByRole('button', { name: texts.confirm.consulting })).toBeNull();
  });

  it('an answer already final, an expired and an altered link say why and offer nothing to do', async () => {
    answers({ answer: 'final', state: 'visit', property: card });
    renderPage('not_interested');
    expect((await screen.findByRole('alert')).textContent).toBe(
      texts.final.replace('{{state}}', testTexts.find.matches.states.visit),
    );
    cleanup();
    answers({ answer: 'expired', state: 'new', property: card });
    renderPage('visit');
    expect((await screen.findByRole('alert')).textContent).toBe(texts.expired);
    expect(screen.getByRole('link', { name: texts.login })).toBeTruthy();
    cleanup();
    answers({ answer: 'tampered', state: null, property: null });
    renderPage('visit');
    expect((await screen.findByRole('alert')).textContent).toBe(texts.tampered);
    expect(screen.queryByText(`Card ${card.property_id}`)).toBeNull();
    expect(screen.queryByRole('button', { name: texts.confirm.visit })).toBeNull();
  });

  it('a link without its token or with an answer no mail gives is not valid, and reads nothing', async () => {
    const calls = answers({ answer: 'valid', state: 'new', property: card });
    renderPage('wait');
    expect((await screen.findByRole('alert')).textContent).toBe(texts.tampered);
    cleanup();
    renderPage('visit', null);
    expect((await screen.findByRole('alert')).textContent).toBe(texts.tampered);
    expect(calls).toEqual([]);
  });
});
