import type { ProfileFieldDefinition } from '@portal/contracts';
import { TextField } from '@portal/ui';
import { DateField } from '@portal/ui/date-field';
import { CheckboxGroupField, SelectField } from '@portal/ui/fields';
import { contentKeys, languageName } from '@portal/i18n';
import { useContentText, useText } from '../messages';
import { profileFieldMessages } from './messages';
import { isMultiValue, PREFERRED_LANGUAGE_FIELD, splitList } from '../profile-values';
import type { Suggestion } from '../typeahead';
import { UserTypeahead } from './UserTypeahead';

/** What a field holds: a list for multi-value fields, text for the others (dates as yyyy-mm-dd). */
export type ProfileFieldValue = string | string[];

export interface ProfileFieldInputProps {
  def: ProfileFieldDefinition;
  id: string;
  value: ProfileFieldValue;
  onChange(value: ProfileFieldValue): void;
  onBlur?(): void;
  /** Read-only (spec 1 §5: non-forms users, editing disabled). adminOnly fields are always disabled. */
  disabled?: boolean;
  error?: string;
  /** Looks users up for a 'user' field; without it (e.g. before sign-in) the field is a text box. */
  suggestUsers?(query: string): Promise<Suggestion[]>;
  /** Reaches the (first) control, so a form library can focus the field with a problem (react-hook-form's field.ref). */
  inputRef?(control: { focus(): void } | null): void;
}

/**
 * One profile field as spec 1 §3, §5 draw it, on @portal/ui's field family: singleChoice a select, tags a
 * multi-select, multiChoice a picker (a group of check boxes), mail an e-mail box, date and datepicker a
 * date field in the portal's language (the value stays a yyyy-mm-dd day), user a typeahead, text a text
 * box. A choice field without supported values is a text box (a comma-separated list for multi-value types).
 */
export function ProfileFieldInput({ def, id, value, onChange, onBlur, disabled = false, error, suggestUsers, inputRef }: ProfileFieldInputProps) {
  const text = useText(profileFieldMessages);
  const content = useContentText();
  const options = def.supportedValues ?? [];
  // An offered value's text: the tenant's translation, else the value (a language: its own name, not its code).
  const optionText = (option: string) => content(contentKeys.profileFieldOption(def.name, option), def.name === PREFERRED_LANGUAGE_FIELD ? languageName(option) : option);
  const list = Array.isArray(value) ? value : splitList(value);
  const single = Array.isArray(value) ? value.join(', ') : value;
  const off = disabled || def.adminOnly;
  const common = { id, label: def.label, disabled: off, required: def.required, onBlur, error } as const;

  if (def.type === 'user' && suggestUsers) {
    return (
      <UserTypeahead
        id={id}
        label={def.label}
        value={single}
        onChange={onChange}
        suggest={suggestUsers}
        listLabel={text('access.profileField.userSuggestions', { label: def.label })}
        disabled={off}
        required={def.required}
        error={error}
      />
    );
  }

  if (def.type === 'multiChoice' && options.length > 0) {
    return (
      <CheckboxGroupField
        {...common}
        // Every box is handed the ref; the form focuses the first.
        ref={(box) => {
          if (!box || box.id === `${id}-0`) inputRef?.(box);
        }}
        value={list}
        options={options.map((option) => ({ value: option, label: optionText(option) }))}
        onChange={(event) => onChange(event.target.checked ? [...list, event.target.value] : list.filter((item) => item !== event.target.value))}
      />
    );
  }

  if ((def.type === 'singleChoice' || def.type === 'tags') && options.length > 0) {
    const multiple = def.type === 'tags';
    // A stored value the list no longer offers still shows, so saving does not silently drop it.
    const shown = [...options, ...(multiple ? list : single ? [single] : []).filter((item) => !options.includes(item))];
    return (
      <SelectField
        {...common}
        ref={inputRef}
        multiple={multiple}
        hint={multiple ? text('access.profileField.tagsHint') : undefined}
        placeholder={multiple ? undefined : text('access.profileField.choose')}
        options={shown.map((option) => ({ value: option, label: optionText(option) }))}
        value={multiple ? list : single}
        onChange={(event) => onChange(multiple ? [...event.target.selectedOptions].map((option) => option.value) : event.target.value)}
      />
    );
  }

  if (isMultiValue(def)) {
    return (
      <TextField
        {...common}
        ref={inputRef}
        hint={text('access.profileField.listHint')}
        defaultValue={list.join(', ')}
        onChange={(event) => onChange(splitList(event.target.value))}
      />
    );
  }

  if (def.type === 'date' || def.type === 'datepicker') {
    return <DateField {...common} ref={inputRef} value={single} onChange={(event) => onChange(event.target.value)} />;
  }

  return (
    <TextField
      {...common}
      ref={inputRef}
      type={def.type === 'mail' ? 'email' : 'text'}
      autoComplete={def.type === 'mail' ? 'email' : undefined}
      value={single}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
