import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { creditsFor, formatCredits, fromMinutes, toMinutes, type SchemaField } from '@portal/contracts/cpd';
import { formatNumber } from '@portal/i18n';
import { TextField } from '@portal/ui';
import { DateField } from '@portal/ui/date-field';
import { useText } from '../../../lib/messages';
import type { EntryFormValues } from '../domain/entry-form';
import { entryMessages } from '../messages';

export interface EntryFieldProps {
  field: SchemaField;
  schema: readonly SchemaField[];
  values: EntryFormValues;
  control: Control<EntryFormValues>;
  register: UseFormRegister<EntryFormValues>;
  error?: string | undefined;
  /** The whole entry is read-only (locked period, review). */
  readOnly?: boolean;
}

export const fieldId = (key: string) => `cpd-entry-${key}`;

/** One box of the entry editor, by the schema field's type (spec 3 §3); hidden fields are not shown. */
export function EntryField({ field, schema, values, control, register, error, readOnly = false }: EntryFieldProps) {
  const disabled = !field.editable || readOnly;
  const text = useText(entryMessages);
  const id = fieldId(field.key);
  const errorId = error ? `${id}-error` : undefined;
  const hintId = field.description ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const label = (
    <label htmlFor={id} className="lp-field__label">
      {field.label}
    </label>
  );
  const hint = field.description ? (
    <p id={hintId} className="lp-field__hint">
      {field.description}
    </p>
  ) : null;
  const problem = error ? (
    <p id={errorId} className="lp-field__error">
      {error}
    </p>
  ) : null;
  const wrap = (input: React.ReactNode) => (
    <div className={['lp-field', error ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')}>
      {label}
      {hint}
      {input}
      {problem}
    </div>
  );
  const common = { id, className: 'lp-field__input', 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, disabled } as const;

  switch (field.type) {
    case 'text':
      // The title is one line; other texts (the reflection above all) are written at length.
      if (field.key === 'title') return <TextField id={id} label={field.label} hint={field.description} error={error} disabled={disabled} {...register(field.key)} />;
      return wrap(<textarea rows={5} {...common} {...register(field.key)} />);
    case 'mixed': {
      // A choice that also takes the user's own words (decision 0008): the schema's values are offered, any text is kept.
      const listId = `${id}-values`;
      return wrap(
        <>
          <input type="text" list={listId} autoComplete="off" {...common} {...register(field.key)} />
          <datalist id={listId}>
            {(field.data.values ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </datalist>
        </>,
      );
    }
    case 'date':
      return <DateField id={id} label={field.label} hint={field.description} error={error} disabled={disabled} {...register(field.key)} />;
    case 'number':
    case 'number-addition':
    case 'number-multiplier':
      if (field.type === 'number-multiplier' && !field.editable) {
        return wrap(
          <output id={id} className="lp-cpd__computed" aria-describedby={describedBy}>
            {formatCredits(creditsFor(field, schema, values), formatNumber)} <span className="lp-field__hint">({text('cpd.entry.computed')})</span>
          </output>,
        );
      }
      return <TextField id={id} inputMode="decimal" label={field.label} hint={field.description} error={error} disabled={disabled} {...register(field.key)} />;
    case 'choice': {
      // A child choice offers only the values whose filter is the parent's chosen value (data.childKey).
      const parent = schema.find((f) => f.data.childKey === field.key);
      const parentValue = parent ? values[parent.key] : undefined;
      const options = (field.data.values ?? []).filter((option) => !parent || !option.filter || option.filter === parentValue);
      return wrap(
        <select {...common} {...register(field.key)}>
          <option value="">{text('cpd.entry.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>,
      );
    }
    case 'bool':
      return (
        <div className={['lp-field', 'lp-field--check', error ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')}>
          <Controller
            control={control}
            name={field.key}
            render={({ field: box }) => (
              <input
                type="checkbox"
                id={id}
                aria-describedby={describedBy}
                disabled={disabled}
                checked={box.value === 'true'}
                onChange={(event) => box.onChange(event.target.checked ? 'true' : 'false')}
                onBlur={box.onBlur}
              />
            )}
          />
          {label}
          {hint}
          {problem}
        </div>
      );
    case 'time': {
      // Spec 3 §9: hours up to the schema's max, minutes in steps of 1 (or the schema's step); stored as hours*60+minutes.
      const step = field.validation.step && field.validation.step > 0 ? field.validation.step : 1;
      const minuteOptions = Array.from({ length: Math.ceil(60 / step) }, (_, index) => index * step);
      return (
        <Controller
          control={control}
          name={field.key}
          render={({ field: box }) => {
            const total = Number(box.value) || 0;
            const { hours, minutes } = fromMinutes(total);
            const change = (h: string | number, m: string | number) => {
              const next = toMinutes(h, m);
              box.onChange(Number.isNaN(next) ? `${h}:${m}` : String(next));
            };
            return (
              <fieldset className={['lp-field', 'lp-cpd__time', error ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')} aria-describedby={describedBy}>
                <legend className="lp-field__label">{field.label}</legend>
                {hint}
                <label htmlFor={`${id}-hours`}>{text('cpd.entry.hours')}</label>
                <input
                  id={`${id}-hours`}
                  className="lp-field__input"
                  type="number"
                  min={0}
                  max={field.validation.max}
                  disabled={disabled}
                  value={hours}
                  onChange={(event) => change(event.target.value, minutes)}
                />
                <label htmlFor={`${id}-minutes`}>{text('cpd.entry.minutes')}</label>
                <select id={`${id}-minutes`} className="lp-field__input" disabled={disabled} value={minutes} onChange={(event) => change(hours, event.target.value)}>
                  {minuteOptions.map((m) => (
                    <option key={m} value={m}>
                      {formatNumber(m)}
                    </option>
                  ))}
                </select>
                {problem}
              </fieldset>
            );
          }}
        />
      );
    }
    case 'file':
      // Evidence has a component of its own (EvidenceField): it holds pending uploads beside the form.
      return null;
  }
}
