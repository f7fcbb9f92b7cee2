import { useId } from 'react';
import type { ProfileFieldDefinition } from '@portal/contracts';
import { TextField } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { isMultiValue } from '../../../lib/profile-values';
import { splitList, type ProfileFormValue } from '../domain/profile-form';
import type { Suggestion } from '../domain/typeahead';
import { profileMessages } from '../messages';
import { UserTypeahead } from './UserTypeahead';

export interface ProfileFieldProps {
  def: ProfileFieldDefinition;
  id: string;
  value: ProfileFormValue;
  onChange(value: ProfileFormValue): void;
  disabled: boolean;
  error?: string;
  suggestUsers(query: string): Promise<Suggestion[]>;
}

/**
 * One profile field as spec 1 §5 draws it: singleChoice a select, tags a multi-select, multiChoice a
 * picker (a group of check boxes), mail an e-mail box, date a yyyy-mm-dd box, datepicker the browser's
 * date picker, user a typeahead, text a text box. A choice field without supported values is a text box.
 */
export function ProfileField({ def, id, value, onChange, disabled, error, suggestUsers }: ProfileFieldProps) {
  const text = useText(profileMessages);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const groupId = useId();
  const options = def.supportedValues ?? [];
  const list = Array.isArray(value) ? value : splitList(value);
  const single = Array.isArray(value) ? value.join(', ') : value;
  const described = (hint: boolean) => [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const errorText = error && (
    <p id={errorId} className="lp-field__error">
      {error}
    </p>
  );
  const common = { id, disabled, required: def.required, 'aria-invalid': error ? true : undefined } as const;

  if (def.type === 'user') {
    return (
      <UserTypeahead
        id={id}
        label={def.label}
        value={single}
        onChange={onChange}
        suggest={suggestUsers}
        listLabel={text('access.profile.userSuggestions', { label: def.label })}
        disabled={disabled}
        required={def.required}
        error={error}
      />
    );
  }

  if (def.type === 'multiChoice' && options.length > 0) {
    return (
      <fieldset className={['lp-field', error ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')} aria-describedby={error ? errorId : undefined} disabled={disabled}>
        <legend id={groupId} className="lp-field__label">
          {def.label}
        </legend>
        {options.map((option, index) => (
          <label key={option} className="lp-check">
            <input
              type="checkbox"
              id={index === 0 ? id : undefined}
              checked={list.includes(option)}
              onChange={(event) => onChange(event.target.checked ? [...list, option] : list.filter((item) => item !== option))}
            />{' '}
            {option}
          </label>
        ))}
        {errorText}
      </fieldset>
    );
  }

  if ((def.type === 'singleChoice' || def.type === 'tags') && options.length > 0) {
    const multiple = def.type === 'tags';
    return (
      <div className={['lp-field', error ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')}>
        <label htmlFor={id} className="lp-field__label">
          {def.label}
        </label>
        {multiple && (
          <p id={hintId} className="lp-field__hint">
            {text('access.profile.tagsHint')}
          </p>
        )}
        <select
          {...common}
          className="lp-field__input"
          multiple={multiple}
          aria-describedby={described(multiple)}
          value={multiple ? list : single}
          onChange={(event) => onChange(multiple ? [...event.target.selectedOptions].map((option) => option.value) : event.target.value)}
        >
          {!multiple && <option value="">{text('access.profile.choose')}</option>}
          {/* A stored value the list no longer offers still shows, so saving does not silently drop it. */}
          {[...options, ...(multiple ? list : single ? [single] : []).filter((item) => !options.includes(item))].map((option) => (
            <option key={option} value={option}>
              {option}
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
        label={def.label}
        hint={text('access.profile.listHint')}
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
        label={def.label}
        type={def.type === 'datepicker' ? 'date' : 'text'}
        inputMode={def.type === 'date' ? 'numeric' : undefined}
        placeholder={text('access.profile.datePlaceholder')}
        hint={def.type === 'date' ? text('access.profile.dateHint') : undefined}
        value={single}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
    );
  }

  return (
    <TextField
      {...common}
      label={def.label}
      type={def.type === 'mail' ? 'email' : 'text'}
      autoComplete={def.type === 'mail' ? 'email' : undefined}
      value={single}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
