import { Fragment } from 'react';
import { extensionRows, isSafeExtensionUrl } from '@portal/contracts/catalogue';
import { contentKeys, useTranslation } from '@portal/i18n';
import { useText } from '../../../lib/messages';
import { useItemExtensions } from '../hooks/use-item-extensions';
import { extensionMessages } from '../messages';

/**
 * An item's catalogue extensions (spec 2 §7) as a description list under the tenant's labels
 * (translatable as catalogue.extension.<key>); nothing while extensions are off or the item has none.
 */
export function ItemExtensions({ itemId }: { itemId: string }) {
  const text = useText(extensionMessages);
  const { t } = useTranslation();
  const { enabled, definitions, values } = useItemExtensions(itemId);
  if (!enabled || !definitions || !values) return null;
  const rows = extensionRows(definitions, values);
  if (rows.length === 0) return null;
  return (
    <dl className="lp-learning__details" aria-label={text('catalogue.extensions.title')}>
      {rows.map((row) => (
        <Fragment key={row.key}>
          <dt>{String(t(contentKeys.catalogueExtension(row.key), { defaultValue: row.label }))}</dt>
          <dd>
            {row.type === 'url' && isSafeExtensionUrl(row.value) ? (
              <a href={row.value} target="_blank" rel="noopener noreferrer">
                {row.value} <span className="lp-visually-hidden">{text('catalogue.extensions.opensInNewWindow')}</span>
              </a>
            ) : (
              row.value
            )}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
