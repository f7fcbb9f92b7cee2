import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { CheckoutRequestSchema, basketTotals, formatAmount, type CheckoutResponse, type Product } from '@portal/contracts/commerce';
import { Button, Spinner, TextField, messages, usePageTitle } from '@portal/ui';
import { useSession } from '@portal/session';
import { useLocale } from '@portal/i18n';
import { useCheckout, useProducts } from '../../../lib/commerce/api/store';
import { basket, useBasket } from '../../../lib/commerce/basket-store';
import { commerceMessages } from '../../../lib/commerce/messages';
import { itemPagePath } from '../../../lib/learning/item-page';
import { learningMessages } from '../../../lib/learning/messages';
import { useText } from '../../../lib/messages';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { paths } from '../../../paths';
import '../../../lib/commerce/commerce.css';

/** The payment form's part of the checkout payload (the skus come from the basket). */
const PayerSchema = v.pick(CheckoutRequestSchema, ['cardholderName']);
type Payer = v.InferOutput<typeof PayerSchema>;

/**
 * /catalogue/basket: the basket review and the demo checkout (docs/decisions/0009-basket.md). Each
 * premium item with its gross and net price and Remove; the totals; a payment step that asks only
 * for the payer's name (no provider: nothing is charged); afterwards the invoices and links to open
 * what was bought. Items bought before or no longer for sale are shown and left out of the total.
 */
export default function BasketPage() {
  const text = useText(commerceMessages);
  const learningText = useText(learningMessages);
  const locale = useLocale();
  const skus = useBasket();
  const products = useProducts(skus);
  const { index } = useCatalogueIndex();
  const checkout = useCheckout();
  const [done, setDone] = useState<CheckoutResponse>();
  const payer = useSession((state) => state.user?.displayName ?? '');
  usePageTitle(text('catalogue.commerce.basket.title'));

  const loading = products.some((p) => p.isLoading);
  const rows = skus.map((sku, i) => ({ sku, product: products[i]?.data ?? null }));
  const payable = rows.map((r) => r.product).filter((p): p is Product => p !== null && p.invoice === null);
  const totals = basketTotals(payable);
  const money = (amount: number, currency: string) => formatAmount(amount, currency, locale);
  const itemOf = useMemo(() => new Map((index?.items ?? []).filter((i) => i.sku).map((i) => [i.sku!, i])), [index]);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Payer>({ resolver: valibotResolver(PayerSchema), defaultValues: { cardholderName: payer } });

  const pay = handleSubmit(async ({ cardholderName }) => {
    try {
      const answer = await checkout.mutateAsync({ skus: payable.map((p) => p.sku), cardholderName });
      basket.removeAll(answer.invoices.map((invoice) => invoice.product_sku));
      setDone(answer);
    } catch {
      messages.error(learningText('L10N.GLOBAL.MESSAGES.General.Failure'));
    }
  });

  if (done) {
    return (
      <section className="lp-basket" aria-labelledby="lp-basket-title">
        <h1 id="lp-basket-title">{text('catalogue.commerce.basket.title')}</h1>
        <p role="status">{text('catalogue.commerce.checkout.done')}</p>
        <p>{text('catalogue.commerce.checkout.bought')}</p>
        <ul>
          {done.invoices.map((invoice) => {
            const item = itemOf.get(invoice.product_sku);
            return (
              <li key={invoice.id}>
                {item ? <Link to={paths.launch.href(item.Id)}>{text('catalogue.commerce.checkout.open', { name: item.Name })}</Link> : invoice.product_sku} (
                {text('catalogue.commerce.checkout.invoice', { reference: invoice.reference })}, {money(invoice.gross_amount, invoice.currency)})
              </li>
            );
          })}
        </ul>
      </section>
    );
  }

  return (
    <section className="lp-basket" aria-labelledby="lp-basket-title">
      <h1 id="lp-basket-title">{text('catalogue.commerce.basket.title')}</h1>
      {skus.length === 0 ? (
        <>
          <p>{text('catalogue.commerce.basket.empty')}</p>
          <Link to={paths.index.href()}>{text('catalogue.commerce.basket.browse')}</Link>
        </>
      ) : loading ? (
        <Spinner label={text('catalogue.commerce.basket.loading')} />
      ) : (
        <>
          <table className="lp-basket__table">
            <thead>
              <tr>
                <th scope="col">{text('catalogue.commerce.basket.item')}</th>
                <th scope="col" className="lp-basket__amount">
                  {text('catalogue.commerce.price')}
                </th>
                <th scope="col">
                  <span className="lp-visually-hidden">{text('catalogue.commerce.basket.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ sku, product }) => {
                const item = itemOf.get(sku);
                const name = item?.Name ?? product?.name ?? sku;
                return (
                  <tr key={sku}>
                    <td>
                      {item ? <Link to={itemPagePath(item)}>{name}</Link> : name}
                      {!product && <div>{text('catalogue.commerce.basket.unavailable')}</div>}
                      {product?.invoice && <div>{text('catalogue.commerce.basket.alreadyBought')}</div>}
                    </td>
                    <td className="lp-basket__amount">
                      {product && (
                        <>
                          <div>{text('catalogue.commerce.gross', { amount: money(product.gross_amount, product.currency) })}</div>
                          <div>{text('catalogue.commerce.net', { amount: money(product.net_amount, product.currency) })}</div>
                        </>
                      )}
                    </td>
                    <td>
                      <Button variant="secondary" onClick={() => basket.remove(sku)} aria-label={text('catalogue.commerce.basket.removeItem', { name })}>
                        {text('catalogue.commerce.basket.remove')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
            {totals.currency && (
              <tfoot>
                <tr>
                  <th scope="row">{text('catalogue.commerce.basket.total')}</th>
                  <td className="lp-basket__amount">
                    <div>
                      <strong>{text('catalogue.commerce.gross', { amount: money(totals.gross, totals.currency) })}</strong>
                    </div>
                    <div>{text('catalogue.commerce.net', { amount: money(totals.net, totals.currency) })}</div>
                  </td>
                  <td />
                </tr>
              </tfoot>
            )}
          </table>
          {payable.length > 0 && totals.currency && (
            <form className="lp-basket__checkout" onSubmit={(event) => void pay(event)} noValidate aria-labelledby="lp-basket-payment">
              <h2 id="lp-basket-payment">{text('catalogue.commerce.checkout.title')}</h2>
              <p>{text('catalogue.commerce.checkout.demo')}</p>
              <TextField
                label={text('catalogue.commerce.checkout.payer')}
                autoComplete="cc-name"
                error={errors.cardholderName ? text('catalogue.commerce.checkout.payerRequired') : undefined}
                {...register('cardholderName')}
              />
              <Button type="submit" disabled={checkout.isPending} aria-busy={checkout.isPending || undefined}>
                {checkout.isPending ? text('catalogue.commerce.checkout.paying') : text('catalogue.commerce.checkout.pay', { amount: money(totals.gross, totals.currency) })}
              </Button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
