import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@portal/query/keys';
import { FieldLabel } from '@portal/ui';
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
 * A text box with a list of suggestions (the ARIA 1.2 combobox pattern): arrows move through the
 * list, Enter takes the highlighted one, Escape closes it. Free text stays allowed.
 */
export function UserTypeahead({ id, label, value, onChange, suggest, listLabel, disabled, required, error }: UserTypeaheadProps) {
  const listId = useId();
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
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

  const expanded = open && suggestions.length > 0;

  function choose(suggestion: Suggestion) {
    onChange(suggestion.value);
    setOpen(false);
    setQuery(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const suggestion = suggestions[active];
      if (suggestion) choose(suggestion);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className={['lp-field', 'lp-typeahead', error ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        className="lp-field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
        disabled={disabled}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className="lp-typeahead__list" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.value}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="lp-typeahead__option"
            // mousedown, not click: the box's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="lp-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
