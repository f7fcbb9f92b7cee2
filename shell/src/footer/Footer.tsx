import { contentKeys, useHtmlOverride, useTranslation } from '@portal/i18n';
import { useSession } from '@portal/session';
import { SafeHtml } from '@portal/ui';
import { useShellText } from '../lib/translate';
import { footerMessages } from './messages';

/**
 * Every page's footer (spec 1 §1: footer policies are on only when configured): the tenant's
 * footerPolicies (label → address, labels translatable as policy.<label>) and its 'footer' html
 * override. Nothing is rendered when the tenant configures neither.
 */
export function Footer() {
  const text = useShellText(footerMessages);
  const { t } = useTranslation();
  const policies = useSession((state) => state.settings?.footerPolicies);
  const html = useHtmlOverride('footer');
  const links = Object.entries(policies ?? {}).filter(([label, url]) => label && url);
  if (links.length === 0 && !html) return null;
  return (
    <footer className="lp-footer">
      {html && <SafeHtml className="lp-footer__html" html={html} />}
      {links.length > 0 && (
        <nav aria-label={text('shell.footer.policies')}>
          <ul className="lp-footer__policies">
            {links.map(([label, url]) => (
              <li key={label}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {String(t(contentKeys.policy(label), { defaultValue: label }))} <span className="lp-visually-hidden">{text('shell.footer.opensInNewWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </footer>
  );
}
