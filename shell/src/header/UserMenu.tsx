import { NavLink } from 'react-router-dom';
import type { User } from '@portal/contracts';
import { awaitsTwoFactorSetup, featureEnabled, useSession } from '@portal/session';
import { paths } from '../lib/paths';
import { useShellText } from '../lib/translate';
import { Avatar } from './Avatar';
import { headerMessages } from './messages';
import { useDisclosure } from './use-disclosure';

export function UserMenu({ user }: { user: User }) {
  const t = useShellText(headerMessages);
  // The picture is a read the session of a forced two-factor set-up may not make (403): initials until it is done.
  const avatarEnabled = useSession((state) => featureEnabled(state.settings, 'avatar') && !awaitsTwoFactorSetup(user, state.settings));
  const { container, buttonProps, panelProps } = useDisclosure();
  return (
    <div ref={container} className="lp-user-menu">
      <button type="button" className="lp-user-menu__toggle" aria-label={t('shell.header.accountMenu', { name: user.displayName })} {...buttonProps}>
        <Avatar user={user} showImage={avatarEnabled} />
        <span className="lp-user-menu__name">{user.displayName}</span>
      </button>
      <ul className="lp-user-menu__panel" {...panelProps}>
        <li>
          <NavLink className="lp-nav__link" to={paths.logout}>
            {t('shell.header.signOut')}
          </NavLink>
        </li>
      </ul>
    </div>
  );
}
