import { useEffect, useState } from 'react';
import { type User } from '@portal/contracts';
import { avatarUrl } from '@portal/contracts/avatar';
import { bus } from '@portal/event-bus';
import { AvatarImage } from '@portal/ui/avatar';

/** Decorative (its button names the user): a placeholder with initials until the image has loaded. */
export function Avatar({ user, showImage = true }: { user: User; showImage?: boolean }) {
  const [version, setVersion] = useState<number | undefined>(undefined);
  // The account area announces a new picture: its new address shows the placeholder until it has loaded.
  useEffect(
    () =>
      bus.on('account.avatar-changed.v1', (changed) => {
        if (changed.userId === user.id) setVersion(changed.version);
      }),
    [user.id],
  );
  return <AvatarImage src={showImage ? avatarUrl(user, version) : undefined} name={user.displayName || user.username} />;
}
