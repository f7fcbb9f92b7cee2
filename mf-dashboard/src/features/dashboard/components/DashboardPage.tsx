import './dashboard.css';
import type { ReactNode } from 'react';
import { WidgetSlot } from '@portal/remote-contract';
import { useSession } from '@portal/session';
import { useHtmlOverride } from '@portal/i18n';
import { SafeHtml, Spinner, useAfterFirstPage } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { NearViewport } from '../../../lib/NearViewport';
import { useDashboardManifest } from '../api/get-dashboard-manifest';
import { useVisibleSections } from '../hooks/use-visible-sections';
import { dashboardMessages } from '../messages';
import { Banner } from './Banner';
import { CatalogueSearch } from './CatalogueSearch';
import { TileSection } from './TileSection';

/**
 * /dashboard (app.private.dashboard; spec 3 "Dashboard"); hosts the widget slot dashboard.main v1.
 * `widgets`: this area's own widgets from its other features (composed by src/pages/MainDashboardPage).
 */
export default function DashboardPage({ widgets }: { widgets?: ReactNode }) {
  const text = useText(dashboardMessages);
  const displayName = useSession((state) => state.user?.displayName ?? '');
  const { data: manifest, isPending } = useDashboardManifest();
  const sections = useVisibleSections(manifest);
  // The tenant's html override place 'dashboard.notice' (/content/theme/html.json), sanitised.
  const notice = useHtmlOverride('dashboard.notice');
  // Below the banner and tiles, the widgets start once this page has been painted: their chunks,
  // reads and renders would otherwise hold back its first paint on a phone.
  const widgetsDue = useAfterFirstPage();

  return (
    <div className="lp-dashboard">
      <h1>{text('dashboard.welcome', { displayName })}</h1>
      {notice && <SafeHtml className="lp-dashboard__notice" html={notice} />}
      <CatalogueSearch />
      {isPending ? (
        <Spinner label={text('dashboard.loading')} />
      ) : (
        <>
          <Banner items={manifest?.banner ?? []} />
          {sections.map((section) => (
            <TileSection key={section.id} section={section} />
          ))}
          {/* The widgets come after the tenant's banner and tiles, and only once those are placed: a
              widget shown first would be pushed down the screen when they arrive (layout shift). */}
          {widgetsDue && widgets}
          {/* Other areas' widgets (the catalogue's featured content, ...), through the remote contract.
              The version is this page's, a literal: WIDGET_SLOTS is the host's copy at run time. Filling
              the slot loads every enabled remote's entry; it waits until it comes near the screen. */}
          {widgetsDue && (
            <NearViewport>
              <WidgetSlot name="dashboard.main" version={1} className="lp-dashboard__widgets" />
            </NearViewport>
          )}
        </>
      )}
    </div>
  );
}
