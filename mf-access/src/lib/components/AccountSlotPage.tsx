import { Navigate } from 'react-router-dom';
import { WidgetSlot } from '@portal/remote-contract';
import { DASHBOARD_PATH, featureEnabled, useSession, type Feature } from '@portal/session';
import { usePageTitle } from '@portal/ui';

export interface AccountSlotPageProps {
  title: string;
  /** The slot other areas fill; it passes no props. */
  slot: 'account.achievements' | 'account.history';
  /** Said when no area fills the slot. */
  empty: string;
  /** The page's feature: while it is off, the dashboard instead. */
  feature: Feature;
}

/** An account page that is a title over a widget slot (achievements, learning history). */
export function AccountSlotPage({ title, slot, empty, feature }: AccountSlotPageProps) {
  const settings = useSession((state) => state.settings);
  usePageTitle(title);
  if (!featureEnabled(settings, feature)) return <Navigate to={DASHBOARD_PATH} replace />;
  return (
    <div className="lp-account-page">
      <h1>{title}</h1>
      {/* The slot's version is this page's, a literal: WIDGET_SLOTS is the host's copy at run time. */}
      <WidgetSlot name={slot} version={1} empty={<p role="status">{empty}</p>} />
    </div>
  );
}
