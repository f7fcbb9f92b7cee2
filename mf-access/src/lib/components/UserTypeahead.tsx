import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { queryKeys } from '@portal/query/keys';
import { TextField } from '@portal/ui';
import { limitSuggestions, TYPEAHEAD_DELAY_MS, TYPEAHEAD_MIN_CHARACTERS, type Suggestion } from '../typeahead';

const NONE: Suggestion[] = [];

/** Needs the portal's QueryProvider above it (the look-up is a query). */
export interface UserTypeaheadProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** Looks suggestions up for the text typed; at most 8 are shown (spec 1 §9). */
  suggest(query: string): Promise<Suggestion[]>;
  listLabel: string;
  disabled?: boolean;
  required?: boolean;
  error?: string;
}

/**
 * A text box with a list of suggestions (the ARIA 1.2 combobox pattern, Downshift's useCombobox, on
 * @portal/ui's TextField):
 * arrows move through the list, Enter or a click takes the highlighted one, Escape closes it. Free
 * text stays allowed.
 */
export function UserTypeahead({ id, label, value, onChange, suggest, listLabel, disabled, required, error }: UserTypeaheadProps) {
  /** The text typed since the last choice (null: nothing to look up), and the same once typing pauses. */
  const [query, setQuery] = useState<string | null>(null);
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query), TYPEAHEAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const searching = query !== null && query.trim().length >= TYPEAHEAD_MIN_CHARACTERS;
  // The look-up is a query keyed by the text (the one source of user suggestions is ResolveUsername),
  // asked once typing pauses; a failure shows no suggestions.
  const found = useQuery({
    queryKey: queryKeys.access.userSuggestions(settled ?? ''),
    queryFn: async () => limitSuggestions(await suggest(settled ?? '')),
    enabled: searching && settled === query,
    retry: false,
  });
  const suggestions = searching ? (found.data ?? NONE) : NONE;

  const { isOpen, getInputProps, getMenuProps, getItemProps } = useCombobox<Suggestion>({
    items: suggestions,
    inputId: id,
    // The field owns the text and keeps no choice of its own: choosing the same user again still takes it.
    inputValue: value,
    selectedItem: null,
    itemToString: (suggestion) => suggestion?.value ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      onChange(inputValue);
      setQuery(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onChange(selectedItem.value);
      setQuery(null);
    },
    stateReducer: keepTypedTextOnBlur,
  });
  const expanded = isOpen && suggestions.length > 0;

  return (
    <div className="lp-typeahead">
      <TextField
        label={label}
        required={required}
        error={error}
        {...getInputProps({
          // Named by its label element (htmlFor), as every field is; expanded only with something to show.
          'aria-labelledby': undefined,
          'aria-expanded': expanded,
          disabled,
        })}
      />
      <ul className="lp-typeahead__list" hidden={!expanded} {...getMenuProps({ 'aria-label': listLabel, 'aria-labelledby': undefined })}>
        {suggestions.map((suggestion, index) => (
          <li key={suggestion.value} className="lp-typeahead__option" {...getItemProps({ item: suggestion, index })}>
            {suggestion.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Leaving the box keeps what was typed: a highlighted suggestion is taken only by Enter or a click. */
function keepTypedTextOnBlur(state: UseComboboxState<Suggestion>, { type, changes }: UseComboboxStateChangeOptions<Suggestion>): Partial<UseComboboxState<Suggestion>> {
  if (type !== useCombobox.stateChangeTypes.InputBlur) return changes;
  return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
}
