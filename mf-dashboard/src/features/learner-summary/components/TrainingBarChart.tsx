import { scaleBand, scaleLinear } from 'd3-scale';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { formatNumber } from '@portal/i18n';
import { useDirection } from '../../../lib/direction';
import { useText } from '../../../lib/messages';
import { Widget } from '../../../lib/Widget';
import { statusCounts, TRAINING_STATUSES } from '../domain/training';
import { summaryMessages } from '../messages';

/** Spec 3 §9: the training bar chart is at most 120 px high. */
export const TRAINING_CHART_MAX_HEIGHT = 120;
const WIDTH = 280;
const LABEL_SPACE = 20;

/**
 * The training bar chart (spec 3 §2): one bar per status, drawn with d3-scale, the tallest 120 px. In
 * right-to-left languages the bars run from the right. The picture is hidden from assistive
 * technology; the same numbers are in the table below it (its text alternative).
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
  const height = TRAINING_CHART_MAX_HEIGHT + LABEL_SPACE;
  return (
    <Widget title={text('summary.chart.title')}>
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
              <rect className={`lp-chart__bar lp-chart__bar--${status}`} x={left} y={TRAINING_CHART_MAX_HEIGHT - barHeight} width={x.bandwidth()} height={barHeight} />
              <text x={left + x.bandwidth() / 2} y={height - 4} textAnchor="middle" fontSize="12">
                {formatNumber(counts[status])}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="lp-table lp-table--compact">
        <thead>
          <tr>
            <th scope="col">{text('summary.chart.status')}</th>
            <th scope="col">{text('summary.chart.count')}</th>
          </tr>
        </thead>
        <tbody>
          {TRAINING_STATUSES.map((status) => (
            <tr key={status}>
              <th scope="row">{text(`summary.status.${status}`)}</th>
              <td>{formatNumber(counts[status])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Widget>
  );
}
