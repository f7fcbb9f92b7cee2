import './fields.css';

/*
 * The field family on a path of its own: label, hint, error and required marker wired to one control
 * the same way in every area, each `ref` reaching its control (react-hook-form's register). The forms
 * that have them bundle them; the shared @portal/ui module, which every page loads whole (the sign-in
 * page included), keeps only TextField. The date field is on its own path, @portal/ui/date-field:
 * react-aria's date field is about 30 KB, for the forms that ask for a day.
 */
export { Field, type FieldControlProps, type FieldProps } from './primitives/Field';
export { TextField, type TextFieldProps } from './primitives/TextField';
export { TextAreaField, type TextAreaFieldProps } from './primitives/TextAreaField';
export { SelectField, type FieldOption, type SelectFieldProps } from './primitives/SelectField';
export { CheckboxField, type CheckboxFieldProps } from './primitives/CheckboxField';
export { CheckboxGroupField, RadioGroupField, type ChoiceGroupFieldProps, type ChoiceOption } from './primitives/ChoiceGroupField';
export { FileField, type FileFieldProps } from './primitives/FileField';
