import { useId } from 'react';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import type { ProfileFieldDefinition } from '@portal/contracts';
import { TextField } from '@portal/ui';
import type { SignUpForm } from '../domain/sign-up-form';

export interface ProfileFieldInputProps {
  def: ProfileFieldDefinition;
  register: UseFormRegister<SignUpForm>;
  control: Control<SignUpForm>;
  error?: string;
  /** The empty option of a select. */
  chooseText: string;
}

/**
 * One registration profile field by type (spec 1 §5): mail an e-mail input, dates yyyy-mm-dd,
 * singleChoice a select, tags a multi-select, multiChoice a set of checkboxes; text and user a text field.
 */
export function ProfileFieldInput({ def, register, control, error, chooseText }: ProfileFieldInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const name = `profile.${def.name}` as const;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const errorText = error && (
    <p id={errorId} className="lp-field__error">
      {error}
    </p>
  );
  const options = def.supportedValues ?? [];

  switch (def.type) {
    case 'mail':
      return <TextField label={def.label} type="email" autoComplete="email" required={def.required} error={error} {...register(name)} />;
    case 'date':
    case 'datepicker':
      return <TextField label={def.label} type="date" placeholder="yyyy-mm-dd" required={def.required} error={error} {...register(name)} />;
    case 'singleChoice':
      return (
        <div className={['lp-field', error ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')}>
          <label htmlFor={id} className="lp-field__label">
            {def.label}
          </label>
          <select id={id} className="lp-field__input" required={def.required} {...invalid} {...register(name)}>
            <option value="">{chooseText}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {errorText}
        </div>
      );
    case 'tags':
      return (
        <div className={['lp-field', error ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')}>
          <label htmlFor={id} className="lp-field__label">
            {def.label}
          </label>
          <select id={id} className="lp-field__input" multiple required={def.required} {...invalid} {...register(name)}>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {errorText}
        </div>
      );
    case 'multiChoice':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field }) => {
            const chosen = Array.isArray(field.value) ? field.value : [];
            const toggle = (option: string, on: boolean) => field.onChange(on ? [...chosen, option] : chosen.filter((value) => value !== option));
            return (
              <fieldset className={['lp-field', error ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')} {...invalid}>
                <legend className="lp-field__label">{def.label}</legend>
                {options.map((option) => (
                  <label key={option} className="lp-field__choice">
                    <input type="checkbox" checked={chosen.includes(option)} onChange={(event) => toggle(option, event.target.checked)} onBlur={field.onBlur} />{' '}
                    {option}
                  </label>
                ))}
                {errorText}
              </fieldset>
            );
          }}
        />
      );
    default:
      return <TextField label={def.label} required={def.required} error={error} {...register(name)} />;
  }
}
