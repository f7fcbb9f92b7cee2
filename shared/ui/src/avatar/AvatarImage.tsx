import { useState, type CSSProperties } from 'react';
import './avatar.css';

/** Up to two initials of a name ('Ada Lovelace' → 'AL'), what stands in for a missing picture. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export interface AvatarImageProps {
  /** The picture's address (`avatarUrl(user, version)` of @portal/contracts); without one only the initials show. */
  src?: string;
  /** Whose picture: its initials show until the picture has loaded, and instead of it when it cannot load. */
  name: string;
  /** Width and height of the picture and its round box in pixels (default 32). */
  size?: number;
  /** The picture's text. Empty (the default) where something else names the user: the avatar is then decorative. */
  alt?: string;
  className?: string;
}

type Outcome = { src: string; loaded: boolean };

/**
 * A user's picture with their initials as its placeholder (spec 1 §4): until the picture at `src`
 * has loaded, and for good when it fails. A new `src` (a new upload) shows the placeholder again.
 */
export function AvatarImage({ src, name, size, alt = '', className }: AvatarImageProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const known = outcome?.src === src ? outcome : null;
  const loaded = known?.loaded === true;
  const failed = known?.loaded === false;
  return (
    <span
      className={['lp-avatar', className].filter(Boolean).join(' ')}
      style={size ? ({ '--lp-avatar-size': `${size}px` } as CSSProperties) : undefined}
      aria-hidden={alt ? undefined : true}
    >
      {/* The initials are drawn from data-initials (./avatar.css), a picture of the name rather than
          text: text inside a button counts as its visible label, even hidden from assistive technology,
          and a button named "Account menu for Alex Morgan" would then not contain it (WCAG 2.5.3). */}
      {!loaded && <span className="lp-avatar__placeholder" data-initials={initials(name)} aria-hidden="true" />}
      {src && !failed && (
        <img
          className="lp-avatar__image"
          src={src}
          alt={alt}
          width={size}
          height={size}
          hidden={!loaded}
          onLoad={() => setOutcome({ src, loaded: true })}
          onError={() => setOutcome({ src, loaded: false })}
        />
      )}
    </span>
  );
}
