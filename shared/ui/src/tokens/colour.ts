/** sRGB colour maths for the WCAG 2 contrast checks (tokens.test.ts) and the tenant's brand (./brand.ts). */

export type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` (any case); undefined for anything else. */
export function parseHex(colour: string): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return undefined;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function hex(colour: string): Rgb {
  const rgb = parseHex(colour);
  if (!rgb) throw new Error(`Not a colour: ${colour}`);
  return rgb;
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(colour: string | Rgb): number {
  const [r, g, b] = (typeof colour === 'string' ? hex(colour) : colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` moved a share `amount` (0 to 1) of the way to `towards`. */
export function mix(colour: Rgb, towards: Rgb, amount: number): Rgb {
  return colour.map((channel, index) => channel + (towards[index]! - channel) * amount) as unknown as Rgb;
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/**
 * The colour nearest to `colour`, darkened (`towards: 'dark'`) or lightened, that reaches `ratio`
 * against every one of `backgrounds`: the colour itself when it already does.
 */
export function accessibleVariant(colour: string, backgrounds: readonly string[], ratio: number, towards: 'dark' | 'light'): string {
  const start = hex(colour);
  const target = towards === 'dark' ? BLACK : WHITE;
  const passes = (candidate: Rgb) => backgrounds.every((background) => contrastRatio(toHex(candidate), background) >= ratio);
  // Rounding to whole channels can lose a hair of contrast: step in hundredths and test the rounded colour.
  for (let step = 0; step <= 100; step += 1) {
    const candidate = hex(toHex(mix(start, target, step / 100)));
    if (passes(candidate)) return toHex(candidate);
  }
  return toHex(target);
}

/** Whichever of white and `dark` reads better on `background` (with black, at least 4.58:1 for any colour). */
export function readableOn(background: string, dark = '#000000', light = '#ffffff'): string {
  return contrastRatio(background, light) >= contrastRatio(background, dark) ? light : dark;
}
