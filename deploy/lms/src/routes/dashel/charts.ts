import { directionOf } from '@portal/contracts';
import {
  COMPLIANCE_STATUSES,
  TEAM_CHART_LABELS,
  compliancePercentage,
  loginAgoText,
  loginBarShare,
  loginChartUsers,
  type ComplianceCounts,
  type TeamChartLabels,
  type TeamUser,
} from '@portal/contracts/team';
import { escapeXml, svgDocument } from '../../lib/svg';

/*
 * POST /dashel/loginsvg and /dashel/gaugesvg (spec 3 §7): the team leader area's two charts drawn by
 * the LMS, for a report or an e-mail that embeds them, with the rules the portal's own charts use
 * (@portal/contracts/team): at most 10 members, the spec's time labels, bars as long as the login is
 * recent; the compliance percentage of compliant plus expiring soon. Numbers and times are in the
 * reader's locale (Arabic-Indic digits, right to left in Arabic); every name is escaped.
 */

const WIDTH = 480;
const ROW = 40;
const HEAD = 30;
const BAR = 12;

/** x of a point `fromStart` px from the reading start of a box `width` wide at `left`. */
const fromStart = (rtl: boolean, left: number, width: number, offset: number) => (rtl ? left + width - offset : left + offset);

export function loginChartSvg(members: readonly TeamUser[], now: Date, locale: string, labels: TeamChartLabels): string {
  const words = { ...TEAM_CHART_LABELS.logins, ...labels };
  const rtl = directionOf(locale) === 'rtl';
  const anchor = rtl ? 'end' : 'start';
  const shown = loginChartUsers(members);
  const height = HEAD + shown.length * ROW + 8;
  const rows = shown.map((member, index) => {
    const ago = member.lastLogin ? loginAgoText(member.lastLogin, now, locale) : words.never;
    const share = loginBarShare(member.lastLogin ? (now.getTime() - Date.parse(member.lastLogin)) / 1000 : null);
    const y = HEAD + index * ROW;
    const width = share === null ? 0 : share * WIDTH;
    const bar =
      share === null ? '' : `<rect class="bar" x="${(rtl ? WIDTH - width : 0).toFixed(1)}" y="${y + 18}" width="${width.toFixed(1)}" height="${BAR}" rx="2" fill="#1d5fa8"/>`;
    return {
      text: `${member.displayName}: ${ago}`,
      svg: [
        `<g class="member">`,
        `<text x="${fromStart(rtl, 0, WIDTH, 0)}" y="${y + 13}" font-size="13" text-anchor="${anchor}" fill="#1b1f24">${escapeXml(member.displayName)} · ${escapeXml(ago)}</text>`,
        bar,
        '</g>',
      ].join(''),
    };
  });
  const body = [
    `<text x="${fromStart(rtl, 0, WIDTH, 0)}" y="16" font-size="14" font-weight="bold" text-anchor="${anchor}" fill="#1b1f24">${escapeXml(words.title)}</text>`,
    `<text x="${fromStart(rtl, 0, WIDTH, 0)}" y="${height - 2}" font-size="11" text-anchor="${anchor}" fill="#444b53">${escapeXml(words.axis)}</text>`,
    ...rows.map((row) => row.svg),
  ].join('');
  return svgDocument({ width: WIDTH, height: height + 12, title: words.title, description: `${words.axis}. ${rows.map((row) => row.text).join('; ')}.`, rtl, body });
}

const RADIUS = 80;
const THICKNESS = 18;
const CENTRE = { x: 100, y: 100 };

/** A band of the half ring from the left end (share 0) to `share` of the way round (1: the right end). */
function arcPath(share: number): string {
  const point = (radius: number, s: number) => {
    const angle = Math.PI * (1 - s);
    return `${(CENTRE.x + radius * Math.cos(angle)).toFixed(2)} ${(CENTRE.y - radius * Math.sin(angle)).toFixed(2)}`;
  };
  const inner = RADIUS - THICKNESS;
  return `M ${point(RADIUS, 0)} A ${RADIUS} ${RADIUS} 0 0 1 ${point(RADIUS, share)} L ${point(inner, share)} A ${inner} ${inner} 0 0 0 ${point(inner, 0)} Z`;
}

const STATUS_COLOURS = { Compliant: '#1b5e20', ExpiringSoon: '#7a4a00', NonCompliant: '#a4161a' } as const;
const COUNT = { Compliant: 'compliantCount', ExpiringSoon: 'expiringSoonCount', NonCompliant: 'nonCompliantCount' } as const;

export function gaugeSvg(counts: ComplianceCounts, locale: string, labels: TeamChartLabels): string {
  const words = { ...TEAM_CHART_LABELS.gauge, ...labels };
  const rtl = directionOf(locale) === 'rtl';
  const number = new Intl.NumberFormat(locale);
  const percentage = compliancePercentage(counts);
  const figure = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percentage / 100);
  const legend = COMPLIANCE_STATUSES.map((status) => `${words[status]}: ${number.format(counts[COUNT[status]])}`);
  const width = 360;
  // The gauge sits at the reading start, its legend after it (right to left in Arabic, filling from the right).
  const gaugeX = rtl ? width - CENTRE.x * 2 : 0;
  const legendX = rtl ? width - CENTRE.x * 2 - 10 : CENTRE.x * 2 + 10;
  const gauge = [
    `<g transform="translate(${gaugeX} 0)">`,
    `<path d="${arcPath(1)}" fill="#e3e6ea"/>`,
    percentage > 0 ? `<path class="value" d="${arcPath(percentage / 100)}" fill="#1d5fa8"${rtl ? ` transform="translate(${CENTRE.x * 2} 0) scale(-1 1)"` : ''}/>` : '',
    `<text x="${CENTRE.x}" y="${CENTRE.y - 4}" font-size="22" font-weight="bold" text-anchor="middle" fill="#1b1f24">${escapeXml(figure)}</text>`,
    '</g>',
  ];
  const key = legend.map(
    (line, index) =>
      `<text x="${legendX}" y="${40 + index * 22}" font-size="13" text-anchor="${rtl ? 'end' : 'start'}" fill="${STATUS_COLOURS[COMPLIANCE_STATUSES[index]!]}">${escapeXml(line)}</text>`,
  );
  const drawing = [...gauge, ...key].join('');
  return svgDocument({ width, height: 120, title: words.title, description: `${figure}. ${legend.join(', ')}.`, rtl, body: drawing });
}
