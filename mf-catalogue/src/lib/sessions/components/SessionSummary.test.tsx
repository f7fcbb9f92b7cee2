import { render, screen } from '@testing-library/react';
import { makeSession } from '../test-sessions';
import { SessionSummary } from './SessionSummary';

const LONG = 'Education Centre, Room 2, North Wing';

describe('SessionSummary location (spec 2 §9: short location 18 characters)', () => {
  it('cuts a long location to 18 characters in a list, keeping all of it for screen readers and as the title', () => {
    render(<SessionSummary session={makeSession({ Id: 's', Location: LONG })} short />);
    const shown = screen.getByText('Education Centre,…');
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(shown.closest('dd')).toHaveAttribute('title', LONG);
    expect(screen.getByText(LONG)).toHaveClass('lp-visually-hidden');
  });

  it('shows the whole location in the details, and a short one as it is', () => {
    const { unmount } = render(<SessionSummary session={makeSession({ Id: 's', Location: LONG })} />);
    expect(screen.getByText(LONG)).not.toHaveClass('lp-visually-hidden');
    unmount();
    render(<SessionSummary session={makeSession({ Id: 's', Location: 'Ward 7' })} short />);
    expect(screen.getByText('Ward 7').closest('dd')).not.toHaveAttribute('title');
  });
});
