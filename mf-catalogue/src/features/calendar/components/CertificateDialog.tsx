import { useCallback, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { certificateStatus, renewalAction, type Certificate } from '@portal/contracts/certificates';
import { formatDate, formatNumber } from '@portal/i18n';
import { Button, Dialog, messages } from '@portal/ui';
import { useSession } from '@portal/session';
import { itemPagePath } from '../../../lib/learning/item-page';
import { learningMessages } from '../../../lib/learning/messages';
import { useText } from '../../../lib/messages';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { paths } from '../../../paths';
import { certificateDownloadHref, useRenewCertificate } from '@portal/query/certificates';
import { certificateMessages } from '../messages';
import './certificates.css';

export interface CertificateDialogProps {
  certificate: Certificate;
  onClose(): void;
}

const day = (iso: string) => formatDate(iso, { dateStyle: 'long' });

/**
 * The certificate expiry and renewal modal (spec 2 §2, §4): the certificate's dates and status, Renew
 * (start_renewal, 1 second, then the item; General.Failure when it fails) and the PDF download.
 */
export function CertificateDialog({ certificate, onClose }: CertificateDialogProps) {
  const text = useText(certificateMessages);
  const learningText = useText(learningMessages);
  const navigate = useNavigate();
  const scope = useSession((state) => state.scope) ?? '';
  const { index } = useCatalogueIndex();
  const noticeId = useId();
  const status = certificateStatus(certificate, new Date());
  const action = renewalAction(certificate);
  const openItem = useCallback(
    (itemId: string) => {
      const item = index?.byId.get(itemId);
      onClose();
      navigate(item ? itemPagePath(item) : paths.landingPage.href(itemId));
    },
    [index, onClose, navigate],
  );
  const fail = useCallback(() => messages.error(learningText('L10N.GLOBAL.MESSAGES.General.Failure')), [learningText]);
  const { renew, renewing } = useRenewCertificate({ openItem, fail });

  const notice =
    certificate.renewalState === 'IsManuallyRenewing' || certificate.renewalState === 'IsAutomaticallyRenewing'
      ? text('catalogue.certificates.renewingNotice')
      : status === 'expired'
        ? text('catalogue.certificates.expiredNotice')
        : status === 'expiring'
          ? text('catalogue.certificates.expiringNotice')
          : undefined;

  return (
    <Dialog title={certificate.name} onClose={onClose} describedBy={notice ? noticeId : undefined}>
      {notice && (
        <p id={noticeId} className={`lp-certificate__notice lp-certificate__notice--${status}`}>
          {notice}
        </p>
      )}
      <dl className="lp-certificate__facts">
        <dt>{text('catalogue.certificates.status')}</dt>
        <dd>{text(`catalogue.certificates.status.${status}`)}</dd>
        <dt>{text('catalogue.certificates.awarded')}</dt>
        <dd>{day(certificate.timestamp)}</dd>
        <dt>{text('catalogue.certificates.expires')}</dt>
        <dd>{certificate.expiresOn ? day(certificate.expiresOn) : text('catalogue.certificates.neverExpires')}</dd>
        {certificate.renewalDate && (
          <>
            <dt>{text('catalogue.certificates.renewalFrom')}</dt>
            <dd>{day(certificate.renewalDate)}</dd>
          </>
        )}
        {certificate.score !== null && (
          <>
            <dt>{text('catalogue.certificates.score')}</dt>
            <dd>{formatNumber(certificate.score, { maximumFractionDigits: 2 })}%</dd>
          </>
        )}
        <dt>{text('catalogue.certificates.reference')}</dt>
        <dd>{certificate.reference}</dd>
      </dl>
      {action === 'none' && <p>{text('catalogue.certificates.notRenewable')}</p>}
      <div className="lp-certificate__actions">
        {action !== 'none' && (
          <Button onClick={() => void renew(certificate)} disabled={renewing} aria-busy={renewing || undefined}>
            {renewing ? text('catalogue.certificates.renewStarting') : text(action === 'open' ? 'catalogue.certificates.continueRenewal' : 'catalogue.certificates.renew')}
          </Button>
        )}
        <a className="lp-button lp-button--secondary" href={certificateDownloadHref(scope, certificate.id)} download>
          {text('catalogue.certificates.download')}
        </a>
        <Button variant="secondary" onClick={onClose}>
          {text('catalogue.certificates.close')}
        </Button>
      </div>
    </Dialog>
  );
}
