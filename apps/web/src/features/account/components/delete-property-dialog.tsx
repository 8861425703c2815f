import type { Category } from '@domus/domain/core/constants';
import { useTranslation } from 'react-i18next';
import { YesNoDialog } from '../../../shared/ui/yes-no-dialog';
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
    <YesNoDialog
      opened={target !== null}
      title={t('page.delete.title')}
      question={t('page.delete.question')}
      detail={target?.label}
      yes={t('page.delete.yes')}
      no={t('page.delete.no')}
      pending={remove.isPending}
      error={remove.error?.message}
      onYes={confirm}
      onNo={close}
    />
  );
}
