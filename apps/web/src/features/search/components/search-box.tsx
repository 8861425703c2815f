import { formatMinimumCount } from '@domus/domain/format/minimum-count';
import {
  CATEGORIES,
  ROOMS_FILTER_OPTIONS,
  type Category,
  type Language,
  type Subtype,
} from '@domus/domain/core/constants';
import { isTypeSelectable, selectableTypes } from '@domus/domain/listing/rent';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import { Button, NativeSelect, Paper, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DEFAULT_SEARCH_SORT,
  defaultSearchFilters,
  SEARCH_PARAMS,
  searchTypeValue,
  type SearchFilters,
} from '@domus/domain/search/search-query';
import { webPaths } from '@domus/domain/core/web-routes';
import { LANGUAGE_QUERY_PARAM } from '@domus/domain/core/languages';
import { keepSearchFilters } from '../utils/kept-search-filters';
import { searchHref } from '../utils/search-query';
import { BudgetRangePicker } from './budget-range-picker';
import { LocationAutocomplete } from './location-autocomplete';
import classes from './search-box.module.css';

const ALL = 'all';
const ANY = 'any';

/**
 * The search box (buyer-side.md §2 Search page): buy or rent, place, type (All, then per category
 * the whole category and its types), minimum rooms 1+ to 6+, budget range; searching opens the
 * results page with the filters in its query string (§7 search filters).
 *
 * It is a plain GET form on the results page whose fields carry the query string's names, so that
 * it searches before the app has loaded and without JavaScript (issue 17 §3); the app then takes
 * the submission over and navigates itself. Without the app the place field's text goes along
 * as `place`, and the server finds the place for it as the suggestions would (issue 30.10).
 */
export function SearchBox({
  types,
  typesLoading,
  language,
  initial = defaultSearchFilters,
}: {
  /** The property types, as `GET /api/v1/types?sort=-type` answers them. */
  types: PropertyType[];
  typesLoading: boolean;
  language: Language;
  initial?: SearchFilters;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<SearchFilters>(initial);

  const offered = selectableTypes(types, filters.rent);
  // Option values: `all`, a category alone, or `category:code` (codes repeat across categories);
  // the results page reads them from `type` as they are.
  const typeKey = filters.type ? searchTypeValue(filters.type) : ALL;

  const setRent = (rent: boolean) =>
    setFilters((f) => ({
      ...f,
      rent,
      // A type that cannot be rented is not offered for rent (decisions.md); drop it.
      type: f.type && !isTypeSelectable(f.type.category, rent) ? null : f.type,
    }));

  /** Opens the results; the values stay in the page left, for Back (issue 30.5). */
  const search = (values: SearchFilters) => {
    keepSearchFilters(values);
    void navigate(searchHref({ ...values, page: 1 }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    search(filters);
  };

  return (
    <Paper
      component="form"
      method="get"
      action={webPaths.search}
      role="search"
      aria-label={t('search.label')}
      onSubmit={submit}
      p={{ base: 'md', sm: 'lg' }}
      radius="lg"
      shadow="lg"
    >
      <fieldset className={classes.mode}>
        <VisuallyHidden component="legend">{t('search.mode')}</VisuallyHidden>
        {(['buy', 'rent'] as const).map((mode) => (
          <label key={mode} className={classes.modeOption}>
            <input
              type="radio"
              name={SEARCH_PARAMS.rent}
              value={String(mode === 'rent')}
              checked={filters.rent === (mode === 'rent')}
              onChange={() => setRent(mode === 'rent')}
            />
            <span>{t(`search.${mode}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={classes.fields}>
        <div className={classes.location}>
          <LocationAutocomplete
            value={filters.location}
            onChange={(location) => setFilters((f) => ({ ...f, location }))}
            onSearch={(location) => search({ ...filters, location })}
            language={language}
            name={SEARCH_PARAMS.place}
          />
        </div>
        <div className={classes.type}>
          <NativeSelect
            label={t('search.type')}
            name={SEARCH_PARAMS.type}
            data={[
              { value: ALL, label: t('search.allTypes') },
              ...CATEGORIES.filter((category) => isTypeSelectable(category, filters.rent)).map(
                (category) => ({
                  group: t(`categories.${category}`, { ns: 'property' }),
                  items: [
                    { value: category, label: t(`allOfCategory.${category}`, { ns: 'property' }) },
                    ...offered
                      .filter((type) => type.category === category)
                      .map((type) => ({
                        value: `${category}:${type.id}`,
                        label: type.name[language],
                      })),
                  ],
                }),
              ),
            ]}
            value={typeKey}
            onChange={(event) => {
              const [category, code] = event.currentTarget.value.split(':');
              setFilters((f) => ({
                ...f,
                type:
                  category === ALL
                    ? null
                    : { category: category as Category, code: (code ?? null) as Subtype | null },
              }));
            }}
            disabled={typesLoading && types.length === 0}
          />
        </div>
        <div className={classes.rooms}>
          <NativeSelect
            label={t('search.rooms')}
            name={SEARCH_PARAMS.numOfRooms}
            data={[
              { value: ANY, label: t('search.anyRooms') },
              ...ROOMS_FILTER_OPTIONS.map((n) => ({
                value: String(n),
                label: formatMinimumCount(n),
              })),
            ]}
            value={filters.numOfRooms === null ? ANY : String(filters.numOfRooms)}
            onChange={(event) => {
              const v = event.currentTarget.value;
              setFilters((f) => ({ ...f, numOfRooms: v === ANY ? null : Number(v) }));
            }}
          />
        </div>
        <div className={classes.budget}>
          <BudgetRangePicker
            value={filters.budget}
            onChange={(budget) => setFilters((f) => ({ ...f, budget }))}
            language={language}
          />
        </div>
        {/* The chosen place and the order chosen on the results page go with the form too. */}
        {filters.location && (
          <>
            <input type="hidden" name={SEARCH_PARAMS.locationId} value={filters.location.id} />
            <input type="hidden" name={SEARCH_PARAMS.locationType} value={filters.location.type} />
            <input type="hidden" name={SEARCH_PARAMS.locationName} value={filters.location.name} />
          </>
        )}
        {filters.sort !== DEFAULT_SEARCH_SORT && (
          <input type="hidden" name={SEARCH_PARAMS.sort} value={filters.sort} />
        )}
        {/* Sent without the app only: the results in the page's language (issue 30.10). */}
        <input type="hidden" name={LANGUAGE_QUERY_PARAM} value={language} />
        <div className={classes.submit}>
          <Button type="submit" fullWidth leftSection={<IconSearch size={18} aria-hidden />}>
            {t('search.submit')}
          </Button>
        </div>
      </div>
    </Paper>
  );
}
