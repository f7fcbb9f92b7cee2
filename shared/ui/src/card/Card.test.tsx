import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { Card } from './Card';

describe('Card', () => {
  it('is an article named by its heading, with its picture, details and actions', async () => {
    const { container } = render(
      <Card
        title={<a href="#/catalogue/item/fire">Fire safety</a>}
        linked
        headingLevel={2}
        media={<img src="/fire.svg" alt="" />}
        meta={<span>Course</span>}
        actions={<button type="button">Enrol</button>}
      >
        <p>Know what to do when the alarm sounds.</p>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Fire safety' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Fire safety' })).toBeInTheDocument();
    // One link (the title), the action a control of its own.
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Enrol' })).toBeInTheDocument();
    expect(card).toHaveClass('lp-card--link');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('without a title is a plain surface', () => {
    const { container } = render(<Card>Only text</Card>);
    expect(container.querySelector('article')).not.toHaveAttribute('aria-labelledby');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
