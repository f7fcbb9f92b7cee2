import { useId, type Ref } from 'react';
import type { ProfileFieldDefinition } from '@portal/contracts';
import { FieldLabel, RequiredMark, TextField } from '@portal/ui';
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
  /** Reaches the (first) control, so a form library can focus the field with a problem. */
  inputRef?: Ref<HTMLInputElement & HTMLSelectElement>;
}

/**
 * One profile field as spec 1 §3, §5 draw it: singleChoice a select, tags a multi-select, multiChoice a
 * picker (a group of check boxes), mail an e-mail box, date a yyyy-mm-dd box, datepicker the browser's
 * date picker, user a typeahead, text a text box. A choice field without supported values is a text box
 * (a comma-separated list for multi-value types).
 */
export function ProfileFieldInput({ def, id, value, onChange, onBlur, disabled = false, error, suggestUsers, inputRef }: ProfileFieldInputProps) {
  const text = useText(profileFieldMessages);
  const content = useContentText();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const groupId = useId();
  const options = def.supportedValues ?? [];
  // An offered value's text: the tenant's translation, else the value (a language: its own name, not its code).
  const optionText = (option: string) => content(contentKeys.profileFieldOption(def.name, option), def.name === PREFERRED_LANGUAGE_FIELD ? languageName(option) : option);
  const list = Array.isArray(value) ? value : splitList(value);
  const single = Array.isArray(value) ? value.join(', ') : value;
  const off = disabled || def.adminOnly;
  const described = (hint: boolean) => [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const fieldClass = ['lp-field', error ? 'lp-field--invalid' : ''].filter(Boolean).join(' ');
  const errorText = error && (
    <p id={errorId} className="lp-field__error">
      {error}
    </p>
  );
  const common = { id, disabled: off, required: def.required, onBlur, 'aria-invalid': error ? true : undefined } as const;

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
      <fieldset className={fieldClass} aria-describedby={error ? errorId : undefined} disabled={off}>
        <legend id={groupId} className="lp-field__label">
          {def.label}
          {def.required && (
            <>
              {' '}
              <RequiredMark />
            </>
          )}
        </legend>
        {options.map((option, index) => (
          <label key={option} className="lp-check">
            <input
              type="checkbox"
              id={index === 0 ? id : undefined}
              ref={index === 0 ? inputRef : undefined}
              checked={list.includes(option)}
              onChange={(event) => onChange(event.target.checked ? [...list, option] : list.filter((item) => item !== option))}
              onBlur={onBlur}
            />{' '}
            {optionText(option)}
          </label>
        ))}
        {errorText}
      </fieldset>
    );
  }

  if ((def.type === 'singleChoice' || def.type === 'tags') && options.length > 0) {
    const multiple = def.type === 'tags';
    return (
      <div className={fieldClass}>
        <FieldLabel htmlFor={id} required={def.required}>
          {def.label}
        </FieldLabel>
        {multiple && (
          <p id={hintId} className="lp-field__hint">
            {text('access.profileField.tagsHint')}
          </p>
        )}
        <select
          {...common}
          ref={inputRef}
          className="lp-field__input"
          multiple={multiple}
          aria-describedby={described(multiple)}
          value={multiple ? list : single}
          onChange={(event) => onChange(multiple ? [...event.target.selectedOptions].map((option) => option.value) : event.target.value)}
        >
          {!multiple && <option value="">{text('access.profileField.choose')}</option>}
          {/* A stored value the list no longer offers still shows, so saving does not silently drop it. */}
          {[...options, ...(multiple ? list : single ? [single] : []).filter((item) => !options.includes(item))].map((option) => (
            <option key={option} value={option}>
              {optionText(option)}
            </option>
          ))}
        </select>
        {errorText}
      </div>
    );
  }

  if (isMultiValue(def)) {
    return (
      <TextField
        {...common}
        ref={inputRef}
        label={def.label}
        hint={text('access.profileField.listHint')}
        defaultValue={list.join(', ')}
        onChange={(event) => onChange(splitList(event.target.value))}
        error={error}
      />
    );
  }

  if (def.type === 'date' || def.type === 'datepicker') {
    return (
      <TextField
        {...common}
        ref={inputRef}
        label={def.label}
        type={def.type === 'datepicker' ? 'date' : 'text'}
        inputMode={def.type === 'date' ? 'numeric' : undefined}
        placeholder={text('access.profileField.datePlaceholder')}
        hint={def.type === 'date' ? text('access.profileField.dateHint') : undefined}
        value={single}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
    );
  }

  return (
    <TextField
      {...common}
      ref={inputRef}
      label={def.label}
      type={def.type === 'mail' ? 'email' : 'text'}
      autoComplete={def.type === 'mail' ? 'email' : undefined}
      value={single}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
