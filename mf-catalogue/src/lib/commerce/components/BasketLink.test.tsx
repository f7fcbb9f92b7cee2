import { act, screen } from '@testing-library/react';
import type { AppSettings } from '@portal/contracts';
import { renderAreaPage } from '@portal/testing';
import { basket } from '../basket-store';
import { BasketLink } from './BasketLink';

const show = (settings: AppSettings) => renderAreaPage(<BasketLink />, { route: '/', path: '/', settings });

describe('BasketLink', () => {
  it('links to the basket with its count while commerce is on and the basket holds something', () => {
    show({ items: [], enableCommerce: true });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    act(() => {
      basket.add('A');
      basket.add('B');
      basket.add('A');
    });
    expect(screen.getByRole('link', { name: 'View basket (2)' })).toHaveAttribute('href', '/catalogue/basket');
  });

  it('shows nothing when commerce is off', () => {
    show({ items: [] });
    act(() => basket.add('A'));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
