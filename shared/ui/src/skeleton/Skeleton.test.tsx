import { render, screen } from '@testing-library/react';
import { UiTextsProvider, DEFAULT_UI_TEXTS } from '../ui-texts';
import { axeViolations } from '../testing/axe';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it("says once that content is loading, in the host's language, and hides its shapes", async () => {
    const { container } = render(
      <UiTextsProvider texts={{ ...DEFAULT_UI_TEXTS, loading: 'Wird geladen' }}>
        <Skeleton lines={4} />
      </UiTextsProvider>,
    );
    expect(screen.getByRole('status', { name: 'Wird geladen' })).toBeInTheDocument();
    expect(container.querySelectorAll('.lp-skeleton__line')).toHaveLength(4);
    expect(container.querySelector('.lp-skeleton__shapes')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is silent where something around it says so already, and takes a size', () => {
    const { container } = render(<Skeleton variant="block" height="180px" label={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.lp-skeleton__block')).toHaveStyle({ blockSize: '180px' });
  });
});
