import { Book, CalendarDays, Clapperboard, ClipboardCheck, FileText, GraduationCap, Headphones, Link2, Route, Users, type LucideIcon } from 'lucide-react';

/** Each item type's picture where an item has no thumbnail: its own colours and symbol (never text, so no language). */
const DESIGNS: Readonly<Record<string, { from: string; to: string; glyph: LucideIcon }>> = {
  Course: { from: '#1d4f91', to: '#3b78c4', glyph: GraduationCap },
  Curriculum: { from: '#4a2c82', to: '#7352b6', glyph: Route },
  Event: { from: '#8a3b12', to: '#c2672f', glyph: CalendarDays },
  Session: { from: '#0f6b5c', to: '#1f9a84', glyph: Users },
  Link: { from: '#264653', to: '#437283', glyph: Link2 },
  Video: { from: '#9b1d42', to: '#cb3d66', glyph: Clapperboard },
  Audio: { from: '#5b3d0a', to: '#93691c', glyph: Headphones },
  File: { from: '#3b4a5a', to: '#627689', glyph: FileText },
  Task: { from: '#2d6a1f', to: '#4b9933', glyph: ClipboardCheck },
};
const OTHER = { from: '#334155', to: '#55657a', glyph: Book };

export interface ThumbnailFallbackProps {
  /** The item's type (Course, Video, …); any other draws a book. */
  type?: string;
  width: number;
  height: number;
  /** What the picture says; without it the picture is decorative. */
  alt?: string;
}

/** The designed stand-in for a missing thumbnail: a gradient and the type's symbol, scaled to the box. */
export function ThumbnailFallback({ type, width, height, alt }: ThumbnailFallbackProps) {
  const design = (type && DESIGNS[type]) || OTHER;
  const Glyph = design.glyph;
  const gradient = `lp-thumbnail-${(type ?? 'other').toLowerCase()}`;
  const glyphSize = Math.round(Math.min(width, height) * 0.36);
  return (
    <svg
      className="lp-thumbnail__fallback"
      data-type={type && DESIGNS[type] ? type : 'other'}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={design.from} />
          <stop offset="1" stopColor={design.to} />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill={`url(#${gradient})`} />
      <circle cx={width * 0.85} cy={height * 0.15} r={height * 0.45} fill="#ffffff" fillOpacity="0.08" />
      <circle cx={width * 0.1} cy={height * 0.95} r={height * 0.35} fill="#ffffff" fillOpacity="0.06" />
      <Glyph x={(width - glyphSize) / 2} y={(height - glyphSize) / 2} size={glyphSize} color="#ffffff" strokeWidth={1.5} aria-hidden="true" />
    </svg>
  );
}
