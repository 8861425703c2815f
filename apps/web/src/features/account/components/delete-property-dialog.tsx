import type { Category } from '@domus/domain/constants';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteProperty } from '../api/delete-property';

/**
 * The yes/no question before a listing is deleted (buyer-side.md §2 Account page: 'Do you really
 * want to delete this property?'). Yes deletes it and the list is read again; a failure is
 * logged and the dialog stays open with the error (seller-side.md §8).
 */
export function DeletePropertyDialog({
  target,
  onClose,
}: {
  /** The listing asked about; `null` keeps the dialog closed. */
  target: { category: Category; id: string; label: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const remove = useDeleteProperty();

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!target) return;
    remove.mutate(
      { category: target.category, id: target.id },
      {
        onSuccess: close,
        onError: (error) => console.error('Deleting the property failed', error),
      },
    );
  };

  return (
    <Modal opened={target !== null} onClose={close} title={t('page.delete.title')} centered>
      <Text>{t('page.delete.question')}</Text>
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
          {t('page.delete.no')}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {t('page.delete.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
