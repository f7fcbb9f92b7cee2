import { scaleBand, scaleQuantize } from 'd3-scale';
import type { UserEvent } from '@portal/contracts/dashboard';
import { formatDate, formatNumber } from '@portal/i18n';
import { useDirection } from '../../../lib/direction';
import { useText } from '../../../lib/messages';
import { Widget } from '../../../lib/Widget';
import { countByDay, DAYS_PER_WEEK, heatmapMonthColumns, heatmapWeeks, HEATMAP_WEEKS, LABELLED_WEEKDAYS } from '../domain/heatmap';
import { summaryMessages } from '../messages';

const LONG_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

const CELL = 12;
const GAP = 2;
/** Room for the day labels beside the grid and the month labels above it. */
const DAY_LABELS = 48;
const MONTH_LABELS = 14;
/**
 * The shades, none to most: the theme's muted surface, then the primary colour mixed into the card's
 * surface, so they follow the light and the dark theme (and a tenant's brand).
 */
const LEVELS = [
  'var(--lp-colour-surface-muted)',
  'color-mix(in srgb, var(--lp-colour-primary) 25%, var(--lp-colour-surface))',
  'color-mix(in srgb, var(--lp-colour-primary) 50%, var(--lp-colour-surface))',
  'color-mix(in srgb, var(--lp-colour-primary) 75%, var(--lp-colour-surface))',
  'var(--lp-colour-primary)',
];

/**
 * The activity heatmap (spec 3 §2): 26 week columns of 7 days (Monday at the top), from about 6 months
 * back to this week, each day shaded by how many events the user had (d3-scale), the months named
 * above their first week and Monday, Wednesday and Friday beside their rows. In right-to-left
 * languages the weeks run from the right. The picture is hidden from assistive technology; its text
 * alternative is the total and the busiest day beside it.
 */
export default function ActivityHeatmap({ events, now }: { events: readonly UserEvent[]; now: Date }) {
  const text = useText(summaryMessages);
  const direction = useDirection();
  const weeks = heatmapWeeks(now, countByDay(events.map((event) => event.occurredon)));
  const days = weeks.flat().filter((day) => !day.future);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce<(typeof days)[number] | undefined>((best, day) => (day.count > (best?.count ?? 0) ? day : best), undefined);
  const rtl = direction === 'rtl';
  const grid = HEATMAP_WEEKS * (CELL + GAP);
  const width = grid + DAY_LABELS;
  const height = MONTH_LABELS + DAYS_PER_WEEK * (CELL + GAP);
  // The day labels sit at the inline start (the right in Arabic), the months above their first week.
  const x = scaleBand<number>()
    .domain(weeks.map((_, index) => index))
    .range(rtl ? [grid, 0] : [DAY_LABELS, width])
    .paddingInner(GAP / (CELL + GAP));
  const y = scaleBand<number>()
    .domain([0, 1, 2, 3, 4, 5, 6])
    .range([MONTH_LABELS, height])
    .paddingInner(GAP / (CELL + GAP));
  const level = scaleQuantize<string>()
    .domain([1, Math.max(4, busiest?.count ?? 1)])
    .range(LEVELS.slice(1));

  return (
    <Widget title={text('summary.heatmap.title')} className="lp-heatmap">
      <p>{text('summary.heatmap.total', { weeks: formatNumber(HEATMAP_WEEKS), count: formatNumber(total) })}</p>
      {busiest && <p>{text('summary.heatmap.busiest', { date: formatDate(busiest.date, LONG_DAY), count: formatNumber(busiest.count) })}</p>}
      {/* Scaled down to fit a narrow screen rather than scrolled (a scrolling region needs keyboard access). */}
      <div className="lp-heatmap__frame">
        <svg
          className="lp-heatmap__svg"
          viewBox={`0 0 ${width} ${height}`}
          style={{ maxInlineSize: width }}
          direction="ltr"
          aria-hidden="true"
          focusable="false"
          data-testid="activity-heatmap"
        >
          {heatmapMonthColumns(weeks).map(({ column, date: first }) => (
            <text key={`month-${column}`} className="lp-heatmap__label" x={rtl ? x(column)! + x.bandwidth() : x(column)} y={MONTH_LABELS - 4} textAnchor={rtl ? 'end' : 'start'}>
              {formatDate(first, { month: 'short' })}
            </text>
          ))}
          {LABELLED_WEEKDAYS.map((row) => (
            <text
              key={`day-${row}`}
              className="lp-heatmap__label"
              x={rtl ? grid + 4 : DAY_LABELS - 4}
              y={y(row)! + y.bandwidth() / 2}
              dominantBaseline="central"
              textAnchor={rtl ? 'start' : 'end'}
            >
              {formatDate(weeks[0]![row]!.date, { weekday: 'short' })}
            </text>
          ))}
          {weeks.map((week, column) => (
            <g key={week[0]!.key} className="lp-heatmap__week" data-week={column}>
              {week.map((day, row) => (
                <rect
                  key={day.key}
                  x={x(column)}
                  y={y(row)}
                  width={x.bandwidth()}
                  height={y.bandwidth()}
                  rx={2}
                  // A style, not the fill attribute: a presentation attribute takes no custom property.
                  style={{ fill: day.future ? 'transparent' : day.count === 0 ? LEVELS[0] : level(day.count) }}
                >
                  <title>{text('summary.heatmap.day', { date: formatDate(day.date, LONG_DAY), count: formatNumber(day.count) })}</title>
                </rect>
              ))}
            </g>
          ))}
        </svg>
      </div>
      <p className="lp-heatmap__legend" aria-hidden="true">
        <span>{text('summary.heatmap.less')}</span>
        {LEVELS.map((colour) => (
          <span key={colour} className="lp-heatmap__swatch" style={{ background: colour }} />
        ))}
        <span>{text('summary.heatmap.more')}</span>
      </p>
    </Widget>
  );
}
