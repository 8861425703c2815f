import type { Language } from '@domus/domain/core/constants';
import { emailSchema } from '@domus/domain/core/common.schema';
import { webPaths } from '@domus/domain/core/web-routes';
import { Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { SubmitButton } from '../../../shared/components/submit-button';
import { useSendOnce } from '../../../shared/hooks/use-send-once';
import { withRetryTime } from '../../../shared/lib/retry-message';
import { requestLoginLink } from '../api/auth-api';
import { CaptchaField, type CaptchaHandle } from './captcha-field';
import { useFocusFirstError } from '../../../shared/hooks/use-focus-first-error';

/** The form asks the widget for its payload when it sends (`CaptchaHandle.solution`). */
const keepNoPayload = () => {};

/**
 * The login form (buyer-side.md §5 Login, §7, §8): an e-mail address with the domain's pattern
 * and the captcha. The form is usable at once (issue 30 point 11, decision 055): the captcha
 * solves its proof of work in the background from the moment the page shows, and a submit
 * before it is done waits for it, the button loading, then sends. A sent link leads to /confirm;
 * any failure (the captcha's too) shows global.errors.error on the e-mail field, too many
 * requests their own message with when to try again. A click sends once (issue 30 point 1).
 */
export function LoginForm({ language, callback }: { language: Language; callback?: string }) {
  const { t } = useTranslation(['account', 'errors']);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const { sending, send } = useSendOnce();
  const captchaRef = useRef<CaptchaHandle | null>(null);
  const { scopeRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();

  const validEmail = (): string | null => {
    const parsed = emailSchema.safeParse(email);
    if (parsed.success) return parsed.data;
    setEmailError(t('errors:global.errors.email'));
    focusFirstError();
    return null;
  };

  const onSubmit = async () => {
    const address = validEmail();
    if (!address) return;
    try {
      const captcha = await captchaRef.current?.solution();
      if (!captcha) {
        setEmailError(t('errors:global.errors.error'));
        return;
      }
      await requestLoginLink({ email: address, callback, captcha, lang: language });
      // The notice page keeps the callback: once the link is opened (often in another tab, which
      // logs this one in too), it leads where the visitor was going.
      await navigate(
        callback ? `${webPaths.confirm}?${new URLSearchParams({ callback })}` : webPaths.confirm,
      );
    } catch (error) {
      setEmailError(failureMessage(error));
      // A solution is accepted once: the next try needs a fresh one.
      captchaRef.current?.reset();
    }
  };

  const failureMessage = (error: unknown): string => {
    if (!(error instanceof ApiError) || !error.isRateLimited)
      return t('errors:global.errors.error');
    return error.retryAfterSeconds === undefined
      ? t('account:login.rateLimited')
      : withRetryTime(t('account:login.tooManyLinks'), error);
  };

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send(onSubmit);
      }}
      noValidate
      ref={scopeRef}
    >
      <Stack gap="md">
        <TextInput
          type="email"
          name="email"
          autoComplete="email"
          required
          label={t('account:login.email')}
          placeholder={t('account:login.emailPlaceholder')}
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(null);
          }}
          onBlur={() => {
            if (email.trim() !== '') validEmail();
          }}
        />
        <CaptchaField language={language} onChange={keepNoPayload} handleRef={captchaRef} />
        <SubmitButton sending={sending}>{t('account:login.submit')}</SubmitButton>
      </Stack>
    </form>
  );
}
