import { render, screen } from '@testing-library/react';
import { ArrowRight, Search } from 'lucide-react';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is hidden from assistive technology unless it is given a label', () => {
    const { container } = render(
      <>
        <Icon icon={Search} />
        <Icon icon={Search} label="Search" size="lg" />
      </>,
    );
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    const named = screen.getByRole('img', { name: 'Search' });
    expect(named).toHaveAttribute('width', '32');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('marks an icon that points a way for turning round in right-to-left languages', () => {
    const { container } = render(<Icon icon={ArrowRight} mirrorInRtl />);
    expect(container.querySelector('svg')).toHaveClass('lp-icon', 'lp-icon--mirror');
  });
});
