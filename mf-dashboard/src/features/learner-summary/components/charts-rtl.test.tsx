import { act, render, screen } from '@testing-library/react';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { i18n } from '@portal/i18n';
import ActivityHeatmap from './ActivityHeatmap';
import TrainingBarChart from './TrainingBarChart';

const now = new Date(2026, 10, 26, 12);
const items = [
  { Id: 'a', Name: 'A', Completion: 'NotAttempted', DueDate: null },
  { Id: 'b', Name: 'B', Completion: 'Passed', DueDate: null },
] as CatalogueItem[];

const barXs = () => Array.from(screen.getByTestId('training-bar-chart').querySelectorAll('rect'), (rect) => Number(rect.getAttribute('x')));
const weekXs = () => Array.from(screen.getByTestId('activity-heatmap').querySelectorAll('g'), (week) => Number(week.querySelector('rect')!.getAttribute('x')));

describe('the charts in left-to-right and right-to-left languages', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en-GB'));
  });

  it('run the bars and the weeks from the left in English', () => {
    render(
      <>
        <TrainingBarChart items={items} now={now} />
        <ActivityHeatmap events={[]} now={now} />
      </>,
    );
    const bars = barXs();
    expect(bars).toEqual([...bars].sort((a, b) => a - b));
    const weeks = weekXs();
    expect(weeks[0]).toBeLessThan(weeks[25]!);
  });

  it('run them from the right in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar-SA'));
    render(
      <>
        <TrainingBarChart items={items} now={now} />
        <ActivityHeatmap events={[]} now={now} />
      </>,
    );
    const bars = barXs();
    expect(bars).toEqual([...bars].sort((a, b) => b - a));
    const weeks = weekXs();
    expect(weeks[0]).toBeGreaterThan(weeks[25]!);
  });
});
