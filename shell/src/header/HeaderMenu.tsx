import { NavLink } from 'react-router-dom';
import type { HeaderMenuItem } from '@portal/contracts';
import { contentKeys, useTranslation } from '@portal/i18n';
import { useShellText } from '../lib/translate';
import { isExternalHref, routePath } from './menu';
import { headerMessages } from './messages';
import { useDisclosure } from './use-disclosure';

/** The header's menu with its sub-menus; `items` are already filtered by the access rules. */
export function HeaderMenu({ items }: { items: readonly HeaderMenuItem[] }) {
  const t = useShellText(headerMessages);
  if (items.length === 0) return null;
  return (
    <nav className="lp-nav" aria-label={t('shell.header.menu')}>
      <ul className="lp-nav__list">
        {items.map((item) =>
          item.children && item.children.length > 0 ? (
            <SubMenu key={item.id} item={item} />
          ) : (
            <li key={item.id} className="lp-nav__item">
              <MenuLink item={item} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * Menu labels are content: the tenant's translation of the item (header.menu.<id>, contentKeys),
 * else the label read as a translation key, else the label itself.
 */
function useLabel(item: HeaderMenuItem): string {
  const { t } = useTranslation();
  return String(t(contentKeys.headerMenuItem(item.id), { defaultValue: String(t(item.label, { defaultValue: item.label })) }));
}

function SubMenu({ item }: { item: HeaderMenuItem }) {
  const { container, buttonProps, panelProps } = useDisclosure();
  const label = useLabel(item);
  return (
    <li ref={container} className="lp-nav__item lp-nav__item--parent">
      <button type="button" className="lp-nav__toggle" {...buttonProps}>
        {label}
      </button>
      <ul className="lp-nav__submenu" {...panelProps}>
        {item.href && (
          <li>
            <MenuLink item={item} />
          </li>
        )}
        {item.children?.map((child) => (
          <li key={child.id}>
            <MenuLink item={child} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuLink({ item }: { item: HeaderMenuItem }) {
  const label = useLabel(item);
  if (!item.href) return <span className="lp-nav__label">{label}</span>;
  if (isExternalHref(item.href)) {
    return (
      <a className="lp-nav__link" href={item.href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return (
    <NavLink className="lp-nav__link" to={routePath(item.href)}>
      {label}
    </NavLink>
  );
}
