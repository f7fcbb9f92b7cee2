import { scaleBand, scaleLinear } from 'd3-scale';
import { INSTRUCTOR_BAR_CHART_MAX_HEIGHT, INSTRUCTOR_STATS_MONTHS, type InstructorStats } from '@portal/contracts/instructors';
import { directionOf, formatNumber, useLocale } from '@portal/i18n';
import { ChartFrame } from '@portal/ui/chart-frame';
import { useText } from '../../../lib/messages';
import { statsMessages } from '../messages';

const WIDTH = 280;
/** Room above the tallest bar for its number, and below the axis for the measure's name. */
const VALUE_SPACE = 18;
const LABEL_SPACE = 22;

/**
 * The statistics of the last 3 months (spec 3 §3, §9): three bars drawn with d3's scales, the tallest
 * at most 150 px, each named on the category axis and topped by its number, laid out from the reading
 * start (right to left in Arabic). It sits in @portal/ui's ChartFrame: the title, the axes' names and
 * the same numbers as a table on request (the picture itself is hidden from assistive technology).
 */
export function StatsChart({ stats }: { stats: InstructorStats }) {
  const text = useText(statsMessages);
  const rtl = directionOf(useLocale()) === 'rtl';
  const bars = stats.bar_chart;
  const x = scaleBand<string>()
    .domain(bars.map((bar) => bar.key))
    .range(rtl ? [WIDTH, 0] : [0, WIDTH])
    .padding(0.3);
  const y = scaleLinear()
    .domain([0, Math.max(1, ...bars.map((bar) => bar.value))])
    .range([0, INSTRUCTOR_BAR_CHART_MAX_HEIGHT]);
  const axis = VALUE_SPACE + INSTRUCTOR_BAR_CHART_MAX_HEIGHT;
  const height = axis + LABEL_SPACE;
  // The month count in the locale's digits (Arabic-Indic in ar-SA), not a 3 written into each translation.
  const title = text('instructors.stats.title', { months: formatNumber(INSTRUCTOR_STATS_MONTHS) });

  return (
    <ChartFrame
      title={title}
      headingLevel={2}
      xAxisLabel={text('instructors.stats.measure')}
      yAxisLabel={text('instructors.stats.value')}
      table={{
        columns: [text('instructors.stats.measure'), text('instructors.stats.value')],
        rows: bars.map((bar) => [text(`instructors.stats.${bar.key}`), formatNumber(bar.value)]),
      }}
    >
      <svg className="lp-instructors__chart" viewBox={`0 0 ${WIDTH} ${height}`} width={WIDTH} height={height} aria-hidden="true" focusable="false">
        {bars.map((bar) => {
          const barHeight = y(bar.value);
          const middle = (x(bar.key) ?? 0) + x.bandwidth() / 2;
          return (
            <g key={bar.key} data-testid={`bar-${bar.key}`}>
              <rect x={x(bar.key)} y={axis - barHeight} width={x.bandwidth()} height={barHeight} />
              <text x={middle} y={axis - barHeight - 4} textAnchor="middle" fontSize="12">
                {formatNumber(bar.value)}
              </text>
              <text x={middle} y={height - 4} textAnchor="middle" fontSize="12">
                {text(`instructors.stats.${bar.key}`)}
              </text>
            </g>
          );
        })}
        <line className="lp-instructors__chart-axis" x1={0} x2={WIDTH} y1={axis} y2={axis} />
      </svg>
    </ChartFrame>
  );
}
