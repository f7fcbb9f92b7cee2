import { useEffect, useState } from 'react';
import type { User } from '@portal/contracts';
import { bus } from '@portal/event-bus';

/** Spec 1 §9 avatar size. */
export const AVATAR_SIZE = 160;

/** Spec 1 §4: the avatar is addressed by the user's mail, else the user id. */
export function avatarUrl(user: Pick<User, 'id' | 'email' | 'profile'>, version?: number): string {
  const mail = typeof user.profile.mail === 'string' && user.profile.mail ? user.profile.mail : user.email;
  // A new version after an upload bypasses the cached picture.
  return `/_api/avatar/${encodeURIComponent(mail || user.id)}?s=${AVATAR_SIZE}${version === undefined ? '' : `&v=${version}`}`;
}

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
