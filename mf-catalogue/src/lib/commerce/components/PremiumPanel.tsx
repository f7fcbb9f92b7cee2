import { Link } from 'react-router-dom';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { formatAmount } from '@portal/contracts/commerce';
import { Button, messages } from '@portal/ui';
import { formatDate, useLocale } from '@portal/i18n';
import { useText } from '../../messages';
import { paths } from '../../../paths';
import { useCommerceEnabled, useProduct } from '../api/store';
import { basket, useBasket } from '../basket-store';
import { commerceMessages } from '../messages';
import '../commerce.css';

/**
 * A premium item's price and purchase (spec 2 §3 Product, §9: gross and net with two decimals), shown
 * when commerce is on and the item has a sku: Add to basket (a sku already there is ignored), or the
 * date it was bought.
 */
export function PremiumPanel({ item }: { item: Pick<CatalogueItem, 'Id' | 'Name' | 'sku'> }) {
  const text = useText(commerceMessages);
  const locale = useLocale();
  const enabled = useCommerceEnabled();
  const { data: product } = useProduct(item.sku);
  const skus = useBasket();
  if (!enabled || !item.sku || !product) return null;

  const inBasket = skus.includes(product.sku);
  const add = () => {
    basket.add(product.sku);
    messages.success(text('catalogue.commerce.added'));
  };
  return (
    <section className="lp-premium" aria-label={text('catalogue.commerce.price')}>
      <p className="lp-premium__price">
        <strong>{text('catalogue.commerce.gross', { amount: formatAmount(product.gross_amount, product.currency, locale) })}</strong>{' '}
        <span>{text('catalogue.commerce.net', { amount: formatAmount(product.net_amount, product.currency, locale) })}</span>
      </p>
      {product.invoice ? (
        <p>{text('catalogue.commerce.bought', { date: formatDate(product.invoice.paid_at, { dateStyle: 'long' }) })}</p>
      ) : (
        <div className="lp-premium__actions">
          {inBasket ? <span>{text('catalogue.commerce.inBasket')}</span> : <Button onClick={add}>{text('catalogue.commerce.addToBasket')}</Button>}
          {skus.length > 0 && <Link to={paths.basket.href()}>{text('catalogue.commerce.viewBasket', { count: skus.length })}</Link>}
        </div>
      )}
    </section>
  );
}
