/**
 * `npm run thumbnails`: draws the demo tenant's catalogue illustrations, one per category, into
 * deploy/lms/content/demo/learning/thumbnails/<slug>.svg (committed; the seed points each item and
 * channel at its first category's). Deterministic: the same categories give the same files, so a
 * run changes nothing unless a category or a design below does. No text in a picture: it reads the
 * same in every language, and the item's title is always beside it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Accessibility,
  Archive,
  Flame,
  GraduationCap,
  HardHat,
  HeartPulse,
  Laptop,
  Leaf,
  LockKeyhole,
  MessagesSquare,
  Pill,
  ShieldCheck,
  ShieldPlus,
  Stethoscope,
  type LucideIcon,
} from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prng } from '../deploy/lms/src/seed/big';
import { DEMO_CATEGORIES } from '../deploy/lms/src/seed/demo-catalogue';

const WIDTH = 640;
const HEIGHT = 360;
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'deploy', 'lms', 'content', 'demo', 'learning', 'thumbnails');

/** Each category's colours (dark to light) and symbol; a category without one here gets the cap. */
const DESIGNS: Readonly<Record<string, { from: string; to: string; glyph: LucideIcon }>> = {
  clinical: { from: '#0b4f8a', to: '#2f86d0', glyph: Stethoscope },
  'infection-prevention-and-control': { from: '#0d5e63', to: '#22a3a0', glyph: ShieldPlus },
  'medicines-management': { from: '#5a2d82', to: '#9560c9', glyph: Pill },
  resuscitation: { from: '#8c1c2c', to: '#d4475a', glyph: HeartPulse },
  'health-and-safety': { from: '#7a4a00', to: '#d49a1e', glyph: HardHat },
  'fire-safety': { from: '#8a2b0e', to: '#e0662a', glyph: Flame },
  'moving-and-handling': { from: '#2d5a1f', to: '#5ba33c', glyph: Accessibility },
  'information-governance': { from: '#243b53', to: '#4f7194', glyph: LockKeyhole },
  'data-protection-and-cyber-security': { from: '#1f2f5c', to: '#4660b0', glyph: ShieldCheck },
  'leadership-and-management': { from: '#3d2a6b', to: '#6f57b5', glyph: GraduationCap },
  coaching: { from: '#6b2657', to: '#b44d95', glyph: MessagesSquare },
  wellbeing: { from: '#1e6b47', to: '#47b07c', glyph: Leaf },
  'digital-skills': { from: '#0f4c5c', to: '#2a8fa8', glyph: Laptop },
  archive: { from: '#3b4552', to: '#6b7a8c', glyph: Archive },
};
const OTHER = { from: '#334155', to: '#64748b', glyph: GraduationCap };

/** FNV-1a: a category's own number, the seed of its decoration. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return value;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function thumbnailSvg(slug: string): string {
  const design = DESIGNS[slug] ?? OTHER;
  const next = prng(hash(slug));
  // Soft circles and rings scattered the category's own way.
  const shapes = Array.from({ length: 6 }, (_, index) => {
    const cx = round(next() * WIDTH);
    const cy = round(next() * HEIGHT);
    const r = round(30 + next() * 110);
    return index % 2 === 0
      ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${round(0.05 + next() * 0.07)}"/>`
      : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="${round(2 + next() * 6)}"/>`;
  }).join('');
  const Glyph = design.glyph;
  const glyph = renderToStaticMarkup(<Glyph x={WIDTH / 2 - 56} y={HEIGHT / 2 - 56} size={112} color={design.from} strokeWidth={1.6} aria-hidden="true" />).replace(
    / class="[^"]*"/,
    '',
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.from}"/><stop offset="1" stop-color="${design.to}"/></linearGradient>` +
    `<pattern id="d" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.5" fill="#ffffff" fill-opacity="0.14"/></pattern></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#d)"/>${shapes}` +
    `<circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="118" fill="#ffffff" fill-opacity="0.16"/><circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="92" fill="#ffffff"/>` +
    `${glyph}</svg>\n`
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const category of DEMO_CATEGORIES) writeFileSync(path.join(OUT, `${category.slug}.svg`), thumbnailSvg(category.slug));
  console.log(`${DEMO_CATEGORIES.length} thumbnails in ${path.relative(process.cwd(), OUT)}`);
}
