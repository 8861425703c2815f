import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteMyAccount } from '../api/delete-my-account';

/**
 * The confirmation step before a user deletes their account (issue 16 point 7): what happens,
 * the advice to export first, and their e-mail address typed again, without which the button
 * stays off. On success `onDeleted` runs (the session is already gone); a failure keeps the
 * dialog open with the server's message.
 */
export function DeleteAccountDialog({
  email,
  opened,
  onClose,
  onDeleted,
}: {
  /** The login address the user must type. */
  email: string;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('account');
  const remove = useDeleteMyAccount();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    setTyped('');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('page.privacy.deleteTitle')} centered>
      <Stack gap="sm">
        <Text>{t('page.privacy.deleteWarning')}</Text>
        <Text size="sm" c="dimmed">
          {t('page.privacy.deleteExportFirst')}
        </Text>
        <TextInput
          label={t('page.privacy.confirmLabel', { email })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-testid="delete-account-email"
        />
        {remove.error && (
          <Alert color="red" role="alert">
            {remove.error.message}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('page.privacy.cancel')}
          </Button>
          <Button
            color="red"
            disabled={!matches}
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
          >
            {t('page.privacy.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
