import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brandTokens, THEME_BACKGROUNDS } from './brand';
import { contrastRatio, toHex } from './colour';
import { CONTRAST_PAIRS } from './contrast-pairs';

const TOKENS_CSS = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the rule whose selector (and enclosing at-rule, if any) is given. */
function block(opening: RegExp): Map<string, string> {
  const match = opening.exec(TOKENS_CSS);
  if (!match) throw new Error(`No block ${opening}`);
  const body = TOKENS_CSS.slice(match.index + match[0].length, TOKENS_CSS.indexOf('}', match.index + match[0].length));
  return new Map([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((declaration) => [declaration[1]!, declaration[2]!.trim()]));
}

const LIGHT = block(/:root,\s*\[data-theme='light'\]\s*\{/);
const DARK_PREFERRED = block(/@media \(prefers-color-scheme: dark\)\s*\{\s*:root:not\(\[data-theme='light'\]\)\s*\{/);
const DARK = block(/\n\[data-theme='dark'\]\s*\{/);
const SHARED = block(/\n:root\s*\{/);
const REDUCED_MOTION = block(/@media \(prefers-reduced-motion: reduce\)\s*\{\s*:root\s*\{/);

type Theme = { name: string; tokens: Map<string, string> };
const THEMES: Theme[] = [
  { name: 'light', tokens: new Map([...SHARED, ...LIGHT]) },
  { name: 'dark', tokens: new Map([...SHARED, ...DARK]) },
];

/** A token's colour: `var(--x, fallback)` is --x when the page sets it (`set`, the brand), else the fallback. */
function resolve(tokens: Map<string, string>, name: string, set: Record<string, string> = {}): string {
  const value = set[name] ?? tokens.get(name);
  if (value === undefined) throw new Error(`${name} is not declared`);
  const reference = /^var\((--[\w-]+)(?:,\s*(.+))?\)$/.exec(value);
  if (!reference) return value;
  if (set[reference[1]!] !== undefined || tokens.has(reference[1]!)) return resolve(tokens, reference[1]!, set);
  if (reference[2] === undefined) throw new Error(`${reference[1]} is not declared`);
  return reference[2];
}

function failingPairs(theme: Theme, brand: Record<string, string> = {}): string[] {
  const colour = (token: string) => resolve(theme.tokens, `--lp-colour-${token}`, brand);
  return CONTRAST_PAIRS.flatMap(({ foreground, background, ratio, use }) => {
    const actual = contrastRatio(colour(foreground), colour(background));
    return actual >= ratio ? [] : [`${theme.name}: ${foreground} on ${background} (${use}) is ${actual.toFixed(2)}:1, needs ${ratio}:1`];
  });
}

/** One of the ring's two colours stands out (3:1) against each background it can be drawn on. */
function ringFailures(theme: Theme, brand: Record<string, string> = {}): string[] {
  const colour = (token: string) => resolve(theme.tokens, `--lp-colour-${token}`, brand);
  return ['page', 'surface', 'surface-muted', 'brand', 'primary'].flatMap((background) => {
    const best = Math.max(contrastRatio(colour('focus'), colour(background)), contrastRatio(colour('focus-band'), colour(background)));
    return best >= 3 ? [] : [`${theme.name}: focus ring on ${background} is ${best.toFixed(2)}:1`];
  });
}

describe('design tokens', () => {
  it.each(THEMES)('every declared colour pair reaches its WCAG AA ratio in the $name theme', (theme) => {
    expect(failingPairs(theme)).toEqual([]);
    expect(ringFailures(theme)).toEqual([]);
  });

  it('declares the dark theme the same for a reader who prefers it and under data-theme="dark"', () => {
    expect([...DARK_PREFERRED]).toEqual([...DARK]);
    expect([...DARK.keys()].sort()).toEqual([...LIGHT.keys()].sort());
  });

  it('knows the backgrounds of each theme that the brand colour is made accessible against', () => {
    for (const theme of ['light', 'dark'] as const) {
      const tokens = theme === 'light' ? LIGHT : DARK;
      expect(['page', 'surface', 'surface-muted'].map((name) => tokens.get(`--lp-colour-${name}`))).toEqual([...THEME_BACKGROUNDS[theme]]);
    }
  });

  it('turns every duration to 0 for a reader who asks for reduced motion', () => {
    const durations = [...SHARED.keys()].filter((name) => name.startsWith('--lp-duration-'));
    expect(durations.length).toBeGreaterThan(0);
    expect(Object.fromEntries(durations.map((name) => [name, REDUCED_MOTION.get(name)]))).toEqual(Object.fromEntries(durations.map((name) => [name, '0s'])));
  });

  it('keeps a brand colour that already reads, and darkens or lightens one that does not', () => {
    expect(brandTokens('#1d3557')).toMatchObject({ '--lp-brand': '#1d3557', '--lp-brand-on': '#ffffff', '--lp-brand-primary-light': '#1d3557' });
    const yellow = brandTokens('#FFCC00')!;
    expect(yellow['--lp-brand-on']).toBe('#000000');
    expect(yellow['--lp-brand-primary-light']).not.toBe('#ffcc00');
    expect(yellow['--lp-brand-primary-dark']).toBe('#ffcc00');
    expect(brandTokens('blue')).toBeUndefined();
    expect(brandTokens('#12345')).toBeUndefined();
    expect(brandTokens(undefined)).toBeUndefined();
  });

  it('holds every pair and the focus ring for any brand colour, in both themes', () => {
    // A spread of colours over the whole cube, the hard mid-tones included.
    const steps = [0, 51, 102, 119, 136, 153, 204, 255];
    const failures = steps.flatMap((r) =>
      steps.flatMap((g) =>
        steps.flatMap((b) => {
          const brand = brandTokens(toHex([r, g, b]))!;
          return THEMES.flatMap((theme) => [...failingPairs(theme, brand), ...ringFailures(theme, brand)].map((failure) => `${toHex([r, g, b])} ${failure}`));
        }),
      ),
    );
    expect(failures).toEqual([]);
  });

  it('is the only place a design token is declared: every one the stylesheets use exists', () => {
    const declared = new Set([...SHARED.keys(), ...LIGHT.keys()]);
    const root = path.join(__dirname, '..', '..', '..', '..');
    const stylesheets = [
      ...readdirSync(path.join(__dirname, '..'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.css'))
        .map((file) => path.join(__dirname, '..', file)),
      path.join(root, 'shell', 'src', 'app', 'shell.css'),
      path.join(root, 'shell', 'src', 'index.html'),
    ];
    const unknown = stylesheets.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--lp-(?:colour|space|font|line|radius|elevation|duration|easing|focus|target|border)[\w-]*)/g)]
        .map((use) => use[1]!)
        .filter((name) => !declared.has(name))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});
