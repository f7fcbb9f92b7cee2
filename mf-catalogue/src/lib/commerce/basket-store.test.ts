import { act, renderHook } from '@testing-library/react';
import { basket, useBasket } from './basket-store';

beforeEach(() => localStorage.clear());

describe('basket store (spec 2 §5, §9)', () => {
  it('keeps the comma-separated sku list under the session store key and ignores a present sku', () => {
    basket.add('SKU1');
    basket.add('SKU2');
    basket.add('SKU1');
    expect(localStorage.getItem('basket')).toBe('SKU1,SKU2');
    basket.remove('SKU1');
    expect(basket.skus()).toEqual(['SKU2']);
    basket.removeAll(['SKU2']);
    expect(localStorage.getItem('basket')).toBeNull();
  });

  it('re-renders readers when the basket changes', () => {
    const { result } = renderHook(() => useBasket());
    expect(result.current).toEqual([]);
    act(() => basket.add('SKU9'));
    expect(result.current).toEqual(['SKU9']);
  });
});
