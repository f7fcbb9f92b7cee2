/*
 * TextAreaField on a path of its own: the areas that have comment boxes bundle it, and the shared
 * @portal/ui module (which every page loads whole, the sign-in page included) stays as small as it was.
 */
export { TextAreaField, type TextAreaFieldProps } from './primitives/TextAreaField';
