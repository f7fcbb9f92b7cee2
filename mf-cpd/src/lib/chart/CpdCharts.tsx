import { arc } from 'd3-shape';
import { formatNumber, formatPercent } from '@portal/i18n';
import type { ChartData, CpdTargetMode } from '@portal/contracts/cpd';
import { formatDay } from '../format';
import { useText } from '../messages';
import { chartModel } from './chart-model';
import { chartMessages } from './messages';

const SIZE = 120;
const ring = arc<{ start: number; end: number }>()
  .innerRadius(SIZE / 2 - 14)
  .outerRadius(SIZE / 2 - 2)
  .startAngle((d) => d.start)
  .endAngle((d) => d.end);
const TURN = 2 * Math.PI;

/** One ring: the track, an optional lighter share (pending), and the value; a text beside it says the same. */
function Ring({ value, lighter, label }: { value: number; lighter?: number | undefined; label: string }) {
  return (
    <svg width={SIZE} height={SIZE} viewBox={`${-SIZE / 2} ${-SIZE / 2} ${SIZE} ${SIZE}`} role="img" aria-label={label} className="lp-cpd-chart__ring">
      <path d={ring({ start: 0, end: TURN }) ?? ''} className="lp-cpd-chart__track" />
      {lighter !== undefined && <path d={ring({ start: 0, end: (TURN * lighter) / 100 }) ?? ''} className="lp-cpd-chart__pending" />}
      <path d={ring({ start: 0, end: (TURN * value) / 100 }) ?? ''} className="lp-cpd-chart__value" />
      <text textAnchor="middle" dominantBaseline="central" className="lp-cpd-chart__label">
        {formatPercent(value / 100)}
      </text>
    </svg>
  );
}

/** The CPD progress and deadline charts (spec 3 §3, §9), drawn with d3's arc: acquired and pending against the target, time elapsed. */
export function CpdCharts({ data, mode }: { data: ChartData; mode: CpdTargetMode }) {
  const text = useText(chartMessages);
  // Every figure through @portal/i18n's formatters: the reader's digits, separators and units.
  const model = chartModel(data, mode, formatNumber);
  const amount = text(`cpd.progress.${mode}`, { acquired: model.acquired, target: model.target });
  const progress = text('cpd.chart.progress', { amount, percent: formatPercent(model.progress / 100, { maximumFractionDigits: 0 }) });
  const deadline = text('cpd.chart.deadline', { percent: formatPercent(model.elapsed / 100, { maximumFractionDigits: 0 }) });
  return (
    <div className="lp-cpd-chart">
      <figure>
        <Ring value={model.progress} lighter={model.withPending} label={progress} />
        <figcaption>
          <span>{progress}</span>
          {data.pending > 0 && <span>{text('cpd.chart.pending', { pending: model.pending })}</span>}
        </figcaption>
      </figure>
      <figure>
        <Ring value={model.elapsed} label={deadline} />
        <figcaption>
          <span>{deadline}</span>
          {data.deadline && <span>{text('cpd.chart.deadlineDate', { date: formatDay(data.deadline) })}</span>}
        </figcaption>
      </figure>
    </div>
  );
}
