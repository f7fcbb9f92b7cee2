import { accessibleVariant, parseHex, readableOn, toHex } from './colour';

/*
 * The tenant's brand colour (settings.brandColour) as the --lp-brand-* custom properties that
 * tokens.css reads. The brand itself colours brand surfaces (the header) with black or white text,
 * whichever reads; as the colour of links, buttons and selected states it is darkened (light theme)
 * or lightened (dark theme) until it reaches 4.5:1 on every background of that theme. The gateway
 * writes the result into the page (no script); pages without it keep the portal's own colours.
 */

/** The backgrounds of each theme (tokens.css: page, surface, surface-muted); tokens.test.ts keeps them equal. */
export const THEME_BACKGROUNDS = {
  light: ['#f5f7fa', '#ffffff', '#e9edf2'],
  dark: ['#10151c', '#1a212b', '#262f3b'],
} as const;

/** WCAG AA for text (1.4.3). */
export const TEXT_CONTRAST = 4.5;

export type BrandTokens = Record<`--lp-brand${string}`, string>;

/** The custom properties for a brand colour (#rgb or #rrggbb), or undefined when it is not one. */
export function brandTokens(brandColour: unknown): BrandTokens | undefined {
  const rgb = typeof brandColour === 'string' ? parseHex(brandColour) : undefined;
  if (!rgb) return undefined;
  const brand = toHex(rgb);
  const primaryLight = accessibleVariant(brand, THEME_BACKGROUNDS.light, TEXT_CONTRAST, 'dark');
  const primaryDark = accessibleVariant(brand, THEME_BACKGROUNDS.dark, TEXT_CONTRAST, 'light');
  return {
    '--lp-brand': brand,
    '--lp-brand-on': readableOn(brand),
    '--lp-brand-primary-light': primaryLight,
    '--lp-brand-on-primary-light': readableOn(primaryLight),
    '--lp-brand-primary-dark': primaryDark,
    '--lp-brand-on-primary-dark': readableOn(primaryDark, THEME_BACKGROUNDS.dark[0]),
  };
}

/** `:root{…}` for a brand colour, or '' when there is none (the page keeps the portal's colours). */
export function brandStyle(brandColour: unknown): string {
  const tokens = brandTokens(brandColour);
  if (!tokens) return '';
  return `:root{${Object.entries(tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}
