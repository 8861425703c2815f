import { SEARCH_PAGE_SIZE, type Language } from '@domus/domain/core/constants';
import { SEARCH_PARAMS, type SearchSort } from '@domus/domain/search/search-query';
import { webPaths } from '@domus/domain/core/web-routes';
import { Alert, Box, Button, Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { formatCount } from '../../../shared/lib/format';
import { useSearchProperties } from '../api/search-properties';
import { PropertyCard, PropertyCardGrid, PropertyCardGridSkeleton } from './property-card';

/**
 * The results of a search (buyer-side.md §2 Search page): count and order, the cards in a grid,
 * pagination only when more than 12 listings match (§9), the empty-result message
 * `website.search.empty`, which also stands for a failed load (§8), with a retry. The pages are
 * links, so that they work before the app has loaded and without JavaScript (decision 034).
 */
export function SearchResults({
  query,
  page,
  sort,
  sorts,
  language,
  pageHref,
  withoutAreaHref,
  onSort,
}: {
  /** The filters under the API's names, as the page's address carries them. */
  query: URLSearchParams;
  page: number;
  sort: SearchSort;
  sorts: readonly SearchSort[];
  language: Language;
  /** The address of a page of these results. */
  pageHref: (page: number) => string;
  /** With a drawn area: the same search without it, offered when the API refuses the area. */
  withoutAreaHref?: string;
  onSort: (sort: SearchSort) => void;
}) {
  const { t } = useTranslation();
  const search = useSearchProperties(query, language);
  // A drawn area the API refused (broken, crossing, outside South Tyrol): its own message, not
  // "nothing found", since trying again cannot help (issue 34: bad input).
  const areaProblem =
    search.error instanceof ApiError && search.error.status === 400
      ? search.error.fields.find((field) => field.field === SEARCH_PARAMS.shape)?.message
      : undefined;
  const total = search.data?.meta.total ?? 0;
  const numOfPages = search.data?.meta.numOfPages ?? 0;
  const current = Math.min(page, numOfPages);
  /** The page each control leads to. */
  const controlPage = {
    first: 1,
    previous: Math.max(1, current - 1),
    next: Math.min(numOfPages, current + 1),
    last: numOfPages,
  };

  return (
    <section aria-labelledby="search-results-heading">
      <Group justify="space-between" align="flex-end" mb="md" mih={60}>
        <div>
          <h2
            id="search-results-heading"
            style={{ margin: 0, fontSize: 'var(--mantine-h3-font-size)' }}
          >
            {t('search.results')}
          </h2>
          <Text c="dimmed" size="sm" aria-live="polite" mih="1.5em">
            {search.data ? t('search.total', { total: formatCount(total, language) }) : ''}
          </Text>
        </div>
        {/* A GET form with the other filters, so that the order can be changed without
            JavaScript (issue 17 §3): there a button sends it; with the app, choosing sorts. */}
        <Box
          component="form"
          method="get"
          action={webPaths.search}
          onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            const chosen = new FormData(event.currentTarget).get(SEARCH_PARAMS.sort);
            if (typeof chosen === 'string') onSort(chosen as SearchSort);
          }}
          w={{ base: '100%', xs: 220 }}
        >
          {[...query]
            .filter(([name]) => name !== SEARCH_PARAMS.sort && name !== SEARCH_PARAMS.page)
            .map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          <NativeSelect
            label={t('search.sort')}
            name={SEARCH_PARAMS.sort}
            value={sort}
            onChange={(event) => onSort(event.currentTarget.value as SearchSort)}
            data={sorts.map((value) => ({ value, label: t(`search.sorts.${value}`) }))}
          />
          <noscript>
            <Button type="submit" variant="light" size="xs" mt="xs">
              {t('search.sortApply')}
            </Button>
          </noscript>
        </Box>
      </Group>

      {search.isPending ? (
        <PropertyCardGridSkeleton count={SEARCH_PAGE_SIZE} label={t('search.loading')} />
      ) : areaProblem ? (
        <Alert variant="light" color="red" role="alert">
          <Text>{areaProblem}</Text>
          {withoutAreaHref && (
            <Button component={Link} to={withoutAreaHref} mt="sm" variant="light">
              {t('search.removeArea')}
            </Button>
          )}
        </Alert>
      ) : search.isError || total === 0 || search.data.result.length === 0 ? (
        <Alert
          variant="light"
          color={search.isError ? 'red' : 'gray'}
          icon={<IconMoodEmpty aria-hidden />}
          role="status"
        >
          <Text>{t('website.search.empty')}</Text>
          {search.isError && (
            <Button mt="sm" variant="light" onClick={() => void search.refetch()}>
              {t('search.retry')}
            </Button>
          )}
        </Alert>
      ) : (
        <PropertyCardGrid label={t('search.results')}>
          {search.data.result.map((card, index) => (
            <li key={card._id}>
              <PropertyCard card={card} language={language} priority={index === 0} favourite />
            </li>
          ))}
        </PropertyCardGrid>
      )}

      {total > SEARCH_PAGE_SIZE && numOfPages > 1 && (
        <nav aria-label={t('search.pagination')}>
          <Pagination
            mt="xl"
            total={numOfPages}
            value={current}
            // The links navigate; the value follows the address.
            onChange={() => {}}
            withEdges
            siblings={1}
            getItemProps={(item) => ({
              component: Link,
              to: pageHref(item),
              'aria-label': t('search.page', { page: item }),
              'aria-current': item === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({
              component: Link,
              to: pageHref(controlPage[control]),
              'aria-label': t(`search.pages.${control}`),
            })}
            style={{ display: 'flex', justifyContent: 'center' }}
          />
        </nav>
      )}
    </section>
  );
}
