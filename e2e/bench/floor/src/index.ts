/**
 * The floor page: renders the sign-in page's markup, captured from the running portal by the bench
 * (a JSON tree in #floor-markup), with React and nothing else: no federation, no router, no i18n.
 */
import { createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** A captured node: text, or [tag, attributes, ...children]. */
type FloorNode = string | [string, Record<string, string>, ...FloorNode[]];

const RENAMED: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  autocomplete: 'autoComplete',
  autocapitalize: 'autoCapitalize',
  spellcheck: 'spellCheck',
  maxlength: 'maxLength',
  minlength: 'minLength',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  novalidate: 'noValidate',
  value: 'defaultValue',
  checked: 'defaultChecked',
};
const BOOLEAN = new Set(['disabled', 'required', 'readOnly', 'hidden', 'noValidate', 'defaultChecked', 'multiple', 'autoFocus']);

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    style[property.startsWith('--') ? property : camel(property)] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function props(attributes: Record<string, string>, key: number): Record<string, unknown> {
  const result: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attributes)) {
    const prop = RENAMED[name] ?? name;
    if (prop === 'style') result.style = styleObject(value);
    else result[prop] = BOOLEAN.has(prop) ? true : value;
  }
  return result;
}

function toElement(node: FloorNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, ...children] = node;
  return createElement(tag, props(attributes, key), ...children.map(toElement));
}

const data = document.getElementById('floor-markup')?.textContent;
const root = document.getElementById('root');
if (!data || !root) throw new Error('the floor page has no markup: e2e/bench/floor-page.ts writes it');
createRoot(root).render(toElement(JSON.parse(data) as FloorNode, 0));
