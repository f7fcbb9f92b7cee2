import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { creditsFor, formatCredits, fromMinutes, toMinutes, type SchemaField } from '@portal/contracts/cpd';
import { formatNumber } from '@portal/i18n';
import { TextField } from '@portal/ui';
import { DateField } from '@portal/ui/date-field';
import { CheckboxField, Field, SelectField, TextAreaField } from '@portal/ui/fields';
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
  const hint = field.description || undefined;
  const own = { id, label: field.label, hint, error, disabled } as const;

  switch (field.type) {
    case 'text':
      // The title is one line; other texts (the reflection above all) are written at length.
      if (field.key === 'title') return <TextField {...own} {...register(field.key)} />;
      return <TextAreaField {...own} rows={5} {...register(field.key)} />;
    case 'mixed': {
      // A choice that also takes the user's own words (decision 0008): the schema's values are offered, any text is kept.
      const listId = `${id}-values`;
      return (
        <>
          <TextField {...own} list={listId} autoComplete="off" {...register(field.key)} />
          <datalist id={listId}>
            {(field.data.values ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </datalist>
        </>
      );
    }
    case 'date':
      return <DateField {...own} {...register(field.key)} />;
    case 'number':
    case 'number-addition':
    case 'number-multiplier':
      if (field.type === 'number-multiplier' && !field.editable) {
        // Computed, not typed: an output under the field's label, read with it.
        return (
          <Field id={id} label={field.label} hint={hint} error={error}>
            {(output) => (
              <output id={output.id} className="lp-cpd__computed" aria-describedby={output['aria-describedby']}>
                {formatCredits(creditsFor(field, schema, values), formatNumber)} <span className="lp-field__hint">({text('cpd.entry.computed')})</span>
              </output>
            )}
          </Field>
        );
      }
      return <TextField {...own} inputMode="decimal" {...register(field.key)} />;
    case 'choice': {
      // A child choice offers only the values whose filter is the parent's chosen value (data.childKey).
      const parent = schema.find((f) => f.data.childKey === field.key);
      const parentValue = parent ? values[parent.key] : undefined;
      const options = (field.data.values ?? []).filter((option) => !parent || !option.filter || option.filter === parentValue);
      return <SelectField {...own} placeholder={text('cpd.entry.choose')} options={options} {...register(field.key)} />;
    }
    case 'bool':
      // The box beside its label (the label holds it), stored as the schema's 'true' / 'false'.
      return (
        <Controller
          control={control}
          name={field.key}
          render={({ field: box }) => (
            <CheckboxField
              {...own}
              ref={box.ref}
              name={box.name}
              checked={box.value === 'true'}
              onChange={(event) => box.onChange(event.target.checked ? 'true' : 'false')}
              onBlur={box.onBlur}
            />
          )}
        />
      );
    case 'time': {
      // Spec 3 §9: hours up to the schema's max, minutes in steps of 1 (or the schema's step); stored as hours*60+minutes.
      const step = field.validation.step && field.validation.step > 0 ? field.validation.step : 1;
      const minuteOptions = Array.from({ length: Math.ceil(60 / step) }, (_, index) => ({ value: String(index * step), label: formatNumber(index * step) }));
      const errorId = error ? `${id}-error` : undefined;
      const hintId = hint ? `${id}-hint` : undefined;
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
              <fieldset
                className={['lp-field', 'lp-field--group', 'lp-cpd__time', error ? 'lp-field--invalid' : ''].filter(Boolean).join(' ')}
                aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
              >
                <legend className="lp-field__label">{field.label}</legend>
                {hint && (
                  <p id={hintId} className="lp-field__hint">
                    {hint}
                  </p>
                )}
                <div className="lp-cpd__time-parts">
                  <TextField
                    id={`${id}-hours`}
                    label={text('cpd.entry.hours')}
                    type="number"
                    min={0}
                    max={field.validation.max}
                    disabled={disabled}
                    aria-invalid={error ? true : undefined}
                    value={hours}
                    onChange={(event) => change(event.target.value, minutes)}
                    onBlur={box.onBlur}
                  />
                  <SelectField
                    id={`${id}-minutes`}
                    label={text('cpd.entry.minutes')}
                    disabled={disabled}
                    options={minuteOptions}
                    value={String(minutes)}
                    onChange={(event) => change(hours, event.target.value)}
                    onBlur={box.onBlur}
                  />
                </div>
                {error && (
                  <p id={errorId} className="lp-field__error">
                    {error}
                  </p>
                )}
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
