import { render, screen } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { StatusPill, Tag } from './Tag';

describe('Tag and StatusPill', () => {
  it('say their text, the status in its tone with a decorative dot', async () => {
    const { container } = render(
      <p>
        <Tag>Mandatory</Tag>
        <StatusPill tone="warning">Expiring</StatusPill>
        <StatusPill>Not started</StatusPill>
      </p>,
    );
    expect(screen.getByText('Mandatory')).toHaveClass('lp-tag');
    const expiring = screen.getByText('Expiring');
    expect(expiring).toHaveClass('lp-status-pill', 'lp-status-pill--warning');
    expect(expiring.querySelector('.lp-status-pill__dot')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Not started')).toHaveClass('lp-status-pill--neutral');
    expect(await axeViolations(container)).toEqual([]);
  });
});
