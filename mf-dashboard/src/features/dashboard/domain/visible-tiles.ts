import type { DashboardManifest, DashboardTile } from '@portal/contracts';
import { isPortalLinkAvailable } from '@portal/remote-contract';
import { canSeeMenuItem, featureEnabled, isCpdVisible, isFeature, type MenuAccessContext } from '@portal/session';

export type DashboardSection = DashboardManifest['sections'][number];

/** The CPD tile's id in the dashboard manifest. */
export const CPD_TILE_ID = 'cpd';
/** The approvals tile's id: it shows the approver count. */
export const APPROVALS_TILE_ID = 'approvals';

/**
 * Whether one tile shows (spec 1 §6): its access rules pass, its feature switch is on (a feature
 * name the portal does not know counts as off, so a typo hides a tile rather than showing one
 * that should be gated), and the CPD tile only when CPD is visible for this user.
 */
export function isTileVisible(tile: DashboardTile, context: MenuAccessContext): boolean {
  // A tile into an area the tenant has switched off would only bounce back here.
  if (!isPortalLinkAvailable(tile.href)) return false;
  if (!canSeeMenuItem(tile.access, context)) return false;
  if (tile.feature !== undefined && !(isFeature(tile.feature) && featureEnabled(context.settings, tile.feature))) return false;
  if (tile.id === CPD_TILE_ID) return isCpdVisible(context.settings, context.user);
  return true;
}

/** The manifest's sections with only the tiles this user may see; sections left empty are dropped. */
export function visibleTiles(manifest: DashboardManifest, context: MenuAccessContext): DashboardSection[] {
  return manifest.sections.map((section) => ({ ...section, tiles: section.tiles.filter((tile) => isTileVisible(tile, context)) })).filter((section) => section.tiles.length > 0);
}
