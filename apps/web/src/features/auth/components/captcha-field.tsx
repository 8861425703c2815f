// The widget's build without inline workers or styles: the site's Content Security Policy
// allows scripts and workers from its own origin only (decisions.md Accounts and roles).
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import type { Language } from '@domus/domain/constants';
import { Input } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The address the widget fetches its proof-of-work challenge from (self-hosted). */
export const CAPTCHA_CHALLENGE_URL = '/api/v1/captcha/challenge';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'] as const) {
  $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'] as const) {
  $altcha.algorithms.set(algorithm, () => new ShaWorker());
}

// The widget's own texts: English is built in, the others register themselves on import.
const widgetTexts: Record<Language, () => Promise<unknown>> = {
  it: () => import('altcha/i18n/it'),
  de: () => import('altcha/i18n/de'),
  en: () => Promise.resolve(),
};

/** Loads the widget's texts in `language`; the page awaits it before the widget first renders. */
export async function loadCaptchaTexts(language: Language): Promise<void> {
  await widgetTexts[language]();
}

/** What the form can do with the widget. */
export interface CaptchaHandle {
  /** Starts a new challenge: a solution is accepted once, so each request needs its own. */
  reset: () => void;
}

/**
 * The self-hosted proof-of-work captcha (buyer-side.md §5 Login: verified before submit is
 * enabled). It solves by itself as soon as it is shown and reports the payload to send, or `null`
 * while there is none (not solved yet, expired, failed).
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
  const widgetRef = useRef<HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> }>(
    null,
  );
  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    // The payload comes with `verified`; `statechange` may announce that state before the
    // payload is set, so it only takes the payload away (expired, error, a new challenge).
    const onVerified = (event: Event) => {
      onChange((event as CustomEvent<{ payload?: string | null }>).detail.payload ?? null);
    };
    const onState = (event: Event) => {
      if ((event as CustomEvent<{ state: string }>).detail.state !== 'verified') onChange(null);
    };
    widget.addEventListener('verified', onVerified);
    widget.addEventListener('statechange', onState);
    if (handleRef) {
      handleRef.current = {
        reset: () => {
          widget.reset?.();
          onChange(null);
          void widget.verify?.();
        },
      };
    }
    return () => {
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('statechange', onState);
    };
  }, [handleRef, onChange]);

  return (
    <Input.Wrapper label={t('login.captchaLabel')} description={t('login.captchaHint')}>
      <altcha-widget
        ref={widgetRef}
        challenge={CAPTCHA_CHALLENGE_URL}
        language={language}
        auto="onload"
        style={{ '--altcha-max-width': '100%', marginTop: 6 }}
      />
    </Input.Wrapper>
  );
}
