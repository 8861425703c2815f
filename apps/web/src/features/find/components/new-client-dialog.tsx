import '@mantine/core/styles/Checkbox.layer.css';
import { MAX_LENGTH, type Language } from '@domus/domain/core/constants';
import { clientsCreateBodySchema } from '@domus/domain/person/seller.schema';
import { webPaths } from '@domus/domain/core/web-routes';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Fragment, useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { translateFormErrors, trimTexts } from '../../../shared/lib/form-errors';
import { loginPath } from '../../../shared/lib/web-links';
import { useCreateClientAccount } from '../api/create-client-account';
import { useFocusFirstError } from '../../../shared/hooks/use-focus-first-error';
import { SubmitButton } from '../../../shared/components/submit-button';
import { useSendOnce } from '../../../shared/hooks/use-send-once';

/**
 * Draws the captcha widget (a slot: the widget belongs to the login feature). It reports the
 * solved payload, or null while there is none.
 */
export type RenderCaptcha = (onChange: (payload: string | null) => void) => ReactNode;

/** The dialog's fields. */
export interface NewClientValues {
  email: string;
  name: string;
  familyName: string;
  privacy: boolean;
}

const clientSchema = clientsCreateBodySchema.shape.client;
const resolve = schemaResolver(clientSchema, { sync: true });

/**
 * The dialog's checks (buyer-side.md §5 New client dialog): a valid e-mail address, name and
 * family name, and the privacy box ticked ('errore' otherwise, the catalog's privacy message).
 */
export function validateNewClient(values: NewClientValues, language: Language) {
  return translateFormErrors(resolve({ ...trimTexts(values), language }));
}

/**
 * The new-client dialog of the find page (buyer-side.md §2 Find page, §5; decisions.md Accounts
 * and roles): e-mail, name, family name and the privacy box, and for visitors the self-hosted
 * captcha. A visitor becomes a client with a session whose address is not verified yet (a
 * verification mail is on its way) and can save the search at once; a logged-in user without a
 * client profile gets one on their account. A used address shows 'Indirizzo email già in uso.
 * Effettuare login per utilizzarlo.' on the e-mail with a login link back to the find page.
 */
export function NewClientDialog({
  opened,
  onClose,
  onCreated,
  language,
  loggedIn,
  email,
  renderCaptcha,
}: {
  opened: boolean;
  onClose: () => void;
  /** Called once the visitor is a client (and logged in); the search is saved next. */
  onCreated: () => void;
  language: Language;
  /** A logged-in user gets the client on their account; visitors solve the captcha instead. */
  loggedIn: boolean;
  /** The logged-in user's address, when known, to start with. */
  email?: string;
  renderCaptcha: RenderCaptcha;
}) {
  const { t } = useTranslation('find');
  const create = useCreateClientAccount();
  const { sending, send: sendOnce } = useSendOnce();
  const visitor = !loggedIn;
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A used address gets a way to log in instead (the typed search is kept meanwhile).
  const [duplicate, setDuplicate] = useState(false);
  // A solution is accepted once: after a failed try a new widget solves a new challenge.
  const [captchaRound, setCaptchaRound] = useState(0);
  const onCaptcha = useCallback((payload: string | null) => setCaptcha(payload), []);
  const { scopeRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const form = useForm<NewClientValues>({
    mode: 'controlled',
    initialValues: { email: email ?? '', name: '', familyName: '', privacy: false },
    validate: (values) => validateNewClient(values, language),
  });

  const send = async (values: NewClientValues) => {
    setDuplicate(false);
    const { email, name, familyName } = trimTexts(values);
    try {
      await create.mutateAsync({
        client: { email, name, familyName, language, privacy: true },
        captcha: visitor ? captcha : null,
      });
      onCreated();
    } catch (error) {
      setDuplicate(error instanceof ApiError && error.code === 'duplicate_email');
      if (error instanceof ApiError && error.fields.length > 0) {
        for (const { field, message } of error.fields) {
          const name = field.replace(/^client\./, '');
          form.setFieldError(name in form.values ? name : 'form', message);
        }
      } else {
        form.setFieldError('form', error instanceof Error ? error.message : t('form.failed'));
      }
      if (visitor) {
        setCaptcha(null);
        setCaptchaRound((round) => round + 1);
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate().hasErrors) {
      focusFirstError();
      return;
    }
    if (visitor && !captcha) return;
    void sendOnce(() => send(form.getValues()));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('client.title')} centered size="md">
      <form onSubmit={submit} noValidate ref={scopeRef}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('client.intro')}
          </Text>
          <TextInput
            type="email"
            autoComplete="email"
            required
            label={t('client.email')}
            maxLength={MAX_LENGTH.email}
            {...form.getInputProps('email')}
          />
          <TextInput
            autoComplete="given-name"
            required
            label={t('client.name')}
            maxLength={MAX_LENGTH.name}
            {...form.getInputProps('name')}
          />
          <TextInput
            autoComplete="family-name"
            required
            label={t('client.familyName')}
            maxLength={MAX_LENGTH.name}
            {...form.getInputProps('familyName')}
          />
          <Checkbox
            label={t('client.privacy')}
            description={
              <Anchor component={Link} to={webPaths.privacy} target="_blank" size="xs">
                {t('client.privacyLink')}
              </Anchor>
            }
            {...form.getInputProps('privacy', { type: 'checkbox' })}
            // The library marks text inputs with an error, not check boxes: marked here, so that
            // assistive technology and a refused submit's focus find it.
            aria-invalid={form.errors.privacy ? true : undefined}
          />
          {visitor && <Fragment key={captchaRound}>{renderCaptcha(onCaptcha)}</Fragment>}
          {form.errors.form && (
            <Alert color="red" role="alert">
              {form.errors.form}
            </Alert>
          )}
          {duplicate && visitor && (
            <Anchor component={Link} to={loginPath(webPaths.find)} size="sm">
              {t('client.login')}
            </Anchor>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={sending}>
              {t('client.cancel')}
            </Button>
            <SubmitButton sending={sending} disabled={visitor && !captcha}>
              {t('client.submit')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
