import { chartPercent, formatCpdAmount, type ChartData, type CpdTargetMode } from '@portal/contracts/cpd';

/**
 * /almanac/Chart/{token}/{id}/{name}.svg (spec 3 §7): the period's progress or deadline chart as
 * an SVG image for places that cannot run the portal's script (e-mails, other pages). Percentages
 * clamped 0–100, time targets in hours and minutes (spec 3 §9).
 */
export const CHART_NAMES = ['progress', 'deadline'] as const;
export type ChartName = (typeof CHART_NAMES)[number];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The portal's words for an amount of the period's unit (mf-cpd's cpd.progress.* in en-GB), through the contracts' one format. */
function amount(mode: CpdTargetMode, acquired: number, target: number): string {
  const unit = mode === 'credits' ? ' credits' : mode === 'reflections' ? ' reflections' : '';
  return `${formatCpdAmount(mode, acquired)} of ${formatCpdAmount(mode, target)}${unit}`;
}

export function chartSvg(name: ChartName, data: ChartData, mode: CpdTargetMode): string {
  const percent = name === 'progress' ? chartPercent(data.aquired, data.target) : chartPercent(data.elapsed, data.duration);
  const pending = name === 'progress' ? Math.max(percent, chartPercent(data.aquired + data.pending, data.target)) : percent;
  const label =
    name === 'progress'
      ? `Progress: ${amount(mode, data.aquired, data.target)} (${Math.round(percent)}%)`
      : `Time elapsed: ${Math.round(percent)}% of the period${data.deadline ? `, deadline ${data.deadline.slice(0, 10)}` : ''}`;
  const width = 300;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<rect x="0" y="0" width="${width}" height="16" rx="4" fill="#e3e6ea"/>`,
    `<rect x="0" y="0" width="${((width * pending) / 100).toFixed(1)}" height="16" rx="4" fill="#9cc3e6"/>`,
    `<rect x="0" y="0" width="${((width * percent) / 100).toFixed(1)}" height="16" rx="4" fill="#1d5f99"/>`,
    `<text x="0" y="38" font-family="sans-serif" font-size="13" fill="#1b1f24">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}
