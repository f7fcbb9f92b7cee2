import { useId, useState } from 'react';
import { useApi } from '@portal/api-client';
import { CERTIFICATE_SORT_OPTIONS, sortCertificates, type CertificateSortOption } from '@portal/contracts/certificates';
import type { TeamCertificateRow, TeamMember } from '@portal/contracts/team';
import { formatPercent, useTranslation } from '@portal/i18n';
import { Button, messages } from '@portal/ui';
import { saveBlob } from '@portal/ui/download';
import { downloadCertificate } from '../../../api/team';
import { formatDay } from '../../../lib/format';
import { TableScroll } from '../../../lib/components/TableScroll';
import { teamMessages, useText } from '../../../lib/messages';

/**
 * The Certificates tab (spec 3 "Team leader area", the default): the member's certificates, sorted by
 * Awarded, Expires, Score or Title (the certificates' own sort), each with its status, downloadable by
 * the leader.
 */
export function CertificatesTab({ member, scope }: { member: TeamMember; scope: string }) {
  const text = useText(teamMessages);
  const { i18n } = useTranslation();
  const api = useApi();
  const sortId = useId();
  const [sort, setSort] = useState<CertificateSortOption>('Awarded');
  const rows = sortCertificates(member.activityDetails.certifications.rows, sort, i18n.language);

  const download = async (certificate: TeamCertificateRow) => {
    try {
      saveBlob(await downloadCertificate(api, scope, member.user.id, certificate.id), `${certificate.name}.pdf`);
    } catch {
      messages.error(text('team.certificates.downloadFailed'));
    }
  };

  if (rows.length === 0) return <p>{text('team.certificates.none')}</p>;
  return (
    <section>
      <h2 className="lp-visually-hidden">{text('team.member.tabs.Certificates')}</h2>
      <div className="lp-team__toolbar">
        <div className="lp-field">
          <label htmlFor={sortId} className="lp-field__label">
            {text('team.certificates.sort')}
          </label>
          <select id={sortId} className="lp-field__input" value={sort} onChange={(event) => setSort(event.target.value as CertificateSortOption)}>
            {CERTIFICATE_SORT_OPTIONS.map((each) => (
              <option key={each} value={each}>
                {text(`team.certificates.sort.${each}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TableScroll label={text('team.member.tabs.Certificates')}>
        <table className="lp-team__table">
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
                  <td>{certificate.timestamp ? <time dateTime={certificate.timestamp}>{formatDay(certificate.timestamp, i18n.language)}</time> : null}</td>
                  <td>{certificate.expiresOn ? <time dateTime={certificate.expiresOn}>{formatDay(certificate.expiresOn, i18n.language)}</time> : null}</td>
                  <td>{score === null ? null : formatPercent(score / 100, { maximumFractionDigits: 2 })}</td>
                  <td>{text(`team.certificates.status.${certificate.status}`)}</td>
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
  );
}
