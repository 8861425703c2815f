import {
  deliveryNeedsServer,
  type PortalAccount,
  type PortalAccountInput,
} from '@domus/domain/feeds/portal-account.schema';
import { PORTAL_FACTS, PORTALS, type Delivery, type Portal } from '@domus/domain/feeds/portals';
import { SCHEDULES, type Schedule } from '@domus/domain/feeds/portal-schedule';
import { ApiError } from '@domus/web/shared/api/api-error';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavePortalAccount, type SavedPortalAccount } from '../api/save-portal-account';

/** The form's values: what staff type, empty text for nothing. */
type FormValues = {
  portal: Portal;
  name: string;
  delivery: Delivery;
  endpoint: string;
  port: number | string;
  username: string;
  password: string;
  folder: string;
  hostFingerprint: string;
  customerId: string;
  schedule: Schedule;
  defaultForNew: boolean;
  active: boolean;
};

function initialValues(account: PortalAccount | null): FormValues {
  return {
    portal: account?.portal ?? PORTALS[0],
    name: account?.name ?? '',
    delivery: account?.delivery ?? PORTAL_FACTS[PORTALS[0]].deliveries[0]!,
    endpoint: account?.endpoint ?? '',
    port: account?.port ?? '',
    username: account?.username ?? '',
    password: '',
    folder: account?.folder ?? '',
    hostFingerprint: account?.hostFingerprint ?? '',
    customerId: account?.customerId ?? '',
    schedule: account?.schedule ?? 'hourly',
    defaultForNew: account?.defaultForNew ?? false,
    active: account?.active ?? true,
  };
}

/** What the API takes: empty text left out, the password only when one was typed. */
function toInput(values: FormValues): PortalAccountInput {
  const text = (value: string) => value.trim() || undefined;
  const server = deliveryNeedsServer(values.delivery);
  const files = server && values.delivery !== 'httpPush';
  return {
    portal: values.portal,
    name: values.name.trim(),
    delivery: values.delivery,
    endpoint: server ? text(values.endpoint) : undefined,
    port: files && values.port !== '' ? Number(values.port) : undefined,
    username: server ? text(values.username) : undefined,
    password: server && values.password ? values.password : undefined,
    folder: files ? text(values.folder) : undefined,
    hostFingerprint: values.delivery === 'sftp' ? text(values.hostFingerprint) : undefined,
    customerId: text(values.customerId),
    schedule: values.schedule,
    defaultForNew: values.defaultForNew,
    active: values.active,
  };
}

/**
 * The fields of a delivery to a server: the push URL, or the host, port, folder (and the SFTP
 * server key's fingerprint); the login, whose stored password is kept when left empty.
 */
function ServerFields({
  form,
  storedPassword,
}: {
  form: UseFormReturnType<FormValues>;
  storedPassword: boolean;
}) {
  const { t } = useTranslation('admin');
  const { delivery } = form.values;
  const files = delivery !== 'httpPush';
  return (
    <SimpleGrid cols={{ base: 1, sm: files ? 2 : 1 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        label={files ? t('portals.form.host') : t('portals.form.pushUrl')}
        required
        autoComplete="off"
        {...form.getInputProps('endpoint')}
      />
      {files && (
        <NumberInput
          label={t('portals.form.port')}
          min={1}
          max={65535}
          allowDecimal={false}
          {...form.getInputProps('port')}
        />
      )}
      <TextInput
        label={t('portals.form.username')}
        required
        autoComplete="off"
        {...form.getInputProps('username')}
      />
      <PasswordInput
        label={t('portals.form.password')}
        required={!storedPassword}
        description={storedPassword ? t('portals.form.passwordStored') : undefined}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      {files && <TextInput label={t('portals.form.folder')} {...form.getInputProps('folder')} />}
      {delivery === 'sftp' && (
        <TextInput
          label={t('portals.form.fingerprint')}
          description={t('portals.form.fingerprintHint')}
          autoComplete="off"
          {...form.getInputProps('hostFingerprint')}
        />
      )}
    </SimpleGrid>
  );
}

/**
 * A portal account added or changed (issue 32 point 4, super admins), in a modal: the portal and
 * the ways it takes listings, and per delivery the fields it needs — the push URL, or the
 * server, port, user, password and folder (SFTP also the server key's fingerprint). The password
 * is write-only: a stored one is kept when left empty. The API's refusals show at their fields.
 * `onSaved` gets the answer, whose `feedUrl` (a new feed-URL account, or one asked anew) is
 * shown once by the page.
 */
export function PortalAccountForm({
  account,
  onClose,
  onSaved,
}: {
  /** The account changed; null adds one. */
  account: PortalAccount | null;
  onClose: () => void;
  onSaved: (saved: SavedPortalAccount) => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSavePortalAccount();
  const [newFeedUrl, setNewFeedUrl] = useState(false);
  const form = useForm<FormValues>({
    initialValues: initialValues(account),
  });
  const { delivery, portal } = form.values;
  const server = deliveryNeedsServer(delivery);
  const deliveries = PORTAL_FACTS[portal].deliveries;

  const onPortal = (value: string | null) => {
    if (!value) return;
    const next = value as Portal;
    form.setFieldValue('portal', next);
    // A delivery the portal does not take gives way to the portal's first.
    if (!PORTAL_FACTS[next].deliveries.includes(delivery)) {
      form.setFieldValue('delivery', PORTAL_FACTS[next].deliveries[0]!);
    }
  };

  const onSubmit = (values: FormValues) =>
    save.mutate(
      { id: account?.id, input: toInput(values), newFeedUrl },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const field of error.fields) form.setFieldError(field.field, field.message);
          }
        },
      },
    );
  const otherError =
    save.error && !(save.error instanceof ApiError && save.error.fields.length > 0)
      ? save.error.message
      : null;

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        account ? t('portals.form.titleEdit', { name: account.name }) : t('portals.form.titleNew')
      }
      size="lg"
      centered
    >
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            <Select
              label={t('portals.form.portal')}
              data={PORTALS.map((value) => ({ value, label: t(`portals.names.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps('portal')}
              onChange={onPortal}
            />
            <TextInput label={t('portals.form.name')} required {...form.getInputProps('name')} />
            <Select
              label={t('portals.form.delivery')}
              data={deliveries.map((value) => ({ value, label: t(`portals.deliveries.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps('delivery')}
            />
            <Select
              label={t('portals.form.schedule')}
              data={SCHEDULES.map((value) => ({ value, label: t(`portals.schedules.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps('schedule')}
            />
          </SimpleGrid>
          {server && <ServerFields form={form} storedPassword={!!account?.hasPassword} />}
          <TextInput label={t('portals.form.customerId')} {...form.getInputProps('customerId')} />
          <Switch
            label={t('portals.form.defaultForNew')}
            {...form.getInputProps('defaultForNew', { type: 'checkbox' })}
          />
          <Switch
            label={t('portals.form.active')}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          {account && delivery === 'feedUrl' && (
            <Checkbox
              label={t('portals.form.newFeedUrl')}
              checked={newFeedUrl}
              onChange={(event) => setNewFeedUrl(event.currentTarget.checked)}
            />
          )}
          {otherError && (
            <Text c="red" size="sm" role="alert">
              {otherError}
            </Text>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('portals.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('portals.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
