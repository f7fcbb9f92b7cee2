// A remote's page builds no control of its own where @portal/ui has one: a raw <button>,
// <input>, <select> or <textarea> in an area's component is refused by lint, except in the files of
// raw-controls-allowed.json, which held them when the rule came. `npm run lint:raw-controls` counts
// what is left per remote; `-- --write` writes the list anew (after a file is moved onto @portal/ui).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Each raw element and what to use instead. */
export const RAW_CONTROLS = {
  button: "@portal/ui's Button (variant, size, icon, loading)",
  input: "@portal/ui's field family: TextField (@portal/ui), CheckboxField, RadioGroupField, CheckboxGroupField, FileField (@portal/ui/fields), DateField (@portal/ui/date-field)",
  select: "@portal/ui's SelectField (@portal/ui/fields)",
  textarea: "@portal/ui's TextAreaField (@portal/ui/text-area-field)",
};

/** The options of no-restricted-syntax that refuse the raw elements (a hidden input carries no control, so it may stay). */
export const RAW_CONTROL_SELECTORS = Object.entries(RAW_CONTROLS).map(([element, instead]) => ({
  selector:
    element === 'input' ? "JSXOpeningElement[name.name='input']:not(:has(JSXAttribute[name.name='type'][value.value='hidden']))" : `JSXOpeningElement[name.name='${element}']`,
  message: `Use ${instead}, not a raw <${element}>: one look, label and error wiring in every area.`,
}));

/** The areas' component files the rule holds. */
export const RAW_CONTROL_FILES = ['mf-*/src/**/*.tsx'];
export const RAW_CONTROL_IGNORES = ['**/*.test.tsx', '**/test/**', '**/*.stories.tsx'];

export const ALLOW_LIST_FILE = path.join(here, 'raw-controls-allowed.json');

/** The files allowed their raw controls for now: { "mf-x/src/…tsx": count }. */
export function allowedFiles() {
  return JSON.parse(readFileSync(ALLOW_LIST_FILE, 'utf8'));
}
