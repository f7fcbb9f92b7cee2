import { useState } from 'react';
import { useApi } from '@portal/api-client';
import { CERTIFICATE_SORT_OPTIONS, sortCertificates, type CertificateSortOption, type CertificateStatsSummary } from '@portal/contracts/certificates';
import type { TeamCertificateRow, TeamMember } from '@portal/contracts/team';
import { formatDate, formatNumber, formatPercent, useLocale } from '@portal/i18n';
import { Button, messages } from '@portal/ui';
import { saveBlob } from '@portal/ui/download';
import { SelectField } from '@portal/ui/fields';
import { TableScroll } from '../../../lib/components/TableScroll';
import { teamMessages, useText } from '../../../lib/messages';
import { getMemberCertificate } from '../api/get-member-certificate';
import { memberMessages } from '../messages';

const STAT_COLUMNS = ['valid', 'expiring', 'expired', 'notStarted'] as const;

/**
 * The certificate summary (spec 3 §3): whether the member holds every compliance certificate, whether
 * one expires within 30 days, and the compliance and other certifications by status.
 */
function CertificateSummaryView({ summary }: { summary: CertificateStatsSummary }) {
  const text = useText(memberMessages);
  const status = !summary.hasCompliance
    ? 'team.certificates.summary.noCompliance'
    : summary.isCompliant
      ? 'team.certificates.summary.compliant'
      : 'team.certificates.summary.notCompliant';
  return (
    <section aria-labelledby="team-certificate-summary" className="lp-team__certificate-summary">
      <h2 id="team-certificate-summary">{text('team.certificates.summary.heading')}</h2>
      <p>{text(status)}</p>
      {summary.complianceExpiresInThirtyDays && <p className="lp-team__warning">{text('team.certificates.summary.expiring')}</p>}
      <TableScroll label={text('team.certificates.summary.table')}>
        <table className="lp-team__table">
          <thead>
            <tr>
              <td />
              {STAT_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {text(`team.certificates.status.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(['complianceStats', 'achievementStats'] as const).map((kind) => (
              <tr key={kind}>
                <th scope="row">{text(`team.certificates.summary.${kind}`)}</th>
                {STAT_COLUMNS.map((column) => (
                  <td key={column}>{formatNumber(summary[kind][column])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

/**
 * The Certificates tab (spec 3 "Team leader area", the default): the certificate summary, then the
 * member's certificates, sorted by Awarded, Expires, Score or Title (the certificates' own sort), each
 * with its status, downloadable by the leader through the team's own call.
 */
export function CertificatesTab({ member, scope, parentId }: { member: TeamMember; scope: string; parentId: string }) {
  const text = useText(memberMessages);
  const shared = useText(teamMessages);
  const locale = useLocale();
  const api = useApi();
  const [sort, setSort] = useState<CertificateSortOption>('Awarded');
  const rows = sortCertificates(member.activityDetails.certifications.rows, sort, locale);

  const download = async (certificate: TeamCertificateRow) => {
    try {
      saveBlob(await getMemberCertificate(api, scope, parentId, member.user.id, certificate.id), `${certificate.name}.pdf`);
    } catch {
      messages.error(text('team.certificates.downloadFailed'));
    }
  };

  const summary = <CertificateSummaryView summary={member.activityDetails.certifications.summary} />;
  if (rows.length === 0)
    return (
      <>
        {summary}
        <p>{text('team.certificates.none')}</p>
      </>
    );
  return (
    <>
      {summary}
      <section>
        <h2 className="lp-visually-hidden">{shared('team.member.tabs.Certificates')}</h2>
        <div className="lp-team__toolbar">
          <SelectField
            label={text('team.certificates.sort')}
            value={sort}
            onChange={(event) => setSort(event.target.value as CertificateSortOption)}
            options={CERTIFICATE_SORT_OPTIONS.map((each) => ({ value: each, label: text(`team.certificates.sort.${each}`) }))}
          />
        </div>
        <TableScroll label={shared('team.member.tabs.Certificates')}>
          <table className="lp-team__table lp-table-stack">
            <thead>
              <tr>
                <th scope="col">{text('team.certificates.sort.Title')}</th>
                <th scope="col">{text('team.certificates.sort.Awarded')}</th>
                <th scope="col">{text('team.certificates.sort.Expires')}</th>
                <th scope="col">{text('team.certificates.sort.Score')}</th>
                <th scope="col">{text('team.certificates.status')}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {rows.map((certificate) => {
                // Certificate scores are 0–100 (spec 2 §3), shown to 2 decimals at most.
                const score = certificate.score;
                return (
                  <tr key={certificate.id}>
                    <th scope="row">{certificate.name}</th>
                    <td data-label={text('team.certificates.sort.Awarded')}>
                      {certificate.timestamp ? <time dateTime={certificate.timestamp}>{formatDate(certificate.timestamp)}</time> : null}
                    </td>
                    <td data-label={text('team.certificates.sort.Expires')}>
                      {certificate.expiresOn ? <time dateTime={certificate.expiresOn}>{formatDate(certificate.expiresOn)}</time> : null}
                    </td>
                    <td data-label={text('team.certificates.sort.Score')}>{score === null ? null : formatPercent(score / 100, { maximumFractionDigits: 2 })}</td>
                    <td data-label={text('team.certificates.status')}>{text(`team.certificates.status.${certificate.status}`)}</td>
                    <td>
                      <Button variant="secondary" onClick={() => void download(certificate)}>
                        {text('team.certificates.download', { name: certificate.name })}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </>
  );
}
