import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { awaitsTwoFactorSetup, useSession } from '@portal/session';
import { useAfterFirstPage } from '@portal/ui';
import { paths } from '../lib/paths';
import { useShellText } from '../lib/translate';
import { LanguageSelector } from './LanguageSelector';
import { headerMessages } from './messages';
import { Support } from './Support';
import { useDisclosure } from './use-disclosure';

// The account menu (with the avatar) and the main menu (read through react-query) show only to a
// signed-in user: not part of the sign-in page. They come once the first page has been painted: their
// chunks, reads and the avatar image would otherwise hold back that page on a phone.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));
const MainMenu = lazy(() => import('./SignedInHeader').then((module) => ({ default: module.MainMenu })));

/** The shell's header; its outer markup matches the static frame in index.html. */
export function Header() {
  const t = useShellText(headerMessages);
  const user = useSession((state) => state.user);
  const settings = useSession((state) => state.settings);
  // A forced two-factor set-up comes first: that session may only set it up (the menu's pages would send
  // the user back to it), so the menu waits.
  const settingUp = user !== null && awaitsTwoFactorSetup(user, settings);
  const systemName = settings?.systemName || t('shell.header.systemName');
  // At narrow widths (shell.css) the menu and tools fold behind one button; wider, the button is
  // not displayed and the panel always shows.
  const { open, container, buttonProps, panelProps } = useDisclosure();
  const menusDue = useAfterFirstPage();

  return (
    <header className="lp-header">
      <Link className="lp-header__brand" to={paths.landing}>
        {settings?.navbarLogo ? <img className="lp-header__logo" src={settings.navbarLogo} alt={systemName} /> : systemName}
      </Link>
      <div ref={container} className="lp-header__fold">
        <button type="button" className="lp-header__menu-button" {...buttonProps}>
          {t('shell.header.menuButton')}
          {/* The arrow is decoration: CSS generated content would join the button's name. */}
          <span aria-hidden="true">{open ? ' ▴' : ' ▾'}</span>
        </button>
        <div className="lp-header__panel" id={panelProps.id} data-open={open || undefined}>
          {/* The menu leads to private pages: a signed-out visitor sees only the brand, language and support. */}
          {user && menusDue && !settingUp && (
            <Suspense fallback={null}>
              <MainMenu />
            </Suspense>
          )}
          <div className="lp-header__tools">
            <LanguageSelector />
            <Support />
            {user && menusDue && (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
