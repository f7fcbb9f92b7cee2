import { scaleBand, scaleLinear } from 'd3-scale';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { formatNumber } from '@portal/i18n';
import { ChartFrame } from '@portal/ui/chart-frame';
import { useDirection } from '../../../lib/direction';
import { useText } from '../../../lib/messages';
import { statusCounts, TRAINING_STATUSES, type TrainingStatus } from '../domain/training';
import { summaryMessages } from '../messages';

/** Spec 3 §9: the training bar chart is at most 120 px high. */
export const TRAINING_CHART_MAX_HEIGHT = 120;
const WIDTH = 280;
/** Room above the tallest bar for its count. */
const VALUE_SPACE = 18;

/** Each status's colour: a token, so the bars follow the theme; the legend names each one. */
const COLOUR: Record<TrainingStatus, string> = {
  notStarted: 'var(--lp-colour-border)',
  inProgress: 'var(--lp-colour-primary)',
  completed: 'var(--lp-colour-success)',
  overdue: 'var(--lp-colour-error)',
};

/**
 * The training bar chart (spec 3 §2): one bar per status, drawn with d3-scale, the tallest 120 px,
 * its count above it. In right-to-left languages the bars run from the right. It sits in @portal/ui's
 * ChartFrame: the title, the axes' names, a legend naming each bar's colour, and the same numbers as
 * a table on request (the picture itself is hidden from assistive technology).
 */
export default function TrainingBarChart({ items, now }: { items: readonly CatalogueItem[]; now: Date }) {
  const text = useText(summaryMessages);
  const direction = useDirection();
  const counts = statusCounts(items, now);
  const x = scaleBand<string>()
    .domain([...TRAINING_STATUSES])
    .range(direction === 'rtl' ? [WIDTH, 0] : [0, WIDTH])
    .padding(0.25);
  const y = scaleLinear()
    .domain([0, Math.max(1, ...Object.values(counts))])
    .range([0, TRAINING_CHART_MAX_HEIGHT]);
  const height = VALUE_SPACE + TRAINING_CHART_MAX_HEIGHT;
  return (
    <ChartFrame
      title={text('summary.chart.title')}
      headingLevel={2}
      xAxisLabel={text('summary.chart.status')}
      yAxisLabel={text('summary.chart.count')}
      legend={TRAINING_STATUSES.map((status) => ({ label: text(`summary.status.${status}`), colour: COLOUR[status] }))}
      table={{
        columns: [text('summary.chart.status'), text('summary.chart.count')],
        rows: TRAINING_STATUSES.map((status) => [text(`summary.status.${status}`), formatNumber(counts[status])]),
      }}
    >
      <svg
        className="lp-chart"
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{ maxInlineSize: WIDTH }}
        aria-hidden="true"
        focusable="false"
        data-testid="training-bar-chart"
      >
        {TRAINING_STATUSES.map((status) => {
          const barHeight = y(counts[status]);
          // A band scale gives each band's left edge, also over a reversed (right-to-left) range.
          const left = x(status) ?? 0;
          return (
            <g key={status}>
              <rect className="lp-chart__bar" style={{ fill: COLOUR[status] }} x={left} y={height - barHeight} width={x.bandwidth()} height={barHeight} />
              <text className="lp-chart__value" x={left + x.bandwidth() / 2} y={height - barHeight - 4} textAnchor="middle" fontSize="12">
                {formatNumber(counts[status])}
              </text>
            </g>
          );
        })}
        <line className="lp-chart__axis" x1={0} x2={WIDTH} y1={height} y2={height} />
      </svg>
    </ChartFrame>
  );
}
