import * as v from 'valibot';
import { CheckoutRequestSchema, addToBasket, basketTotals, formatAmount, netFromGross, parseBasket, removeFromBasket, roundAmount } from './commerce';

describe('basket (spec 2 §5, §9: comma-separated sku list)', () => {
  it('reads a comma-separated list, dropping empty parts and repeats', () => {
    expect(parseBasket(null)).toEqual([]);
    expect(parseBasket('')).toEqual([]);
    expect(parseBasket('SKU1,SKU2')).toEqual(['SKU1', 'SKU2']);
    expect(parseBasket(' SKU1,,SKU2,SKU1 ')).toEqual(['SKU1', 'SKU2']);
  });

  it('ignores adding a sku already in the basket', () => {
    expect(addToBasket('', 'SKU1')).toBe('SKU1');
    expect(addToBasket('SKU1', 'SKU2')).toBe('SKU1,SKU2');
    expect(addToBasket('SKU1,SKU2', 'SKU1')).toBe('SKU1,SKU2');
  });

  it('removes a sku', () => {
    expect(removeFromBasket('SKU1,SKU2', 'SKU1')).toBe('SKU2');
    expect(removeFromBasket('SKU1', 'SKU1')).toBe('');
    expect(removeFromBasket('SKU1', 'SKU9')).toBe('SKU1');
  });
});

describe('amounts (spec 2 §9: two decimals)', () => {
  it('rounds to two decimals, half away from zero', () => {
    expect(roundAmount(79.166666)).toBe(79.17);
    expect(roundAmount(1.005)).toBe(1.01);
    expect(roundAmount(95)).toBe(95);
  });

  it('shows gross and net with two decimals in the currency and language', () => {
    expect(formatAmount(95, 'GBP', 'en-GB')).toBe('£95.00');
    expect(formatAmount(79.1666, 'GBP', 'en-GB')).toBe('£79.17');
    expect(formatAmount(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('works out net from gross at a VAT rate and totals a basket', () => {
    expect(netFromGross(95, 20)).toBe(79.17);
    expect(netFromGross(40, 20)).toBe(33.33);
    expect(
      basketTotals([
        { gross_amount: 95, net_amount: 79.17, currency: 'GBP' },
        { gross_amount: 40, net_amount: 33.33, currency: 'GBP' },
      ]),
    ).toEqual({ gross: 135, net: 112.5, currency: 'GBP' });
    expect(basketTotals([])).toEqual({ gross: 0, net: 0, currency: null });
  });
});

describe('checkout payload', () => {
  it('needs at least one sku and the payer name', () => {
    expect(v.safeParse(CheckoutRequestSchema, { skus: ['A'], cardholderName: 'Alex Morgan' }).success).toBe(true);
    expect(v.safeParse(CheckoutRequestSchema, { skus: [], cardholderName: 'Alex' }).success).toBe(false);
    const noName = v.safeParse(CheckoutRequestSchema, { skus: ['A'], cardholderName: '  ' });
    expect(noName.success ? '' : noName.issues[0].message).toBe('Enter the name of the person paying');
    expect(v.safeParse(CheckoutRequestSchema, { skus: ['A,B'], cardholderName: 'Alex' }).success).toBe(false);
  });
});
