import { chartPercent, formatCredits, fromMinutes, type ChartData, type CpdTargetMode } from '@portal/contracts/cpd';

/** What the two charts show (spec 3 §3 chart data, §9): percentages clamped 0–100, amounts in the period's unit. */
export interface ChartModel {
  /** Acquired against the target, 0–100. */
  progress: number;
  /** Acquired plus pending drafts against the target, 0–100 (never below progress). */
  withPending: number;
  /** Time elapsed against the period's duration, 0–100. */
  elapsed: number;
  acquired: string;
  pending: string;
  target: string;
}

/** An amount in the period's unit: credits to two decimals, time as hours and minutes (spec 3 §9), reflections counted. */
export function formatAmount(mode: CpdTargetMode, value: number): string {
  if (mode === 'time') {
    const { hours, minutes } = fromMinutes(value);
    return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  }
  return mode === 'credits' ? formatCredits(value) : String(Math.round(value));
}

export function chartModel(data: ChartData, mode: CpdTargetMode): ChartModel {
  const progress = chartPercent(data.aquired, data.target);
  return {
    progress,
    withPending: Math.max(progress, chartPercent(data.aquired + data.pending, data.target)),
    elapsed: chartPercent(data.elapsed, data.duration),
    acquired: formatAmount(mode, data.aquired),
    pending: formatAmount(mode, data.pending),
    target: formatAmount(mode, data.target),
  };
}
