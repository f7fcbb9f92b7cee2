import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { useMyLearning } from '../api/get-my-learning';
import { useUserEvents } from '../api/get-user-events';
import { heatmapStart } from '../domain/heatmap';
import { myTraining, type TrainingFilter } from '../domain/training';
import { summaryMessages } from '../messages';
import { CalendarWidget } from './CalendarWidget';
import { SummaryCards } from './SummaryCards';
import { TrainingList, type TrainingFilterState } from './TrainingList';

// The charts bring d3: their own chunks, loaded only when the summary draws them.
const TrainingBarChart = lazy(() => import(/* webpackChunkName: "training-bar-chart" */ './TrainingBarChart'));
const ActivityHeatmap = lazy(() => import(/* webpackChunkName: "activity-heatmap" */ './ActivityHeatmap'));

/** The learner summary widgets (spec 3 §2): cards, the training list, the bar chart, the calendar and the activity heatmap. */
export default function LearnerSummary({ defaultFilter = 'all', filterState }: { defaultFilter?: TrainingFilter; filterState?: TrainingFilterState }) {
  const text = useText(summaryMessages);
  const [now] = useState(() => new Date());
  const learning = useMyLearning();
  const events = useUserEvents(heatmapStart(now));
  if (learning.isPending) return <Spinner label={text('summary.training.title')} />;
  const items = myTraining(learning.data ?? []);
  const chartFallback = <Spinner label={text('summary.chart.title')} />;
  return (
    <>
      <SummaryCards items={items} now={now} />
      <div className="lp-dashboard__row">
        <TrainingList items={items} now={now} defaultFilter={defaultFilter} filterState={filterState} />
        <Suspense fallback={chartFallback}>
          <TrainingBarChart items={items} now={now} />
        </Suspense>
      </div>
      <div className="lp-dashboard__row">
        <CalendarWidget items={items} now={now} />
        <Suspense fallback={<Spinner label={text('summary.heatmap.title')} />}>
          {events.isPending ? <Spinner label={text('summary.heatmap.title')} /> : <ActivityHeatmap events={events.data ?? []} now={now} />}
        </Suspense>
      </div>
    </>
  );
}
