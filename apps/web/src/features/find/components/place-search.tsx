import '@mantine/core/styles/Combobox.layer.css';
import type { Language } from '@domus/domain/core/constants';
import type { LocationSuggestion } from '@domus/domain/place/location.schema';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_QUERY_MIN_LENGTH, useLocationSearch } from '../../../shared/api/search-locations';
import { placeLabel } from '../../../shared/lib/place-label';
import type { ChosenPlace } from '../utils/saved-search-form';
import classes from './find.module.css';

/** The place a suggestion stands for in the form. */
export function chosenPlace(suggestion: LocationSuggestion): ChosenPlace {
  return {
    type: suggestion.type,
    id: suggestion.id,
    name: suggestion.name,
    label: placeLabel(suggestion),
    ...(suggestion.point ? { point: suggestion.point } : {}),
    ...(suggestion.municipality ? { municipalityId: suggestion.municipality.id } : {}),
  };
}

/**
 * The search over municipalities, zones and streets of the saved-search form (seller-side.md §2
 * Location picker): suggestions as the user types; choosing one adds it to the form's list and
 * empties the field for the next one. Arrow keys and Enter choose, Escape closes the list.
 */
export function PlaceSearch({
  language,
  onPick,
  error,
  required,
  disabled,
}: {
  language: Language;
  onPick: (place: ChosenPlace) => void;
  /** The form's error on its locations (none chosen, or one the server refused). */
  error?: React.ReactNode;
  /** Whether a location is still needed: none has been chosen yet. */
  required?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('find');
  const { t: tc } = useTranslation();
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const search = useLocationSearch(debounced, language);
  const asking = debounced.trim().length >= LOCATION_QUERY_MIN_LENGTH;
  const suggestions = asking ? (search.data ?? []) : [];
  const settled = !search.isFetching && debounced === text;
  const firstKey = suggestions[0] ? `${suggestions[0].type}:${suggestions[0].id}` : '';

  // Enter takes the best suggestion unless the user moved to another one.
  const { selectFirstOption } = combobox;
  useEffect(() => {
    if (firstKey) selectFirstOption();
  }, [firstKey, selectFirstOption]);

  const pick = (key: string) => {
    const suggestion = suggestions.find((s) => `${s.type}:${s.id}` === key);
    if (!suggestion) return;
    onPick(chosenPlace(suggestion));
    setText('');
    combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={pick}
      // Mantine keeps a closed dropdown in the page, which made floating-ui measure and place it
      // as the find page hydrated: a forced layout of the whole page (issue 17). It is drawn when
      // it opens instead.
      keepMounted={false}
    >
      <Combobox.Target>
        <TextInput
          label={t('form.placeSearch')}
          placeholder={t('form.placePlaceholder')}
          value={text}
          error={error}
          // A location is required (buyer-side.md §5): the mark stays, the field itself is
          // required only until one is chosen.
          withAsterisk
          aria-required={required}
          disabled={disabled}
          autoComplete="off"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            search.isFetching && asking ? (
              <Loader size={16} aria-label={t('form.searching')} />
            ) : undefined
          }
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!asking || (suggestions.length === 0 && !settled)}>
        <Combobox.Options aria-label={t('form.placeSearch')}>
          {suggestions.length === 0 ? (
            <Combobox.Empty>{t('form.nothingFound')}</Combobox.Empty>
          ) : (
            suggestions.map((suggestion) => (
              <Combobox.Option
                key={`${suggestion.type}:${suggestion.id}`}
                value={`${suggestion.type}:${suggestion.id}`}
                className={classes.placeOption}
              >
                <Text size="sm" fw={500} component="span" display="block">
                  {suggestion.name}
                </Text>
                <Text size="xs" c="dimmed" component="span" display="block">
                  {tc(`search.locationTypes.${suggestion.type}`)}
                  {suggestion.municipality && suggestion.municipality.name !== suggestion.name
                    ? ` · ${suggestion.municipality.name}`
                    : ''}
                </Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
