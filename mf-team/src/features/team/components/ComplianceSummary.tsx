import { arc } from 'd3-shape';
import { COMPLIANCE_STATUSES, compliancePercentage, type ComplianceSummary } from '@portal/contracts/team';
import { formatNumber, formatPercent } from '@portal/i18n';
import { teamMessages, useText } from '../../../lib/messages';
import { teamViewMessages } from '../messages';
import { ChartDownload } from './ChartDownload';

const RADIUS = 80;
const THICKNESS = 18;
const HALF = Math.PI / 2;

const COUNT = { Compliant: 'compliantCount', ExpiringSoon: 'expiringSoonCount', NonCompliant: 'nonCompliantCount' } as const;

/**
 * The compliance summary (spec 3 §3, §9): compliant, expiring soon and non-compliant members, and the
 * percentage that counts compliant plus expiring soon (2 decimals) as a half-circle gauge drawn with
 * d3-shape. The gauge is decoration; the sentence and the table say the same to everyone.
 */
export function ComplianceSummaryView({ summary, teamId }: { summary: ComplianceSummary; teamId: string }) {
  const text = useText(teamViewMessages);
  const shared = useText(teamMessages);
  const percentage = compliancePercentage(summary);
  const shape = arc<{ endAngle: number }>()
    .innerRadius(RADIUS - THICKNESS)
    .outerRadius(RADIUS)
    .startAngle(-HALF)
    .endAngle((d) => d.endAngle);
  const track = shape({ endAngle: HALF }) ?? '';
  const value = shape({ endAngle: -HALF + Math.PI * (percentage / 100) }) ?? '';
  const formatted = formatPercent(percentage / 100, { maximumFractionDigits: 2 });

  return (
    <section aria-labelledby="team-compliance-heading">
      <h2 id="team-compliance-heading">{text('team.summary.heading')}</h2>
      <div className="lp-team__gauge">
        {/* Mirrored in right-to-left languages by team.css, so the gauge fills from the reading start. */}
        <svg viewBox={`${-RADIUS} ${-RADIUS} ${RADIUS * 2} ${RADIUS}`} width={RADIUS * 2} height={RADIUS} aria-hidden="true" focusable="false">
          <path d={track} className="lp-team__gauge-track" />
          <path d={value} className="lp-team__gauge-value" data-testid="gauge-value" />
        </svg>
        <p className="lp-team__gauge-figure" aria-hidden="true">
          {formatted}
        </p>
      </div>
      <p>{text('team.summary.percentage', { percentage: formatted })}</p>
      <div className="lp-team__table-wrap">
        <table className="lp-team__table">
          <caption className="lp-visually-hidden">{text('team.summary.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{text('team.summary.status')}</th>
              <th scope="col">{text('team.summary.members')}</th>
            </tr>
          </thead>
          <tbody>
            {COMPLIANCE_STATUSES.map((status) => (
              <tr key={status}>
                <th scope="row">
                  <span className={`lp-team__status lp-team__status--${status}`}>{shared(`team.status.${status}`)}</span>
                </th>
                <td>{formatNumber(summary[COUNT[status]])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ChartDownload
        chart="gaugesvg"
        teamId={teamId}
        label="team.summary.download"
        fileName="compliance.svg"
        labels={{
          title: text('team.summary.heading'),
          Compliant: shared('team.status.Compliant'),
          ExpiringSoon: shared('team.status.ExpiringSoon'),
          NonCompliant: shared('team.status.NonCompliant'),
        }}
      />
    </section>
  );
}
