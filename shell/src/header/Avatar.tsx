import { useEffect, useState } from 'react';
import { avatarUrl, type User } from '@portal/contracts';
import { bus } from '@portal/event-bus';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** Decorative (its button names the user): a placeholder with initials until the image has loaded. */
export function Avatar({ user, showImage = true }: { user: User; showImage?: boolean }) {
  const [loaded, setLoaded] = useState(false);
  const [version, setVersion] = useState<number | undefined>(undefined);
  // The account area announces a new picture; the placeholder shows until it has loaded.
  useEffect(
    () =>
      bus.on('account.avatar-changed.v1', (changed) => {
        if (changed.userId !== user.id) return;
        setLoaded(false);
        setVersion(changed.version);
      }),
    [user.id],
  );
  return (
    <span className="lp-avatar" aria-hidden="true">
      {!loaded && <span className="lp-avatar__placeholder">{initials(user.displayName || user.username)}</span>}
      {showImage && <img className="lp-avatar__image" src={avatarUrl(user, version)} alt="" hidden={!loaded} onLoad={() => setLoaded(true)} />}
    </span>
  );
}
