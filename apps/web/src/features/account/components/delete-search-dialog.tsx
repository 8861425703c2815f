import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteSavedSearch } from '../api/delete-saved-search';

/**
 * The yes/no question before a saved search is deleted (buyer-side.md §2 Account page, Searches
 * tab). Yes deletes it with its matches and the list is read again; a failure keeps the dialog
 * open with the error.
 */
export function DeleteSearchDialog({
  target,
  onClose,
}: {
  /** The search asked about; `null` keeps the dialog closed. */
  target: { id: string; label: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const remove = useDeleteSavedSearch();

  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <Modal opened={target !== null} onClose={close} title={t('page.deleteSearch.title')} centered>
      <Text>{t('page.deleteSearch.question')}</Text>
      {target && (
        <Text size="sm" c="dimmed" mt={4}>
          {target.label}
        </Text>
      )}
      {remove.isError && (
        <Text c="red" size="sm" mt="sm" role="alert">
          {remove.error.message}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={remove.isPending}>
          {t('page.deleteSearch.no')}
        </Button>
        <Button
          color="red"
          onClick={() => target && remove.mutate(target.id, { onSuccess: close })}
          loading={remove.isPending}
        >
          {t('page.deleteSearch.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
