import '@mantine/core/styles/Combobox.layer.css';
import { MAX_LENGTH, type Language } from '@domus/domain/core/constants';
import { suggestedStreetName } from '@domus/domain/search/search-text';
import type { LocationSuggestion } from '@domus/domain/place/location.schema';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGetList } from '../../../shared/api/api-client';
import { LOCATION_QUERY_MIN_LENGTH } from '../../../shared/api/search-locations';

/**
 * The street field of the address entry (issue 18): suggests the chosen municipality's streets
 * from the street register in the user's language, each of their Italian, German and Ladin names
 * finding them (`GET /api/v1/locations/municipalities/{id}/streets`). Any text may still be typed:
 * the address check says whether the register knows it.
 */
export function StreetInput({
  municipalityId,
  value,
  onChange,
  language,
  error,
}: {
  municipalityId: string | null;
  value: string;
  onChange: (value: string) => void;
  language: Language;
  error?: string | undefined;
}) {
  const { t } = useTranslation('sell');
  const [debounced] = useDebouncedValue(value.trim(), 250);
  const streets = useQuery({
    queryKey: ['locations', 'streets', municipalityId, language, debounced.toLowerCase()],
    queryFn: ({ signal }) =>
      apiGetList<LocationSuggestion>(
        `/api/v1/locations/municipalities/${municipalityId}/streets`,
        { q: debounced, lang: language },
        signal,
      ),
    enabled: !!municipalityId && debounced.length >= LOCATION_QUERY_MIN_LENGTH,
    placeholderData: keepPreviousData,
    // The register changes with a release only.
    staleTime: 60 * 60 * 1000,
  });
  // In the user's language; the Ladin name to a user typing Ladin.
  const names =
    streets.isError || !municipalityId
      ? []
      : (streets.data ?? []).map((s) => suggestedStreetName(s, debounced));

  return (
    <Autocomplete
      label={t('wizard.location.street')}
      withAsterisk
      maxLength={MAX_LENGTH.street}
      autoComplete="address-line1"
      value={value}
      error={error}
      onChange={onChange}
      data={[...new Set(names)]}
      // The server has filtered and ranked the names already.
      filter={({ options }) => options}
    />
  );
}
