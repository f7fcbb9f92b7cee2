import type { Certificate } from '@portal/contracts/certificates';
import { formatDate, formatPercent } from '@portal/i18n';
import { useSession } from '@portal/session';
import { Button, Dialog } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { certificateDownloadHref } from '@portal/query/certificates';
import { certificateMessages } from '../messages';

/** The certificate history dialog (spec 3 §2): a certification's older certificates, newest first, each downloadable. */
export function CertificateHistoryDialog({ name, certificates, onClose }: { name: string; certificates: readonly Certificate[]; onClose(): void }) {
  const text = useText(certificateMessages);
  const scope = useSession((state) => state.scope) ?? '';
  const ordered = [...certificates].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  return (
    <Dialog title={text('certificates.history.title', { name })} onClose={onClose}>
      <table className="lp-table">
        <thead>
          <tr>
            <th scope="col">{text('certificates.awarded')}</th>
            <th scope="col">{text('certificates.expires')}</th>
            <th scope="col">{text('certificates.score')}</th>
            <th scope="col">
              <span className="lp-visually-hidden">{text('certificates.download')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((certificate) => (
            <tr key={certificate.id}>
              <th scope="row">{formatDate(certificate.timestamp, { dateStyle: 'long' })}</th>
              <td>{certificate.expiresOn ? formatDate(certificate.expiresOn, { dateStyle: 'long' }) : text('certificates.neverExpires')}</td>
              <td>{certificate.score === null ? '' : formatPercent(certificate.score / 100, { maximumFractionDigits: 2 })}</td>
              <td>
                <a href={certificateDownloadHref(scope, certificate.id)} download>
                  {text('certificates.download')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="lp-certificates__actions">
        <Button type="button" variant="secondary" onClick={onClose}>
          {text('certificates.close')}
        </Button>
      </div>
    </Dialog>
  );
}
