import './account-settings.css';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryProvider } from '@portal/query';
import { isProfileComplete, useSession } from '@portal/session';
import { Button, Spinner } from '@portal/ui';
import AvatarSection from '../../features/avatar/components/AvatarSection';
import ChangePasswordForm from '../../features/change-password/components/ChangePasswordForm';
import { isApprover } from '../../features/delegation/domain/delegation-rules';
import ProfileForm from '../../features/profile/components/ProfileForm';
import { useText } from '../../lib/messages';
import { paths } from '../../paths';
import { chooseSettingsView, enabledSettingsViews, SETTINGS_VIEWS, type SettingsView } from './domain/settings-views';
import { accountSettingsMessages } from './messages';

// Built by the two-factor set-up feature; fetched only when its view opens.
const TwoFactorSettings = lazy(() => import('../../features/mfa-setup/components/TwoFactorSettings'));

function openDelegation(title: string) {
  // The dialog's code is fetched on first use: most users are not approvers.
  void import('../../features/delegation/components/open-delegation-dialog').then(({ openDelegationDialog }) => openDelegationDialog(title));
}

/**
 * /account/settings?view=profile|twoFactorAuth|changePassword (also /account/profile and
 * /account/password). Spec 1 §2: the default view is the first enabled one; while the profile is
 * incomplete only the profile view can be shown. Its views read and write through the portal's
 * QueryClient (this module, not app.ts, brings the provider: the sign-in page loads no react-query).
 */
export default function AccountSettingsRoute() {
  return (
    <QueryProvider>
      <AccountSettingsPage />
    </QueryProvider>
  );
}

function AccountSettingsPage() {
  const text = useText(accountSettingsMessages);
  const [search] = useSearchParams();
  const user = useSession((state) => state.user);
  const settings = useSession((state) => state.settings);
  const fields = useSession((state) => state.profileFields);
  if (!user) return null;

  // The definitions arrive with the profile view; until then the flag set at sign-in decides.
  const profileComplete = fields.length > 0 ? isProfileComplete(user.profile, fields) : user.isProfileCompleted !== false;
  const enabled = enabledSettingsViews(user, settings);
  const view = chooseSettingsView(search.get('view'), enabled, profileComplete);
  const tabs = SETTINGS_VIEWS.filter((item) => enabled.includes(item) || item === view);

  return (
    <div className="lp-account-settings">
      <h1>{text('access.settings.title')}</h1>
      {tabs.length > 1 && (
        <nav aria-label={text('access.settings.views')} className="lp-account-settings__views">
          <ul>
            {tabs.map((item) => (
              <li key={item}>
                {item === view ? (
                  <span className="lp-account-settings__view lp-account-settings__view--current" aria-current="page">
                    {text(`access.settings.view.${item}`)}
                  </span>
                ) : !profileComplete ? (
                  // Spec 1 §2: other views can be chosen only once the profile is complete.
                  <span className="lp-account-settings__view" aria-disabled="true" title={text('access.settings.locked')}>
                    {text(`access.settings.view.${item}`)}
                  </span>
                ) : (
                  <Link className="lp-account-settings__view" to={paths.accountSettings.href({ view: item })}>
                    {text(`access.settings.view.${item}`)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
      {view ? <SettingsViewPanel view={view} /> : <p>{text('access.settings.nothing')}</p>}
      {isApprover(user) && profileComplete && (
        <section className="lp-account-settings__delegation" aria-labelledby="account-delegation-title">
          <h2 id="account-delegation-title">{text('access.settings.delegation')}</h2>
          <p>{text('access.settings.delegationText')}</p>
          <Button variant="secondary" onClick={() => openDelegation(text('access.settings.delegation'))}>
            {text('access.settings.delegationOpen')}
          </Button>
        </section>
      )}
    </div>
  );
}

function SettingsViewPanel({ view }: { view: SettingsView }) {
  const text = useText(accountSettingsMessages);
  switch (view) {
    case 'profile':
      return (
        <>
          <AvatarSection />
          <ProfileForm />
        </>
      );
    case 'twoFactorAuth':
      return (
        <Suspense fallback={<Spinner label={text('access.settings.loading')} />}>
          <TwoFactorSettings />
        </Suspense>
      );
    case 'changePassword':
      return <ChangePasswordForm />;
  }
}
