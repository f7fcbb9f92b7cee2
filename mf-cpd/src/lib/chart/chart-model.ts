import { chartPercent, formatCpdAmount, type ChartData, type CpdTargetMode, type NumberFormatter } from '@portal/contracts/cpd';

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

/** The charts' figures; `format` writes the amounts in the reader's locale (@portal/i18n's formatNumber). */
export function chartModel(data: ChartData, mode: CpdTargetMode, format?: NumberFormatter): ChartModel {
  const progress = chartPercent(data.aquired, data.target);
  return {
    progress,
    withPending: Math.max(progress, chartPercent(data.aquired + data.pending, data.target)),
    elapsed: chartPercent(data.elapsed, data.duration),
    acquired: formatCpdAmount(mode, data.aquired, format),
    pending: formatCpdAmount(mode, data.pending, format),
    target: formatCpdAmount(mode, data.target, format),
  };
}
