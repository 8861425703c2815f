// @vitest-environment jsdom
import { resources } from '@domus/domain/i18n/resources';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

// The widget itself needs a real browser (web workers, Web Crypto): the E2E test solves it. Here a
// stand-in answers `solution()` when its "solve" button is pressed (or at once once pressed), as
// the widget's verified event does, and with none when "fail" is pressed, as its error does.
const captcha = vi.hoisted(() => ({
  payload: null as string | null,
  waiting: [] as ((payload: string | null) => void)[],
  settle(payload: string | null) {
    this.payload = payload;
    for (const resolve of this.waiting.splice(0)) resolve(payload);
  },
}));
const captchaResets = vi.fn();
vi.mock('./captcha-field', () => ({
  CaptchaField: ({ handleRef }: { handleRef?: { current: unknown } }) => {
    if (handleRef) {
      handleRef.current = {
        reset: () => {
          captchaResets();
          captcha.payload = null;
        },
        solution: () =>
          captcha.payload
            ? Promise.resolve(captcha.payload)
            : new Promise<string | null>((resolve) => captcha.waiting.push(resolve)),
      };
    }
    return (
      <>
        <button type="button" onClick={() => captcha.settle('captcha-payload')}>
          solve
        </button>
        <button type="button" onClick={() => captcha.settle(null)}>
          fail
        </button>
      </>
    );
  },
}));

const it_ = resources.it;

function renderForm(callback?: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm language="it" callback={callback} /> },
      { path: '/confirm', element: <p>confirm page</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const emailField = () => screen.getByLabelText(new RegExp(it_.account.login.email));
const submit = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: it_.account.login.submit });

describe('login form (buyer-side.md §5 Login, §7 POST /account/login, §8 global.errors.error)', () => {
  beforeEach(() => {
    // jsdom has no media queries; Mantine asks for the colour scheme.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
  });
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      resources: { it: it_ },
      lng: 'it',
      defaultNS: 'common',
    });
  });
  afterEach(() => {
    cleanup();
    captchaResets.mockReset();
    captcha.payload = null;
    captcha.waiting = [];
    vi.unstubAllGlobals();
  });

  it('issue 30.11: the form is usable before the proof of work is done, and a submit waits for it', async () => {
    const fetchMock = answer(200, { data: { sent: true } });
    renderForm();
    expect((emailField() as HTMLInputElement).disabled).toBe(false);
    expect(submit().disabled).toBe(false);
    fireEvent.change(emailField(), { target: { value: 'eva@example.com' } });
    fireEvent.click(submit());
    // Sending, the button loading, while the proof is still at work: nothing is sent yet.
    await waitFor(() => expect(submit().getAttribute('data-loading')).not.toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    expect((emailField() as HTMLInputElement).value).toBe('eva@example.com');
    fireEvent.click(screen.getByText('solve'));
    expect(await screen.findByText('confirm page')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ captcha: 'captcha-payload' });
  });

  it('issue 30.11: a proof of work that fails shows global.errors.error and sends nothing', async () => {
    const fetchMock = answer(200, { data: { sent: true } });
    renderForm();
    fireEvent.change(emailField(), { target: { value: 'eva@example.com' } });
    fireEvent.click(submit());
    fireEvent.click(screen.getByText('fail'));
    expect(await screen.findByText(it_.errors.global.errors.error)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(submit().disabled).toBe(false);
  });

  it('refuses a wrong address with the domain message and sends nothing', async () => {
    const fetchMock = answer(200, { data: { sent: true } });
    renderForm();
    fireEvent.change(emailField(), { target: { value: 'eva@' } });
    fireEvent.click(screen.getByText('solve'));
    fireEvent.click(submit());
    expect(await screen.findByText('Indirizzo email non valido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the link with e-mail, callback, captcha and language, then shows /confirm', async () => {
    const fetchMock = answer(200, { data: { sent: true } });
    const router = renderForm('sell');
    fireEvent.change(emailField(), { target: { value: ' Eva@Example.com ' } });
    fireEvent.click(screen.getByText('solve'));
    fireEvent.click(submit());
    expect(await screen.findByText('confirm page')).toBeTruthy();
    // The notice page leads on to the callback once the link has logged the visitor in.
    expect(router.state.location.search).toBe('?callback=sell');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/account/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'eva@example.com',
      callback: 'sell',
      captcha: 'captcha-payload',
      lang: 'it',
    });
  });

  it('shows global.errors.error on the e-mail field when the call fails, with a new captcha', async () => {
    answer(400, { error: { code: 'captcha_invalid', message: 'x' } });
    renderForm();
    fireEvent.change(emailField(), { target: { value: 'eva@example.com' } });
    fireEvent.click(screen.getByText('solve'));
    fireEvent.click(submit());
    expect(await screen.findByText(it_.errors.global.errors.error)).toBeTruthy();
    expect(captchaResets).toHaveBeenCalledOnce();
    // The next try waits for the new proof, the button usable meanwhile.
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  it('shows its own message when too many links were asked for', async () => {
    answer(429, { error: { code: 'rate_limited', message: 'x' } });
    renderForm();
    fireEvent.change(emailField(), { target: { value: 'eva@example.com' } });
    fireEvent.click(screen.getByText('solve'));
    fireEvent.click(submit());
    expect(await screen.findByText(it_.account.login.rateLimited)).toBeTruthy();
  });

  it('issue 30.1: says when to try again when the refusal tells', async () => {
    answer(429, { error: { code: 'rate_limited', message: 'x', retryAfterSeconds: 1_790 } });
    renderForm();
    fireEvent.change(emailField(), { target: { value: 'eva@example.com' } });
    fireEvent.click(screen.getByText('solve'));
    fireEvent.click(submit());
    expect(
      await screen.findByText(`${it_.account.login.tooManyLinks} Riprovi tra 30 minuti.`),
    ).toBeTruthy();
  });
});
