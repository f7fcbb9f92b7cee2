import { GregorianCalendar, parseDate, type CalendarDate } from '@internationalized/date';
import { useLocale } from '@portal/i18n';
import { forwardRef, useImperativeHandle, useMemo, useRef, useState, type FocusEvent, type ForwardedRef, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria/I18nProvider';
import { mergeProps } from 'react-aria/mergeProps';
import { useDateField, useDateSegment } from 'react-aria/useDateField';
import { useDateFieldState, type DateFieldState, type DateSegment } from 'react-stately/useDateFieldState';
import { RequiredMark, type FieldProps } from '../primitives/Field';

/** What the field hands to onChange and onBlur: an input's event, as react-hook-form's register reads it. */
export interface DateFieldEvent {
  target: { name?: string; value: string };
  type: 'change' | 'blur';
}

/**
 * What `ref` reaches: the field's name and value ('' or an ISO day, 'YYYY-MM-DD') and focus, which is
 * all react-hook-form's register asks of a control (it reads and writes `value`, focuses an invalid one).
 */
export interface DateFieldHandle {
  readonly name?: string;
  value: string;
  focus(): void;
}

export interface DateFieldProps extends Pick<FieldProps, 'label' | 'error' | 'hint' | 'required'> {
  id?: string;
  name?: string;
  className?: string;
  /** The day as an ISO date ('YYYY-MM-DD'), '' for none, for a field the page controls; leave it out with register. */
  value?: string;
  defaultValue?: string;
  /** The earliest and latest day allowed, as ISO dates: a day outside them marks the field invalid (register's numbers are ignored). */
  min?: string | number;
  max?: string | number;
  disabled?: boolean;
  readOnly?: boolean;
  onChange?(event: DateFieldEvent): unknown;
  onBlur?(event: DateFieldEvent): unknown;
  'aria-describedby'?: string;
  /** The gallery's override; the areas leave it out, so the field follows the portal's language. */
  locale?: string;
}

/** An ISO day as react-aria's value; anything else (an empty or unfinished value) is no day. */
function toDay(value: string | number | undefined | null): CalendarDate | null {
  if (!value || typeof value !== 'string') return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/*
 * The Gregorian calendar always: the payloads carry Gregorian ISO days, and a locale whose default is
 * another calendar would otherwise show and read its own. Only the one calendar is bundled.
 */
const createCalendar = () => new GregorianCalendar();
const gregorian = (locale: string) => `${locale}-u-ca-gregory`;

const focusFirstPart = (group: HTMLElement | null) => group?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();

/**
 * The group takes focus only to hand it to its first part: an error summary's link focuses a field by
 * its id, which is the group's.
 */
const focusToFirstPart = {
  tabIndex: -1,
  onFocus(event: FocusEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) focusFirstPart(event.currentTarget);
  },
};

/**
 * A day in the portal's language (@portal/i18n), never the browser's: dd/mm/yyyy in en-GB, the
 * Arabic-Indic digits and right-to-left order in ar-SA. Each part is a labelled spin button (type the
 * digits or use the arrow keys), on react-aria's date field. Label, hint, error and required marker as
 * in the rest of the field family; `{...register('day')}` works as on a native input, and the value is
 * the ISO day the payload schemas take.
 */
export const DateField = forwardRef<DateFieldHandle, DateFieldProps>(function DateField({ locale, ...props }, ref) {
  const portalLocale = useLocale();
  const fieldLocale = gregorian(locale ?? portalLocale);
  return (
    <I18nProvider locale={fieldLocale}>
      <DateFieldInLocale {...props} locale={fieldLocale} handleRef={ref} />
    </I18nProvider>
  );
});

function DateFieldInLocale({
  label,
  error,
  hint,
  required,
  id,
  name,
  className,
  value,
  defaultValue,
  min,
  max,
  disabled,
  readOnly,
  onChange,
  onBlur,
  'aria-describedby': describedBy,
  locale,
  handleRef,
}: Omit<DateFieldProps, 'locale'> & { locale: string; handleRef: ForwardedRef<DateFieldHandle> }) {
  // Without `value` the field keeps its own day, which react-hook-form reads and sets through the handle.
  const [ownDay, setOwnDay] = useState(() => toDay(defaultValue));
  const controlled = value !== undefined;
  // One object per day: react-stately takes a new object for a new value and would render again without end.
  const controlledDay = useMemo(() => toDay(value), [value]);
  const day = controlled ? controlledDay : ownDay;
  const minValue = useMemo(() => toDay(min), [min]);
  const maxValue = useMemo(() => toDay(max), [max]);
  const current = useRef(day?.toString() ?? '');
  current.current = day?.toString() ?? '';

  const group = useRef<HTMLDivElement>(null);
  const ariaProps = {
    id,
    label,
    description: hint,
    errorMessage: error,
    isInvalid: Boolean(error),
    isRequired: required,
    isDisabled: disabled,
    isReadOnly: readOnly,
    name,
    'aria-describedby': describedBy,
    // The form's own validation speaks (error); react-aria only marks the field, it never blocks a submit.
    validationBehavior: 'aria' as const,
    minValue,
    maxValue,
    value: day,
    onChange(next: CalendarDate | null) {
      const iso = next ? next.toString() : '';
      current.current = iso;
      if (!controlled) setOwnDay(next);
      onChange?.({ target: { name, value: iso }, type: 'change' });
    },
    onBlur() {
      onBlur?.({ target: { name, value: current.current }, type: 'blur' });
    },
  };
  const state = useDateFieldState({ ...ariaProps, locale, createCalendar });
  const { labelProps, fieldProps, inputProps, descriptionProps, errorMessageProps } = useDateField(ariaProps, state, group);

  useImperativeHandle(
    handleRef,
    () => ({
      name,
      get value() {
        return current.current;
      },
      set value(next: string) {
        const nextDay = toDay(next);
        current.current = nextDay?.toString() ?? '';
        if (!controlled) setOwnDay(nextDay);
      },
      focus: () => focusFirstPart(group.current),
    }),
    [name, controlled],
  );

  return (
    <div className={['lp-field', 'lp-date-field', error ? 'lp-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <FieldLabelText labelProps={labelProps} required={required}>
        {label}
      </FieldLabelText>
      {hint && (
        <p {...descriptionProps} className="lp-field__hint">
          {hint}
        </p>
      )}
      <div {...mergeProps(fieldProps, focusToFirstPart)} ref={group} className="lp-field__input lp-date-field__input">
        {state.segments.map((segment, index) => (
          <Segment key={index} segment={segment} state={state} />
        ))}
      </div>
      <input {...inputProps} />
      {error && (
        <p {...errorMessageProps} className="lp-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The label names a group of spin buttons, not one input, so it is a span that the group points at (aria-labelledby). */
function FieldLabelText({ labelProps, required, children }: { labelProps: ReturnType<typeof useDateField>['labelProps']; required?: boolean; children: ReactNode }) {
  const text = (
    <span {...labelProps} className="lp-field__label">
      {children}
    </span>
  );
  if (!required) return text;
  return (
    <span className="lp-field__label-row">
      {text}
      <RequiredMark />
    </span>
  );
}

function Segment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  const classes = [
    'lp-date-field__segment',
    segment.type === 'literal' ? 'lp-date-field__segment--literal' : '',
    segment.isPlaceholder ? 'lp-date-field__segment--placeholder' : '',
  ];
  return (
    <span {...segmentProps} ref={ref} data-segment={segment.type} className={classes.filter(Boolean).join(' ')}>
      {segment.text}
    </span>
  );
}
