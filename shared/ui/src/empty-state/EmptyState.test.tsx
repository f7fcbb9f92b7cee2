import { render, screen } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says what is missing under a heading, with a decorative picture and the next step', async () => {
    const { container } = render(
      <EmptyState
        icon={<svg />}
        title="No entries yet"
        headingLevel={3}
        description={<p>Record your first CPD activity.</p>}
        action={<button type="button">Add an entry</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No entries yet' })).toBeInTheDocument();
    expect(screen.getByText('Record your first CPD activity.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an entry' })).toBeInTheDocument();
    expect(container.querySelector('.lp-empty-state__icon')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });
});
