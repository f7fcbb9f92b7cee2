/**
 * Every foreground/background pair of tokens the portal uses, with the WCAG 2 AA ratio it must reach
 * (4.5 for text, 3 for the edges of controls, 1.4.11). tokens.test.ts checks each in both themes; a
 * new use of a colour on a background is added here first. The gallery's Tokens story shows them.
 */
export interface ContrastPair {
  foreground: string;
  background: string;
  ratio: 4.5 | 3;
  use: string;
}

const TEXT = 4.5;
const EDGE = 3;

const pair = (foreground: string, background: string, ratio: 4.5 | 3, use: string): ContrastPair => ({ foreground, background, ratio, use });

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...['page', 'surface', 'surface-muted'].flatMap((background) => [
    pair('text', background, TEXT, 'body text'),
    pair('text-muted', background, TEXT, 'hints, secondary text'),
    pair('primary', background, TEXT, 'links, secondary buttons, selected tab'),
    pair('border', background, EDGE, 'the edge of a field or a control'),
    pair('error', background, TEXT, 'error messages, required marker'),
    pair('success', background, TEXT, 'success text'),
    pair('warning', background, TEXT, 'warning text'),
    pair('info', background, TEXT, 'information text'),
  ]),
  pair('on-primary', 'primary', TEXT, 'primary button text'),
  pair('on-brand', 'brand', TEXT, 'header text'),
  pair('surface', 'error', TEXT, 'danger button text'),
  pair('on-avatar', 'avatar', TEXT, 'initials of a user without a picture'),
  pair('text', 'error-surface', TEXT, 'error banner text'),
  pair('error', 'error-surface', TEXT, 'error pill'),
  pair('text', 'success-surface', TEXT, 'success banner text'),
  pair('success', 'success-surface', TEXT, 'success pill'),
  pair('text', 'warning-surface', TEXT, 'warning banner text'),
  pair('warning', 'warning-surface', TEXT, 'warning pill'),
  pair('text', 'info-surface', TEXT, 'notice text'),
  pair('info', 'info-surface', TEXT, 'information pill'),
  pair('text', 'neutral-surface', TEXT, 'neutral tag'),
];
