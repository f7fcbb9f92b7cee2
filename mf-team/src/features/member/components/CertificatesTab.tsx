import { useId, useState } from 'react';
import { useApi } from '@portal/api-client';
import { CERTIFICATE_SORT_OPTIONS, sortCertificates, type CertificateSortOption, type CertificateStatsSummary } from '@portal/contracts/certificates';
import type { TeamCertificateRow, TeamMember } from '@portal/contracts/team';
import { formatDate, formatNumber, formatPercent, useLocale } from '@portal/i18n';
import { Button, messages } from '@portal/ui';
import { saveBlob } from '@portal/ui/download';
import { SelectField } from '@portal/ui/fields';
import { Table, type TableColumn } from '@portal/ui/table';
import { teamMessages, useText } from '../../../lib/messages';
import { getMemberCertificate } from '../api/get-member-certificate';
import { memberMessages } from '../messages';

const STAT_COLUMNS = ['valid', 'expiring', 'expired', 'notStarted'] as const;
const STAT_KINDS = ['complianceStats', 'achievementStats'] as const;
type StatKind = (typeof STAT_KINDS)[number];

/**
 * The certificate summary (spec 3 §3): whether the member holds every compliance certificate, whether
 * one expires within 30 days, and the compliance and other certifications by status.
 */
function CertificateSummaryView({ summary }: { summary: CertificateStatsSummary }) {
  const text = useText(memberMessages);
  const shared = useText(teamMessages);
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
      <Table
        caption={text('team.certificates.summary.table')}
        captionHidden
        columns={[
          { key: 'kind', header: shared('team.member.tabs.Certificates'), rowHeader: true, cell: (kind) => text(`team.certificates.summary.${kind}`) },
          ...STAT_COLUMNS.map((column) => ({
            key: column,
            header: text(`team.certificates.status.${column}`),
            align: 'end' as const,
            cell: (kind: StatKind) => formatNumber(summary[kind][column]),
          })),
        ]}
        rows={STAT_KINDS}
        rowKey={(kind) => kind}
      />
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
  const heading = useId();
  const rows = sortCertificates(member.activityDetails.certifications.rows, sort, locale);

  const download = async (certificate: TeamCertificateRow) => {
    try {
      saveBlob(await getMemberCertificate(api, scope, parentId, member.user.id, certificate.id), `${certificate.name}.pdf`);
    } catch {
      messages.error(text('team.certificates.downloadFailed'));
    }
  };

  const date = (value: string | null) => (value ? <time dateTime={value}>{formatDate(value)}</time> : null);
  const columns: TableColumn<TeamCertificateRow>[] = [
    { key: 'title', header: text('team.certificates.sort.Title'), rowHeader: true, cell: (certificate) => certificate.name },
    { key: 'awarded', header: text('team.certificates.sort.Awarded'), cell: (certificate) => date(certificate.timestamp) },
    { key: 'expires', header: text('team.certificates.sort.Expires'), cell: (certificate) => date(certificate.expiresOn) },
    {
      key: 'score',
      header: text('team.certificates.sort.Score'),
      // Certificate scores are 0–100 (spec 2 §3), shown to 2 decimals at most.
      cell: (certificate) => (certificate.score === null ? null : formatPercent(certificate.score / 100, { maximumFractionDigits: 2 })),
    },
    { key: 'status', header: text('team.certificates.status'), cell: (certificate) => text(`team.certificates.status.${certificate.status}`) },
    {
      key: 'action',
      header: shared('team.column.action'),
      cell: (certificate) => (
        <Button variant="secondary" onClick={() => void download(certificate)}>
          {text('team.certificates.download', { name: certificate.name })}
        </Button>
      ),
    },
  ];

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
      <section aria-labelledby={heading}>
        <h2 id={heading} className="lp-visually-hidden">
          {shared('team.member.tabs.Certificates')}
        </h2>
        <div className="lp-team__toolbar">
          <SelectField
            label={text('team.certificates.sort')}
            value={sort}
            onChange={(event) => setSort(event.target.value as CertificateSortOption)}
            options={CERTIFICATE_SORT_OPTIONS.map((each) => ({ value: each, label: text(`team.certificates.sort.${each}`) }))}
          />
        </div>
        <Table caption={shared('team.member.tabs.Certificates')} captionHidden columns={columns} rows={rows} rowKey={(certificate) => certificate.id} />
      </section>
    </>
  );
}
