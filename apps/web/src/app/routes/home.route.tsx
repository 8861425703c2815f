import { HomeCards } from '../../features/home/components/home-cards';
import { HomeHero } from '../../features/home/components/home-hero';
import { SearchBox } from '../../features/search/components/search-box';
import { useTypes } from '../../features/types/api/get-types';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { getLanguage } from '../../shared/i18n/current-language';
import { useTranslation } from 'react-i18next';

/** Home (buyer-side.md §2): search box, then the two cards to /find and /sell. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('meta.tagline'));
  const types = useTypes();
  return (
    <>
      <HomeHero>
        <SearchBox
          types={types.data ?? []}
          typesLoading={types.isPending}
          language={getLanguage()}
        />
      </HomeHero>
      <HomeCards />
    </>
  );
}
