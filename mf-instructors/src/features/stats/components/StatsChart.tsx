import { scaleBand, scaleLinear } from 'd3-scale';
import { INSTRUCTOR_BAR_CHART_MAX_HEIGHT, type InstructorStats } from '@portal/contracts/instructors';
import { directionOf, formatNumber, useLocale } from '@portal/i18n';
import { useText } from '../../../lib/messages';
import { statsMessages } from '../messages';

const WIDTH = 280;
/** Room above the tallest bar for its number, and below the axis for the measure's name. */
const VALUE_SPACE = 18;
const LABEL_SPACE = 22;

/**
 * The statistics of the last 3 months (spec 3 §3, §9): three bars drawn with d3's scales, the tallest
 * at most 150 px, each named on the category axis and topped by its number, laid out from the reading
 * start (right to left in Arabic). The table beside it, captioned with the chart's title, holds the
 * same numbers for assistive technology, which skips the picture.
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
  const title = text('instructors.stats.title');

  return (
    <section aria-labelledby="instructors-stats-heading">
      <h2 id="instructors-stats-heading">{title}</h2>
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
      <div className="lp-instructors__table-wrap">
        <table className="lp-instructors__table">
          <caption className="lp-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{text('instructors.stats.measure')}</th>
              <th scope="col">{text('instructors.stats.value')}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{text(`instructors.stats.${bar.key}`)}</th>
                <td>{formatNumber(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
