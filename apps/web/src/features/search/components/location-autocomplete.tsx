import type { Language } from '@domus/domain/core/constants';
import type { SearchLocation } from '@domus/domain/search/search-query';
import { Input, Loader } from '@mantine/core';
import { IconMapPin, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationCombobox } from '../hooks/use-location-combobox';
import classes from './search-box.module.css';

/**
 * The search box's place field (buyer-side.md §2 Search box: location autocomplete,
 * municipality or zone): suggestions from `GET /api/v1/locations/search` as the visitor types.
 *
 * An ARIA 1.2 combobox with a list box, written here rather than taken from the component
 * library because the library's version brings a positioning engine that would push the home
 * page past its JavaScript budget; the list simply opens below the field.
 *
 * A place highlighted with the arrows is chosen with Enter, as with a click, and nothing more
 * (issue 30.5). Enter without a highlight searches (issue 18): it takes the first place matching
 * the typed text (asked at once when the suggestions have not arrived yet) and hands it to
 * `onSearch`; text matching no place opens the "no place found" note instead of searching
 * everywhere.
 */
export function LocationAutocomplete({
  value,
  onChange,
  onSearch,
  language,
  name,
}: {
  value: SearchLocation | null;
  onChange: (location: SearchLocation | null) => void;
  /** Called on Enter with the place chosen for the typed text. */
  onSearch?: (location: SearchLocation) => void;
  language: Language;
  /** The text's name when a form is sent without the app (the server then finds the place). */
  name?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const {
    text,
    setText,
    setOpen,
    active,
    setActive,
    suggestions,
    fetching,
    settled,
    showEmpty,
    expanded,
    activeSuggestion,
    choose,
    clear,
    onKeyDown,
  } = useLocationCombobox({ value, onChange, onSearch, language });

  return (
    <Input.Wrapper id={id} label={t('search.location')}>
      <div className={classes.comboboxWrap}>
        <Input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeSuggestion ? `${listId}-${active}` : undefined}
          autoComplete="off"
          name={name}
          placeholder={t('search.locationPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
            if (value) onChange(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            if (value) return;
            // Leaving the field after typing a name takes its best match; text that matches
            // no place is dropped, so the field never shows a filter that is not applied.
            const best = settled && text.trim() ? suggestions[0] : undefined;
            if (best) choose(best);
            else setText('');
          }}
          onKeyDown={onKeyDown}
          leftSection={<IconMapPin size={18} aria-hidden />}
          rightSection={
            fetching ? (
              <Loader size={16} aria-label={t('a11y.loading')} />
            ) : text ? (
              <button
                type="button"
                className={classes.clearButton}
                aria-label={t('search.clearLocation')}
                onMouseDown={(event) => event.preventDefault()}
                onClick={clear}
              >
                <IconX size={16} aria-hidden />
              </button>
            ) : undefined
          }
          rightSectionPointerEvents="all"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.location')}
          className={classes.listbox}
          hidden={!expanded}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.type}:${suggestion.id}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={classes.option}
              // Keep the focus in the field; the click chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              onMouseMove={() => setActive(index)}
            >
              <span>{suggestion.name}</span>
              <span className={classes.optionMeta}>
                {t(`search.locationTypes.${suggestion.type}`)}
                {suggestion.municipality ? ` · ${suggestion.municipality.name}` : ''}
              </span>
            </li>
          ))}
        </ul>
        {showEmpty && (
          <div className={classes.listbox} role="status">
            <span className={classes.emptyMessage}>{t('search.locationNothingFound')}</span>
          </div>
        )}
      </div>
    </Input.Wrapper>
  );
}
