import type { LucideIcon } from 'lucide-react';
import './icon.css';

/** Icon sizes: a line of small text, body text, and a heading or an empty state. */
const SIZES = { sm: 16, md: 20, lg: 32, xl: 48 } as const;

export interface IconProps {
  /** One lucide icon, imported by name where it is used (`import { Search } from 'lucide-react'`), so only the icons used are bundled. */
  icon: LucideIcon;
  /** What the icon says when nothing else does (an icon-only link); without it the icon is decorative and hidden. */
  label?: string;
  size?: keyof typeof SIZES;
  /** Icons that point a way (arrows, chevrons) turn round in right-to-left languages. */
  mirrorInRtl?: boolean;
  className?: string;
}

/** The portal's one icon set (lucide), drawn in the current text colour. */
export function Icon({ icon: Glyph, label, size = 'md', mirrorInRtl = false, className }: IconProps) {
  const classes = ['lp-icon', mirrorInRtl && 'lp-icon--mirror', className].filter(Boolean).join(' ');
  return label ? (
    <Glyph className={classes} size={SIZES[size]} role="img" aria-label={label} aria-hidden={false} focusable="false" />
  ) : (
    <Glyph className={classes} size={SIZES[size]} aria-hidden="true" focusable="false" />
  );
}
