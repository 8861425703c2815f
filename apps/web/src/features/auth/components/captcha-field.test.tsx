// @vitest-environment jsdom
import { resources } from '@domus/domain/i18n/resources';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createRef } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaField, type CaptchaHandle } from './captcha-field';

// The widget's code needs a real browser (web workers, Web Crypto): the E2E test solves it. Here
// its element stays a plain element, and the test sends the events the widget sends.
vi.mock('../utils/load-captcha-widget', () => ({ loadWidgetTexts: async () => {} }));

function renderField() {
  const handle = createRef<CaptchaHandle | null>();
  const onChange = vi.fn();
  const { container } = render(
    <MantineProvider>
      <CaptchaField language="it" onChange={onChange} handleRef={handle} />
    </MantineProvider>,
  );
  return { handle, onChange, container };
}

const send = (widget: Element, type: string, detail: object) =>
  act(async () => {
    widget.dispatchEvent(new CustomEvent(type, { detail }));
    await Promise.resolve();
  });

describe('captcha field (buyer-side.md §5 Login, decision 055)', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      resources: { it: resources.it },
      lng: 'it',
      defaultNS: 'common',
    });
  });
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('issue 30.11: a solution asked for before the proof is done comes when the widget has verified', async () => {
    const { handle, onChange, container } = renderField();
    const widget = await waitFor(() => {
      const element = container.querySelector('altcha-widget');
      if (!element) throw new Error('no widget yet');
      return element;
    });
    let answer: string | null | undefined;
    void handle.current!.solution().then((payload) => (answer = payload));
    await send(widget, 'statechange', { state: 'verifying' });
    expect(answer).toBeUndefined();
    await send(widget, 'verified', { payload: 'the-payload' });
    await waitFor(() => expect(answer).toBe('the-payload'));
    expect(onChange).toHaveBeenLastCalledWith('the-payload');
    // Once there, it is answered at once.
    await expect(handle.current!.solution()).resolves.toBe('the-payload');
  });

  it('issue 30.11: a proof that fails answers no solution, and a reset takes the old one away', async () => {
    const { handle, container } = renderField();
    const widget = await waitFor(() => {
      const element = container.querySelector('altcha-widget');
      if (!element) throw new Error('no widget yet');
      return element;
    });
    const failed = handle.current!.solution();
    await send(widget, 'statechange', { state: 'error' });
    await expect(failed).resolves.toBeNull();
    await send(widget, 'verified', { payload: 'first' });
    act(() => handle.current!.reset());
    let answer: string | null | undefined;
    void handle.current!.solution().then((payload) => (answer = payload));
    await Promise.resolve();
    expect(answer).toBeUndefined();
    await send(widget, 'verified', { payload: 'second' });
    await waitFor(() => expect(answer).toBe('second'));
  });
});
