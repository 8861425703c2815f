import '../../shared/ui/mantine-page.css';
import {
  buildSearchParams,
  parseSearchParams,
  SEARCH_SORTS,
  type SearchSort,
} from '@domus/domain/search/search-query';
import { Container, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SaveThisSearchButton } from '../../features/find/components/save-this-search-button';
import { SearchAreaControls } from '../../features/find/components/search-area-controls';
import { SearchResults } from '../../features/properties/components/search-results';
import { SearchBox } from '../../features/search/components/search-box';
import { searchHref } from '../../features/search/utils/search-query';
import { useTypes } from '../../features/types/api/get-types';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { getLanguage } from '../../shared/i18n/current-language';

/**
 * /search (buyer-side.md §2 Search page): the search box filled from the address, then the
 * results. The query string is the whole state: searching, sorting and paging push a new address,
 * so a search can be shared and Back returns to the previous one.
 */
export function Component() {
  const { t } = useTranslation();
  const language = getLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = parseSearchParams(params);
  // The API receives the filters as the box writes them, so unoffered values are left out.
  const query = buildSearchParams(filters);
  const queryKey = query.toString();
  const types = useTypes();

  const place = filters.location?.name;
  const title = place
    ? t(filters.rent ? 'search.titleRentIn' : 'search.titleSaleIn', { place })
    : filters.shape
      ? t(filters.rent ? 'search.titleRentArea' : 'search.titleSaleArea')
      : t(filters.rent ? 'search.titleRent' : 'search.titleSale');
  // The same search without its drawn area (issue 34 point 2).
  const withoutArea = searchHref({ ...filters, shape: null, page: 1 });
  usePageTitle(title);

  const go = (changes: { page?: number; sort?: SearchSort }) =>
    void navigate(searchHref({ ...filters, page: 1, ...changes }));

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} mb="md" fz={{ base: 'h2', sm: 'h1' }}>
        {title}
      </Title>
      <SearchBox
        // A new address (Back, a breadcrumb) starts the box afresh from it.
        key={queryKey}
        initial={filters}
        types={types.data ?? []}
        typesLoading={types.isPending}
        language={language}
      />
      <Group justify="flex-end" mt="md" gap="xs">
        <SearchAreaControls
          drawn={!!filters.shape}
          language={language}
          removeHref={withoutArea}
          // A drawn area replaces the place, as on the portals.
          onDrawn={(shape) =>
            void navigate(searchHref({ ...filters, location: null, shape, page: 1 }))
          }
        />
        <SaveThisSearchButton filters={filters} types={types.data ?? []} />
      </Group>
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <SearchResults
          query={query}
          page={filters.page}
          sort={filters.sort}
          sorts={SEARCH_SORTS}
          language={language}
          pageHref={(page) => searchHref({ ...filters, page })}
          withoutAreaHref={filters.shape ? withoutArea : undefined}
          onSort={(sort) => go({ sort })}
        />
      </div>
    </Container>
  );
}
