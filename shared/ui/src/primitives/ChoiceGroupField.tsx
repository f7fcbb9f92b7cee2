import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { RequiredMark, type FieldProps } from './Field';
import { fieldDescription } from './field-description';

/** One choice of a group: what is stored, what the user reads, and a hint of its own. */
export interface ChoiceOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceGroupFieldProps
  extends
    Omit<ComponentPropsWithoutRef<'input'>, 'children' | 'type' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked'>,
    Pick<FieldProps, 'label' | 'error' | 'hint' | 'required'> {
  options: readonly ChoiceOption[];
  /** The chosen value(s), for a group the page controls; leave it out when react-hook-form's register holds the value. */
  value?: string | readonly string[];
  defaultValue?: string | readonly string[];
}

const chosen = (selected: string | readonly string[] | undefined, value: string) =>
  selected === undefined ? undefined : typeof selected === 'string' ? selected === value : selected.includes(value);

function choiceGroup(type: 'radio' | 'checkbox', displayName: string) {
  const Group = forwardRef<HTMLInputElement, ChoiceGroupFieldProps>(function ChoiceGroupField(
    { label, error, hint, id, className, required, options, value, defaultValue, disabled, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...inputProps },
    ref,
  ) {
    const generatedId = useId();
    const groupId = id ?? generatedId;
    const description = fieldDescription(groupId, { hint, error, describedBy });
    return (
      <fieldset
        id={groupId}
        className={['lp-field', 'lp-field--group', error ? 'lp-field--invalid' : '', className].filter(Boolean).join(' ')}
        aria-describedby={description.describedBy}
        disabled={disabled}
        // An error summary focuses a field by its id, which is the group's: the group hands focus to its first choice.
        tabIndex={-1}
        onFocus={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.querySelector('input')?.focus();
        }}
      >
        <legend className="lp-field__label">
          {label}
          {/* Hidden from the group's name, as from a label's. */}
          {required && <RequiredMark />}
        </legend>
        {hint && (
          <p id={description.hintId} className="lp-field__hint">
            {hint}
          </p>
        )}
        <div className="lp-field__choices">
          {options.map((option, index) => {
            const optionId = `${groupId}-${index}`;
            return (
              <div key={option.value} className="lp-field__choice-item">
                <label htmlFor={optionId} className="lp-field__choice">
                  <input
                    {...inputProps}
                    // react-hook-form's register hands every box of a group the same ref callback, and keeps them all.
                    ref={ref}
                    id={optionId}
                    type={type}
                    value={option.value}
                    disabled={option.disabled}
                    checked={chosen(value, option.value)}
                    defaultChecked={chosen(defaultValue, option.value)}
                    // One of a radio group must be chosen (the buttons say so); a box of a group may stay empty.
                    required={type === 'radio' ? required : undefined}
                    aria-invalid={error ? true : invalid}
                    aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                  />
                  <span>{option.label}</span>
                </label>
                {option.hint && (
                  <p id={`${optionId}-hint`} className="lp-field__hint">
                    {option.hint}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        {error && (
          <p id={description.errorId} className="lp-field__error">
            {error}
          </p>
        )}
      </fieldset>
    );
  });
  Group.displayName = displayName;
  return Group;
}

/** A group of radio buttons under a legend: one value of several; `{...register('mode')}` works (one ref for every button). */
export const RadioGroupField = choiceGroup('radio', 'RadioGroupField');

/** A group of check boxes under a legend: any values of several (react-hook-form keeps them as a list). */
export const CheckboxGroupField = choiceGroup('checkbox', 'CheckboxGroupField');
