// @vitest-environment jsdom
import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '@domus/web/shared/test/render-with-providers';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../shared/test/axe';
import { ViewingOutcomeForm } from './viewing-outcome-form';

const texts = testTexts.admin.viewings.outcome;
const ID = '0b7c0000-0000-4000-8000-000000000001';

/** A viewing booked on Monday 7 December 2026 10:00–10:30 in Rome, its time over. */
function viewing(extra: Partial<Viewing> = {}): Viewing {
  return {
    _id: ID,
    status: 'confirmed',
    start: '2026-12-07T09:00:00.000Z',
    end: '2026-12-07T09:30:00.000Z',
    requested: [],
    pickedSlot: false,
    listing: {
      _id: '0b7c0000-0000-4000-8000-000000000501',
      property_id: 1231,
      category: 'residential',
      title: { it: 'Villa', de: 'Villa', en: 'Villa' },
      address: 'Via Roma 1, 39100 Bolzano',
    },
    agent: { _id: '0b7c0000-0000-4000-8000-000000000077', email: 'agent@domus.example' },
    buyer: {
      clientId: null,
      name: 'Buyer',
      email: 'buyer@example.com',
      tel: null,
      language: 'de',
    },
    message: null,
    feedback: null,
    sequence: 1,
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    ...extra,
  };
}

const posts = <T extends { method: string }>(calls: T[]) =>
  calls.filter((call) => call.method === 'POST');

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the outcome of a viewing in its dialog (issue 33 point 3)', () => {
  it('issue 33.3: records a viewing held with the buyer’s offer', async () => {
    const calls = stubApi((_url, _method, body) => [
      200,
      {
        data: viewing({
          status: 'held',
          feedback: { answer: 'offer', reason: null, at: '2026-12-07T10:00:00.000Z' },
          ...(body as object),
        }),
      },
    ]);
    const { container } = renderWithProviders(<ViewingOutcomeForm viewing={viewing()} />);
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: texts.submit });
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: texts.outcomes.held }));
    fireEvent.click(screen.getByRole('radio', { name: texts.answers.offer }));
    await expectNoAxeViolations(container);
    fireEvent.click(submit);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      url: `/api/v1/admin/viewings/${ID}/outcome`,
      body: { outcome: 'held', feedback: 'offer' },
    });
  });

  it('issue 33.3: asks staff for the reason of “not interested” and shows the API’s refusal on it', async () => {
    const calls = stubApi(() => [
      400,
      {
        error: {
          code: 'validation_error',
          message: 'Invalid input',
          fields: [{ field: 'reason', message: 'This field must not be empty' }],
        },
      },
    ]);
    renderWithProviders(<ViewingOutcomeForm viewing={viewing({ status: 'held' })} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: texts.outcomes.held }).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('radio', { name: texts.answers.not_interested }));
    const reason = screen.getByRole('textbox', { name: new RegExp(texts.reason) });
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText('This field must not be empty')).toBeTruthy();
    expect(posts(calls)[0]!.body).toEqual({ outcome: 'held', feedback: 'not_interested' });
  });

  it('issue 33.3: sends no feedback with a no-show, and shows the feedback given', async () => {
    const calls = stubApi(() => [200, { data: viewing({ status: 'no_show' }) }]);
    renderWithProviders(
      <ViewingOutcomeForm
        viewing={viewing({
          status: 'held',
          feedback: { answer: 'not_interested', reason: 'Dark', at: '2026-12-07T12:00:00.000Z' },
        })}
      />,
    );
    expect(screen.getByText(/Feedback: Not interested · Reason: Dark/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: texts.outcomes.no_show }));
    expect(screen.queryByRole('radio', { name: texts.answers.offer })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ outcome: 'no_show' });
  });

  it('issue 33.3: offers nothing for a cancelled viewing or a request', () => {
    renderWithProviders(<ViewingOutcomeForm viewing={viewing({ status: 'cancelled' })} />);
    expect(screen.getByText(texts.cancelledHint)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderWithProviders(<ViewingOutcomeForm viewing={viewing({ status: 'requested' })} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
