import { readFileSync } from 'node:fs';
import path from 'node:path';

const FIELDS_CSS = readFileSync(path.join(__dirname, 'fields.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of every rule whose selector list names `selector`. */
function declarationsFor(selector: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const rule of FIELDS_CSS.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (!rule[1]!.split(',').some((part) => part.trim() === selector)) continue;
    for (const declaration of rule[2]!.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)) declarations.set(declaration[1]!, declaration[2]!.trim());
  }
  return declarations;
}

// jsdom lays nothing out, so the size is read from the style sheet: the browser's own box is 13 px.
describe('the field family’s check boxes and radio buttons', () => {
  it.each(["input[type='checkbox']", "input[type='radio']"])('draw each %s at the 24 px target size, not the browser’s 13 px', (input) => {
    const declarations = declarationsFor(`.lp-field__choice ${input}`);
    expect(declarations.get('inline-size')).toBe('var(--lp-target-min)');
    expect(declarations.get('block-size')).toBe('var(--lp-target-min)');
    expect(declarations.get('flex-shrink')).toBe('0');
  });
});
