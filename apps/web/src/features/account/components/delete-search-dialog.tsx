import { useTranslation } from 'react-i18next';
import { YesNoDialog } from '../../../shared/ui/yes-no-dialog';
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
    <YesNoDialog
      opened={target !== null}
      title={t('page.deleteSearch.title')}
      question={t('page.deleteSearch.question')}
      detail={target?.label}
      yes={t('page.deleteSearch.yes')}
      no={t('page.deleteSearch.no')}
      pending={remove.isPending}
      error={remove.error?.message}
      onYes={() => target && remove.mutate(target.id, { onSuccess: close })}
      onNo={close}
    />
  );
}
