import type { Language } from '@domus/domain/core/constants';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import { Alert, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast-host';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { savedSearchValues, unusableLocations } from '../utils/saved-search-form';
import { SavedSearchForm } from './saved-search-form';

/** Props of {@link SearchEditDialog}. */
export interface SearchEditDialogProps {
  searchId: string;
  search: SavedSearch;
  opened: boolean;
  onClose: () => void;
  types: PropertyType[];
  typesLoading: boolean;
  language: Language;
}

/**
 * The matches page's dialog that edits its saved search (buyer-side.md §2 Matches page), full
 * screen on a phone, with a notice of the locations the search can no longer use.
 */
export function SearchEditDialog({
  searchId,
  search,
  opened,
  onClose,
  types,
  typesLoading,
  language,
}: SearchEditDialogProps) {
  const { t } = useTranslation('find');
  const update = useUpdateSavedSearch(searchId);
  const phone = useMediaQuery('(max-width: 36em)');
  const unusable = unusableLocations(search);

  return (
    // The form opens the budget helper and the drawing map over this dialog: in one stack,
    // Escape closes only the dialog on top.
    <Modal.Stack>
      <Modal
        opened={opened}
        onClose={onClose}
        stackId="search-edit"
        title={t('form.titleEdit')}
        size="lg"
        fullScreen={phone}
      >
        {unusable.length > 0 && (
          <Alert color="yellow" role="status" mb="md">
            {t('form.unusable', { names: unusable.join(', ') })}
          </Alert>
        )}
        <SavedSearchForm
          types={types}
          typesLoading={typesLoading}
          language={language}
          initialValues={savedSearchValues(search)}
          submitLabel={t('form.saveChanges')}
          onSubmit={async (body) => {
            await update.mutateAsync(body);
            onClose();
            showToast({ message: t('form.saved'), kind: 'success' });
          }}
          onCancel={onClose}
        />
      </Modal>
    </Modal.Stack>
  );
}
