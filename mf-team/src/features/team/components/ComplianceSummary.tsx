import { arc } from 'd3-shape';
import { COMPLIANCE_STATUSES, compliancePercentage, type ComplianceSummary } from '@portal/contracts/team';
import { formatNumber, formatPercent } from '@portal/i18n';
import { ChartFrame } from '@portal/ui/chart-frame';
import { teamMessages, useText } from '../../../lib/messages';
import { teamViewMessages } from '../messages';
import { ChartDownload } from './ChartDownload';
import { ComplianceStatusPill } from '../../../lib/components/ComplianceStatusPill';

const RADIUS = 80;
const THICKNESS = 18;
const HALF = Math.PI / 2;

const COUNT = { Compliant: 'compliantCount', ExpiringSoon: 'expiringSoonCount', NonCompliant: 'nonCompliantCount' } as const;

/** Each status's colour in the gauge and its legend: the tones of its status pill. */
const COLOUR = { Compliant: 'var(--lp-colour-success)', ExpiringSoon: 'var(--lp-colour-warning)', NonCompliant: 'var(--lp-colour-surface-muted)' } as const;

/**
 * The compliance summary (spec 3 §3, §9): compliant, expiring soon and non-compliant members, and the
 * percentage that counts compliant plus expiring soon (2 decimals) as a half-circle gauge drawn with
 * d3-shape, in @portal/ui's ChartFrame: its title, the percentage as a sentence, a legend of the
 * gauge's colours, and the counts as a table on request (the gauge itself is hidden from assistive
 * technology).
 */
export function ComplianceSummaryView({ summary, teamId }: { summary: ComplianceSummary; teamId: string }) {
  const text = useText(teamViewMessages);
  const shared = useText(teamMessages);
  const percentage = compliancePercentage(summary);
  const shape = arc<{ startAngle: number; endAngle: number }>()
    .innerRadius(RADIUS - THICKNESS)
    .outerRadius(RADIUS)
    .startAngle((d) => d.startAngle)
    .endAngle((d) => d.endAngle);
  const total = summary.compliantCount + summary.expiringSoonCount + summary.nonCompliantCount;
  const angleOf = (count: number) => (total === 0 ? 0 : (Math.PI * count) / total);
  // Compliant from the start, expiring soon after it; together they end at the percentage, the rest is the track.
  const compliantEnd = -HALF + angleOf(summary.compliantCount);
  const expiringEnd = compliantEnd + angleOf(summary.expiringSoonCount);
  const track = shape({ startAngle: -HALF, endAngle: HALF }) ?? '';
  const compliant = shape({ startAngle: -HALF, endAngle: compliantEnd }) ?? '';
  const expiring = shape({ startAngle: compliantEnd, endAngle: expiringEnd }) ?? '';
  const formatted = formatPercent(percentage / 100, { maximumFractionDigits: 2 });
  const title = text('team.summary.heading');

  return (
    <div className="lp-team__chart">
      <ChartFrame
        title={title}
        headingLevel={2}
        description={text('team.summary.percentage', { percentage: formatted })}
        legend={COMPLIANCE_STATUSES.map((status) => ({ label: shared(`team.status.${status}`), colour: COLOUR[status] }))}
        table={{
          columns: [text('team.summary.status'), text('team.summary.members')],
          rows: COMPLIANCE_STATUSES.map((status) => [
            <ComplianceStatusPill key={status} status={status}>
              {shared(`team.status.${status}`)}
            </ComplianceStatusPill>,
            formatNumber(summary[COUNT[status]]),
          ]),
        }}
      >
        <div className="lp-team__gauge">
          {/* Mirrored in right-to-left languages by team.css, so the gauge fills from the reading start. */}
          <svg viewBox={`${-RADIUS} ${-RADIUS} ${RADIUS * 2} ${RADIUS}`} width={RADIUS * 2} height={RADIUS} aria-hidden="true" focusable="false">
            <path d={track} style={{ fill: COLOUR.NonCompliant }} />
            <path d={compliant} style={{ fill: COLOUR.Compliant }} data-testid="gauge-compliant" />
            <path d={expiring} style={{ fill: COLOUR.ExpiringSoon }} data-testid="gauge-expiring" />
          </svg>
          <p className="lp-team__gauge-figure" aria-hidden="true">
            {formatted}
          </p>
        </div>
      </ChartFrame>
      <ChartDownload
        chart="gaugesvg"
        teamId={teamId}
        label="team.summary.download"
        fileName="compliance.svg"
        labels={{
          title,
          Compliant: shared('team.status.Compliant'),
          ExpiringSoon: shared('team.status.ExpiringSoon'),
          NonCompliant: shared('team.status.NonCompliant'),
        }}
      />
    </div>
  );
}
