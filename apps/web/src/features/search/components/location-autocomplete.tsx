import type { Language } from '@domus/domain/constants';
import type { LocationSuggestion } from '@domus/domain/schemas/location.schema';
import { Input, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconMapPin, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOCATION_QUERY_MIN_LENGTH,
  locationSearchQuery,
  useLocationSearch,
} from '../../../shared/api/search-locations';
import { placeLabel } from '../../../shared/lib/place-label';
import type { SearchLocation } from '@domus/domain/search-query';
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
  const queryClient = useQueryClient();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [debounced] = useDebouncedValue(text, 250);
  // The name of the chosen place is not a new question to the server.
  const question = value && debounced === value.name ? '' : debounced;
  const search = useLocationSearch(question, language);
  const suggestions =
    question.trim().length >= LOCATION_QUERY_MIN_LENGTH ? (search.data ?? []) : [];
  const settled = !search.isFetching && debounced === text;
  const showEmpty =
    open &&
    settled &&
    search.isSuccess &&
    question.trim().length >= LOCATION_QUERY_MIN_LENGTH &&
    suggestions.length === 0;
  const expanded = open && suggestions.length > 0;

  const choose = (suggestion: LocationSuggestion): SearchLocation => {
    const label = placeLabel(suggestion);
    const location = { id: suggestion.id, type: suggestion.type, name: label };
    onChange(location);
    setText(label);
    setOpen(false);
    setActive(-1);
    return location;
  };

  /** Enter on typed text whose suggestions are not there yet: asks for them now. */
  const searchTyped = async (typed: string) => {
    const found = await queryClient
      .fetchQuery(locationSearchQuery(typed, language))
      .catch(() => [] as LocationSuggestion[]);
    const first = found[0];
    if (first) onSearch?.(choose(first));
    else setOpen(true);
  };

  const clear = () => {
    onChange(null);
    setText('');
    setActive(-1);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (suggestions.length === 0 ? -1 : (i + 1) % suggestions.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) =>
          suggestions.length === 0 ? -1 : (i - 1 + suggestions.length) % suggestions.length,
        );
        break;
      case 'Enter': {
        // Enter on a highlighted place only chooses it, as a click does, so that type and price
        // can still be set (issue 30.5). Without a highlight Enter searches: the first place
        // matching the typed text, looked up first when not yet asked for. With a place already
        // chosen or an empty field the form submits as usual.
        const highlighted = expanded ? suggestions[active] : undefined;
        const first = expanded ? suggestions[0] : undefined;
        if (highlighted) {
          event.preventDefault();
          choose(highlighted);
        } else if (first) {
          event.preventDefault();
          onSearch?.(choose(first));
        } else if (!value && text.trim().length >= LOCATION_QUERY_MIN_LENGTH) {
          event.preventDefault();
          void searchTyped(text);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          clear();
        }
        break;
    }
  };

  const activeSuggestion = expanded ? suggestions[active] : undefined;

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
            search.isFetching ? (
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
