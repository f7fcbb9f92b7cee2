import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { ChartFrame } from './ChartFrame';

const props = {
  title: 'Logins this month',
  description: 'Longer bar: more recent login',
  xAxisLabel: 'Days since the last login',
  yAxisLabel: 'Team member',
  legend: [{ label: 'Signed in this week', colour: 'var(--lp-colour-primary)' }],
  table: {
    columns: ['Team member', 'Days since the last login'],
    rows: [
      ['Chloe Dunn', 2],
      ['Sam Patel', 12],
    ],
  },
};

describe('ChartFrame', () => {
  it('frames a chart with its title, axis titles and legend', async () => {
    const { container } = render(
      <ChartFrame {...props}>
        <svg role="img" aria-label="Bars" />
      </ChartFrame>,
    );
    const figure = screen.getByRole('figure', { name: 'Logins this month' });
    expect(within(figure).getByRole('heading', { level: 3, name: 'Logins this month' })).toBeInTheDocument();
    expect(within(figure).getByText('Days since the last login')).toBeInTheDocument();
    expect(within(figure).getByText('Team member')).toBeInTheDocument();
    expect(within(figure).getByRole('listitem')).toHaveTextContent('Signed in this week');
    expect(within(figure).getByRole('img', { name: 'Bars' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('swaps the chart for a table of the same figures and back, the focus staying on the switch', async () => {
    const { container } = render(
      <ChartFrame {...props}>
        <svg role="img" aria-label="Bars" />
      </ChartFrame>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show as a table' }));
    const table = screen.getByRole('table', { name: 'Logins this month' });
    expect(within(table).getByRole('rowheader', { name: 'Sam Patel' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Bars' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show as a chart' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show as a chart' }));
    expect(screen.getByRole('img', { name: 'Bars' })).toBeInTheDocument();
  });
});
