import './date-field/date-field.css';

/*
 * The date field on a path of its own (react-aria's date field and its locale data, about 30 KB): only
 * the forms that ask for a day load it, never the sign-in page.
 */
export { DateField, type DateFieldEvent, type DateFieldHandle, type DateFieldProps } from './date-field/DateField';
