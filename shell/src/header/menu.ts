import type { HeaderMenuItem } from '@portal/contracts';
import { isPortalLinkAvailable } from '@portal/remote-contract';
import { canSeeMenuItem, featureEnabled, isFeature, type MenuAccessContext } from '@portal/session';

/**
 * The header menu this user sees: items whose access rules pass (spec 1 §6) and whose feature is
 * on, each with its visible children. A heading whose children are all hidden, and which links
 * nowhere itself, is hidden too. A feature name the portal does not know is not a switch. A link
 * into an area the tenant has switched off is hidden (it would only bounce to the landing page).
 */
export function visibleMenu(items: readonly HeaderMenuItem[], context: MenuAccessContext): HeaderMenuItem[] {
  const visible: HeaderMenuItem[] = [];
  for (const item of items) {
    if (!canSeeMenuItem(item.access, context)) continue;
    if (item.feature && isFeature(item.feature) && !featureEnabled(context.settings, item.feature)) continue;
    if (item.href && !item.children && !isPortalLinkAvailable(item.href)) continue;
    if (!item.children) {
      visible.push(item);
      continue;
    }
    const children = visibleMenu(item.children, context);
    if (children.length > 0 || item.href) visible.push({ ...item, children });
  }
  return visible;
}

/** In-portal links are hash routes ('/catalogue' or '#/catalogue'); others leave the portal. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

export function routePath(href: string): string {
  return href.replace(/^#!?/, '') || '/';
}
