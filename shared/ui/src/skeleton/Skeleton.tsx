import type { CSSProperties } from 'react';
// From the package, not '../ui-texts': a subpath is bundled into each area, and only the shared
// @portal/ui module reaches the texts the shell provides (one React context for the whole page).
import { useUiTexts } from '@portal/ui';
import './skeleton.css';

export interface SkeletonProps {
  /** Lines of text, a block (a picture, a chart) or a circle (an avatar). */
  variant?: 'text' | 'block' | 'circle';
  /** How many lines a text skeleton has (the last one shorter). */
  lines?: number;
  /** A block's or circle's size, any CSS length (a block fills the width by default). */
  width?: string;
  height?: string;
  /**
   * Says "Loading" (or this) to assistive technology, once for the whole skeleton; false when
   * something around it says so already (a Spinner, aria-busy on the region).
   */
  label?: string | false;
}

/** The shape of content that is on its way, so the page does not jump when it comes. */
export function Skeleton({ variant = 'text', lines = 3, width, height, label }: SkeletonProps) {
  const texts = useUiTexts();
  const name = label === false ? undefined : (label ?? texts.loading);
  const size: CSSProperties = { inlineSize: width, blockSize: height };
  const shapes =
    variant === 'text' ? (
      Array.from({ length: Math.max(1, lines) }, (_, line) => <span key={line} className="lp-skeleton__shape lp-skeleton__line" />)
    ) : (
      <span className={`lp-skeleton__shape lp-skeleton__${variant}`} style={size} />
    );
  return (
    <span className={`lp-skeleton lp-skeleton--${variant}`} {...(name ? { role: 'status', 'aria-label': name } : { 'aria-hidden': true })}>
      {name && <span className="lp-visually-hidden">{name}</span>}
      <span aria-hidden="true" className="lp-skeleton__shapes">
        {shapes}
      </span>
    </span>
  );
}
