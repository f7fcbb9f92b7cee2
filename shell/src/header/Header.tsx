import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useShallow } from 'zustand/shallow';
import { useSession } from '@portal/session';
import { paths } from '../lib/paths';
import { useShellText } from '../lib/translate';
import { useHeaderMenu } from './api/get-header-manifest';
import { HeaderMenu } from './HeaderMenu';
import { LanguageSelector } from './LanguageSelector';
import { visibleMenu } from './menu';
import { headerMessages } from './messages';
import { Support } from './Support';

// The account menu (with the avatar) shows only to a signed-in user: not part of the sign-in page.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

/** The shell's header; its outer markup matches the static frame in index.html. */
export function Header() {
  const t = useShellText(headerMessages);
  const menu = useHeaderMenu();
  const { user, settings, isInstructor, isTeamLeader } = useSession(
    useShallow((state) => ({ user: state.user, settings: state.settings, isInstructor: state.isInstructor, isTeamLeader: state.isTeamLeader })),
  );
  // The menu leads to private pages: a signed-out visitor sees only the brand, language and support.
  const items = useMemo(
    () => (user ? visibleMenu(menu, { user, settings, isInstructor, isTeamLeader }) : []),
    [menu, user, settings, isInstructor, isTeamLeader],
  );
  const systemName = settings?.systemName || t('shell.header.systemName');

  return (
    <header className="lp-header">
      <Link className="lp-header__brand" to={paths.landing}>
        {settings?.navbarLogo ? <img className="lp-header__logo" src={settings.navbarLogo} alt={systemName} /> : systemName}
      </Link>
      <HeaderMenu items={items} />
      <div className="lp-header__tools">
        <LanguageSelector />
        <Support />
        {user && (
          <Suspense fallback={null}>
            <UserMenu user={user} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
