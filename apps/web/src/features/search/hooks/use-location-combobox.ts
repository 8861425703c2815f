import type { Language } from '@domus/domain/core/constants';
import type { LocationSuggestion } from '@domus/domain/place/location.schema';
import type { SearchLocation } from '@domus/domain/search/search-query';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import {
  LOCATION_QUERY_MIN_LENGTH,
  locationSearchQuery,
  useLocationSearch,
} from '../../../shared/api/search-locations';
import { placeLabel } from '../../../shared/lib/place-label';

/**
 * The place field's combobox state (buyer-side.md §2 Search box): the typed text, the
 * suggestions asked for it, the highlighted one and the keys that move, choose and search
 * (issue 18, issue 30.5). Apart from the field's markup so that its ARIA
 * wiring reads on its own.
 */
export function useLocationCombobox({
  value,
  onChange,
  onSearch,
  language,
}: {
  value: SearchLocation | null;
  onChange: (location: SearchLocation | null) => void;
  onSearch?: (location: SearchLocation) => void;
  language: Language;
}) {
  const queryClient = useQueryClient();
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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

  return {
    text,
    setText,
    setOpen,
    active,
    setActive,
    suggestions,
    fetching: search.isFetching,
    settled,
    showEmpty,
    expanded,
    activeSuggestion,
    choose,
    clear,
    onKeyDown,
  };
}
