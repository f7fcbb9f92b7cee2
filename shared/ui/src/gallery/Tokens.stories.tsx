import type { Story } from '@ladle/react';
import { CONTRAST_PAIRS } from '../tokens/contrast-pairs';

export default { title: 'Foundations/Tokens' };

/**
 * Each declared pair drawn in the story's theme (the unit test computes the ratios of both themes):
 * text pairs as text, edge pairs (3:1) as the box's border.
 */
export const ColourPairs: Story = () => (
  <div className="gallery-grid">
    {CONTRAST_PAIRS.map((pair) => (
      <div
        key={`${pair.foreground}-${pair.background}`}
        style={{
          padding: 'var(--lp-space-3)',
          border: pair.ratio === 3 ? `2px solid var(--lp-colour-${pair.foreground})` : '1px solid var(--lp-colour-divider)',
          background: `var(--lp-colour-${pair.background})`,
          color: pair.ratio === 3 ? 'var(--lp-colour-text)' : `var(--lp-colour-${pair.foreground})`,
          borderRadius: 'var(--lp-radius-sm)',
        }}
      >
        <strong>{pair.use}</strong>
        <br />
        {pair.foreground} on {pair.background}, at least {pair.ratio}:1
      </div>
    ))}
  </div>
);

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export const TypeScale: Story = () => (
  <div>
    {SIZES.map((size) => (
      <p key={size} style={{ fontSize: `var(--lp-font-size-${size})`, margin: '0 0 var(--lp-space-2)' }}>
        {size}: Complete your mandatory training
      </p>
    ))}
  </div>
);

export const SpacingShapesAndElevation: Story = () => (
  <div className="gallery-row">
    {[1, 2, 3].map((level) => (
      <div
        key={level}
        style={{
          inlineSize: '8rem',
          padding: `var(--lp-space-${level + 2})`,
          background: 'var(--lp-colour-surface)',
          borderRadius: level === 1 ? 'var(--lp-radius-sm)' : level === 2 ? 'var(--lp-radius-md)' : 'var(--lp-radius-lg)',
          boxShadow: `var(--lp-elevation-${level})`,
        }}
      >
        Elevation {level}
      </div>
    ))}
  </div>
);

export const FocusRing: Story = () => (
  <div className="gallery-row">
    <button
      type="button"
      className="lp-button lp-button--primary"
      style={{ outline: 'var(--lp-focus)', outlineOffset: 'var(--lp-focus-offset)', boxShadow: 'var(--lp-focus-band)' }}
    >
      Focused on the page
    </button>
    <span style={{ padding: 'var(--lp-space-4)', background: 'var(--lp-colour-brand)', color: 'var(--lp-colour-on-brand)' }}>
      <a href="#focus" style={{ color: 'inherit', outline: 'var(--lp-focus)', outlineOffset: 'var(--lp-focus-offset)', boxShadow: 'var(--lp-focus-band)' }}>
        Focused on the header
      </a>
    </span>
  </div>
);
