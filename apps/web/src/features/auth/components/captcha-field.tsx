import type {} from 'altcha/types/react';
import type { Language } from '@domus/domain/core/constants';
import { Box, Input } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The address the widget fetches its proof-of-work challenge from (self-hosted). */
export const CAPTCHA_CHALLENGE_URL = '/api/v1/captcha/challenge';

/** The widget's height as it draws itself (75 px in Chromium), kept free while its code loads. */
const WIDGET_MIN_HEIGHT = 75;

const widgetLoads = new Map<Language, Promise<void>>();
/** The languages whose widget is loaded: a form shown after it draws the widget at once. */
const widgetLoaded = new Set<Language>();

/**
 * Loads the widget's code and its texts in `language`, once; the widget first renders when both
 * are there. A page may start it early (the login page's loader does, without waiting for it).
 */
export function loadCaptchaTexts(language: Language): Promise<void> {
  let load = widgetLoads.get(language);
  if (!load) {
    load = import('../utils/load-captcha-widget')
      .then((widget) => widget.loadWidgetTexts(language))
      .then(() => void widgetLoaded.add(language));
    // A failed load (the network) may be tried again by the next form.
    load.catch(() => widgetLoads.delete(language));
    widgetLoads.set(language, load);
  }
  return load;
}

/** What the form can do with the widget. */
export interface CaptchaHandle {
  /** Starts a new challenge: a solution is accepted once, so each request needs its own. */
  reset: () => void;
  /**
   * The payload once the proof of work is done: at once when it is, else when the widget's
   * work (started when it showed, or started here when it expired or failed) ends; `null` when
   * that work fails.
   */
  solution: () => Promise<string | null>;
}

/** The widget's element with the methods of its API the form uses. */
type Widget = HTMLElement & {
  reset?: () => void;
  verify?: () => Promise<unknown>;
  getState?: () => string;
};

/** What waits for the widget's work: its payload, or the callers who wait for one. */
type Outcome = { payload: string | null; waiting: ((payload: string | null) => void)[] };

function settle(outcome: Outcome, payload: string | null): void {
  for (const resolve of outcome.waiting.splice(0)) resolve(payload);
}

/**
 * The self-hosted proof-of-work captcha (buyer-side.md §5 Login). Its code loads beside the
 * page; it solves by itself, in its workers, as soon as it is shown, and reports the payload to
 * send, or `null` while there is none (not solved yet, expired, failed); `handleRef.solution()`
 * waits for it (decision 055: the form is usable at once and a submit waits for the proof, whose
 * difficulty the server sets).
 */
export function CaptchaField({
  language,
  onChange,
  handleRef,
}: {
  language: Language;
  onChange: (payload: string | null) => void;
  handleRef?: React.RefObject<CaptchaHandle | null>;
}) {
  const { t } = useTranslation('account');
  const widgetRef = useRef<Widget>(null);
  const outcome = useRef<Outcome>({ payload: null, waiting: [] });
  const [ready, setReady] = useState(() => widgetLoaded.has(language));
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (ready || loadFailed) return;
    let active = true;
    loadCaptchaTexts(language).then(
      () => active && setReady(true),
      () => {
        if (!active) return;
        setLoadFailed(true);
        settle(outcome.current, null);
      },
    );
    return () => {
      active = false;
    };
  }, [language, ready, loadFailed]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!ready || !widget) return;
    // The payload comes with `verified`; `statechange` may announce that state before the
    // payload is set, so it only takes the payload away (expired, error, a new challenge).
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string | null }>).detail.payload ?? null;
      outcome.current.payload = payload;
      onChange(payload);
      if (payload) settle(outcome.current, payload);
    };
    const onState = (event: Event) => {
      const state = (event as CustomEvent<{ state: string }>).detail.state;
      if (state === 'verified') return;
      outcome.current.payload = null;
      onChange(null);
      if (state === 'error') settle(outcome.current, null);
    };
    widget.addEventListener('verified', onVerified);
    widget.addEventListener('statechange', onState);
    return () => {
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('statechange', onState);
    };
  }, [ready, onChange]);

  useEffect(() => {
    if (!handleRef) return;
    const current = outcome.current;
    handleRef.current = {
      reset: () => {
        widgetRef.current?.reset?.();
        current.payload = null;
        onChange(null);
        void widgetRef.current?.verify?.();
      },
      solution: () => {
        if (current.payload) return Promise.resolve(current.payload);
        const next = new Promise<string | null>((resolve) => current.waiting.push(resolve));
        const widget = widgetRef.current;
        if (loadFailed) {
          // The code did not arrive (the network): this try fails, the next loads it again.
          setLoadFailed(false);
          settle(current, null);
        } else if (widget?.getState && widget.getState() !== 'verifying') {
          // Expired or failed: a new proof. While the code loads, the widget starts by itself.
          void widget.verify?.();
        }
        return next;
      },
    };
  }, [handleRef, onChange, loadFailed]);

  useEffect(() => () => settle(outcome.current, null), []);

  return (
    <Input.Wrapper label={t('login.captchaLabel')} description={t('login.captchaHint')}>
      <Box mt={6} mih={WIDGET_MIN_HEIGHT}>
        {ready && (
          <altcha-widget
            ref={widgetRef}
            challenge={CAPTCHA_CHALLENGE_URL}
            language={language}
            auto="onload"
            style={{ '--altcha-max-width': '100%' }}
          />
        )}
      </Box>
    </Input.Wrapper>
  );
}
