import { webPaths } from '@domus/domain/core/web-routes';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import type { SearchFilters } from '@domus/domain/search/search-query';
import { Button } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchDraft } from '../utils/search-draft';
import { draftFromSearch } from '../utils/search-to-draft';

/** The find page's parameter saying the form was filled from the results page. */
export const FROM_SEARCH_PARAM = 'from';

/**
 * "Save this search" on the results page (issue 34 point 2): the search's filters become the
 * find page's form, as a draft the page restores, and the buyer saves it there (with an account
 * or by becoming a client), choosing what a saved search asks beyond the results page.
 */
export function SaveThisSearchButton({
  filters,
  types,
}: {
  filters: SearchFilters;
  types: readonly PropertyType[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="light"
      leftSection={<IconBellPlus size={18} aria-hidden />}
      disabled={types.length === 0}
      onClick={() => {
        searchDraft.write(draftFromSearch(filters, types, t('search.drawnArea')));
        void navigate(`${webPaths.find}?${FROM_SEARCH_PARAM}=search`);
      }}
    >
      {t('search.saveThisSearch')}
    </Button>
  );
}
