import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { signInLearner } from '../../sessions/test-utils';
import { basket } from '../basket-store';
import { BasketLink } from './BasketLink';

const show = () =>
  render(
    <MemoryRouter>
      <BasketLink />
    </MemoryRouter>,
  );

describe('BasketLink', () => {
  it('links to the basket with its count while commerce is on and the basket holds something', () => {
    signInLearner({ items: [], enableCommerce: true });
    show();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    act(() => {
      basket.add('A');
      basket.add('B');
      basket.add('A');
    });
    expect(screen.getByRole('link', { name: 'View basket (2)' })).toHaveAttribute('href', '/catalogue/basket');
  });

  it('shows nothing when commerce is off', () => {
    signInLearner({ items: [] });
    basket.add('A');
    show();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
