import { screen } from '@testing-library/react';
import { renderAreaPage } from '@portal/testing';
import { almanac, cpdPage, reviewer } from '../../../test/cpd-lms';
import ReviewQueueWidget from './ReviewQueueWidget';

describe('the CPD review widget', () => {
  it('lists the periods waiting for review, each opening it in review mode', async () => {
    renderAreaPage(
      <ReviewQueueWidget />,
      cpdPage({
        route: '/dashboard',
        path: '/dashboard',
        user: reviewer,
        handlers: almanac({
          'POST /almanac/GetReviews': () => ({
            reviews: [{ uid: 'u1', name: 'Alex Morgan', reference: 'p9', start_date: '2027-01-01T00:00:00.000Z', end_date: '2027-12-31T23:59:59.999Z' }],
          }),
        }),
      }),
    );
    const link = await screen.findByRole('link', { name: /^Alex Morgan, period / });
    expect(link).toHaveAttribute('href', '/cpd/list/review/u1?period=p9');
    expect(screen.getByRole('heading', { level: 2, name: 'CPD reviews' })).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    renderAreaPage(
      <ReviewQueueWidget />,
      cpdPage({ route: '/dashboard', path: '/dashboard', user: reviewer, handlers: almanac({ 'POST /almanac/GetReviews': () => ({ reviews: [] }) }) }),
    );
    expect(await screen.findByText('No periods are waiting for review.')).toBeInTheDocument();
  });
});
