import { scaleBand, scaleLinear } from 'd3-scale';
import { INSTRUCTOR_BAR_CHART_MAX_HEIGHT, type InstructorStats } from '@portal/contracts/instructors';
import { instructorsMessages, useText } from '../../../lib/messages';

const WIDTH = 240;
const LABEL_SPACE = 20;

/**
 * The statistics of the last 3 months (spec 3 §3, §9): three bars drawn with d3's scales, the tallest
 * at most 150 px. The picture is decoration for sighted users; the same numbers are in the table
 * beside it, which is what assistive technology reads.
 */
export function StatsChart({ stats }: { stats: InstructorStats }) {
  const text = useText(instructorsMessages);
  const bars = stats.bar_chart;
  const x = scaleBand<string>()
    .domain(bars.map((bar) => bar.key))
    .range([0, WIDTH])
    .padding(0.3);
  const y = scaleLinear()
    .domain([0, Math.max(1, ...bars.map((bar) => bar.value))])
    .range([0, INSTRUCTOR_BAR_CHART_MAX_HEIGHT]);
  const height = INSTRUCTOR_BAR_CHART_MAX_HEIGHT + LABEL_SPACE;

  return (
    <section aria-labelledby="instructors-stats-heading">
      <h2 id="instructors-stats-heading">{text('instructors.stats.title')}</h2>
      <svg className="lp-instructors__chart" viewBox={`0 0 ${WIDTH} ${height}`} width={WIDTH} height={height} aria-hidden="true" focusable="false">
        {bars.map((bar) => {
          const barHeight = y(bar.value);
          return (
            <g key={bar.key} data-testid={`bar-${bar.key}`}>
              <rect x={x(bar.key)} y={INSTRUCTOR_BAR_CHART_MAX_HEIGHT - barHeight} width={x.bandwidth()} height={barHeight} />
              <text x={(x(bar.key) ?? 0) + x.bandwidth() / 2} y={height - 4} textAnchor="middle" fontSize="12">
                {bar.value}
              </text>
            </g>
          );
        })}
      </svg>
      <div className="lp-instructors__table-wrap">
        <table className="lp-instructors__table">
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
                <td>{bar.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
