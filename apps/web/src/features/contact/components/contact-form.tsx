import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { SubmitButton } from '../../../shared/components/submit-button';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { useSendOnce } from '../../../shared/hooks/use-send-once';
import { withRetryTime } from '../../../shared/lib/retry-message';
import { showToast, ToastHost } from '../../../shared/ui/toast-host';
import { useSendContactMessage } from '../api/send-contact-message';
import type {
  ContactFormValues,
  ContactProperty,
  ErrorTranslate,
} from '../utils/contact-form-errors';
import { useFocusFirstError } from '../../../shared/hooks/use-focus-first-error';

const EMPTY: ContactFormValues = { name: '', email: '', tel: '', message: '' };

/**
 * The form's checks, the domain's contact schema with the schema library: loaded when the
 * visitor first works with the form, not with the page, whose start-up on a phone they held
 * (issue 17, docs/decisions/040).
 */
const loadChecks = () => import('../utils/contact-form-errors');

/**
 * The contact form (buyer-side.md §2 Contact page, §5): name, e-mail and message required, phone
 * optional; on the detail page `property` sends the listing's id and type along. A sent message
 * clears the form and shows the success toast; a failure keeps what was typed and shows the
 * failure toast, or the rate-limit message when the same sender wrote moments ago (§8) with when
 * to try again, each for 4 s (§9). Fields the server rejects show its message in place. A click
 * sends once: the button shows the sending from the click on, checks included (issue 30 point 1).
 */
export function ContactForm({
  property,
  idPrefix = 'contact',
}: {
  property?: ContactProperty | undefined;
  /** Keeps the fields' ids unique should two forms ever share a page. */
  idPrefix?: string;
}) {
  const hydrated = useHydrated();
  const { t } = useTranslation('contact');
  // Schema messages are `errors` keys chosen at run time, beyond i18next's typed keys.
  const te = useTranslation('errors').t as unknown as ErrorTranslate;
  const sendMessage = useSendContactMessage();
  const { sending, send } = useSendOnce();
  const { scopeRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const form = useForm<ContactFormValues>({ mode: 'uncontrolled', initialValues: EMPTY });

  const submit = async () => {
    let checks: Awaited<ReturnType<typeof loadChecks>>;
    try {
      checks = await loadChecks();
    } catch {
      // Offline or a new release: what was typed stays, the visitor can send again.
      showToast({ kind: 'error', message: t('error') });
      return;
    }
    const checked = checks.checkContactForm(form.getValues(), property, te);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      if (Object.keys(checked.errors).length > 0) {
        focusFirstError();
      } else {
        // Only the hidden listing fields can fail here: nothing the visitor could fix.
        showToast({ kind: 'error', message: t('error') });
      }
      return;
    }
    form.clearErrors();
    try {
      await sendMessage.mutateAsync(checked.body);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'contact_rate_limited') {
        const limit = te('global.errors.contactRateLimit');
        showToast({ kind: 'error', message: withRetryTime(limit, error) });
        return;
      }
      if (error instanceof ApiError && error.fields.length > 0) {
        form.setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
        focusFirstError();
      }
      showToast({ kind: 'error', message: t('error') });
      return;
    }
    form.reset();
    showToast({ kind: 'success', message: t('success') });
  };

  return (
    <>
      <ToastHost />
      <form
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void send(submit);
        }}
        // The checks are fetched while the visitor writes, ready by the time they send.
        onFocusCapture={() => void loadChecks()}
        noValidate
        aria-label={t('formTitle')}
        ref={scopeRef}
      >
        {/* The server's page cannot send it: the fields wait for the app (decision 034), so
            nothing typed before is lost. */}
        <fieldset disabled={!hydrated} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <TextInput
              id={`${idPrefix}-name`}
              label={t('fields.name')}
              autoComplete="name"
              required
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <TextInput
              id={`${idPrefix}-email`}
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <TextInput
              id={`${idPrefix}-tel`}
              label={t('fields.tel')}
              description={t('fields.telHint')}
              type="tel"
              autoComplete="tel"
              key={form.key('tel')}
              {...form.getInputProps('tel')}
            />
            <Textarea
              id={`${idPrefix}-message`}
              label={t('fields.message')}
              placeholder={t('fields.messagePlaceholder')}
              required
              // Five rows the visitor can stretch, not autosize: autosize measured the field in a
              // forced layout as the page started, the longest step of the detail page's start on
              // a phone (issue 17).
              rows={5}
              resize="vertical"
              key={form.key('message')}
              {...form.getInputProps('message')}
            />
            <SubmitButton
              sending={sending}
              waitsForApp
              leftSection={<IconSend size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('submit')}
            </SubmitButton>
          </Stack>
        </fieldset>
      </form>
    </>
  );
}
