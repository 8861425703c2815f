import '@mantine/core/styles/Combobox.layer.css';
import { MAX_LENGTH, type Language } from '@domus/domain/core/constants';
import type { LocationSuggestion } from '@domus/domain/place/location.schema';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocationSearch } from '../../../shared/api/search-locations';
import type { MunicipalityChoice } from '../utils/wizard-state';

/** What the wizard keeps of a chosen suggestion: id, names and seat. */
function choiceOf(suggestion: LocationSuggestion): MunicipalityChoice {
  return {
    id: suggestion.id,
    name: suggestion.name,
    names: suggestion.names,
    ...(suggestion.point ? { point: suggestion.point } : {}),
  };
}

/**
 * The municipality autocomplete of the address entry (seller-side.md §2 Address entry):
 * suggestions from the municipality search as the user types; choosing one keeps its ISTAT code
 * and names. Text that matches no suggestion stays as typed (the address check also accepts a
 * municipality's name).
 */
export function MunicipalityInput({
  text,
  chosen,
  onChange,
  language,
  error,
}: {
  text: string;
  chosen: MunicipalityChoice | null;
  onChange: (text: string, chosen: MunicipalityChoice | null) => void;
  language: Language;
  error?: string | null;
}) {
  const { t } = useTranslation('sell');
  const { t: tc } = useTranslation();
  const [debounced] = useDebouncedValue(text, 250);
  // The chosen name is not a new question to the server.
  const question = chosen && debounced === chosen.name ? '' : debounced;
  const search = useLocationSearch(question, language, 'municipalities');
  const suggestions = search.isError ? [] : (search.data ?? []);

  const choose = (name: string) => {
    const suggestion = suggestions.find((s) => s.name === name);
    onChange(name, suggestion ? choiceOf(suggestion) : null);
  };

  return (
    <Autocomplete
      label={t('wizard.location.municipality')}
      placeholder={t('wizard.location.municipalityPlaceholder')}
      description={t('wizard.location.municipalityHint')}
      withAsterisk
      maxLength={MAX_LENGTH.municipality}
      autoComplete="off"
      value={text}
      onChange={(value) => {
        const match = suggestions.find((s) => s.name === value);
        onChange(value, match ? choiceOf(match) : chosen && chosen.name === value ? chosen : null);
      }}
      onOptionSubmit={choose}
      data={[...new Set(suggestions.map((suggestion) => suggestion.name))]}
      // The server has filtered and ranked the names already.
      filter={({ options }) => options}
      leftSection={<IconMapPin size={18} aria-hidden />}
      rightSection={search.isFetching ? <Loader size={16} aria-label={tc('a11y.loading')} /> : null}
      error={error}
    />
  );
}
