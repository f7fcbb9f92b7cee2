import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CERTIFICATE_SORT_OPTIONS, renewalAction, type Certificate, type CertificateSortOption, type CertificateStats } from '@portal/contracts/certificates';
import { formatDate, formatNumber, formatPercent, useLocale } from '@portal/i18n';
import { catalogueLinks } from '@portal/query/catalogue-links';
import { useSession } from '@portal/session';
import { Button, messages, Spinner } from '@portal/ui';
import { SelectField } from '@portal/ui/fields';
import { useText } from '../../../lib/messages';
import { Widget } from '../../../lib/Widget';
import { certificateDownloadHref, useCertificateSummary, useCertifications, useRenewCertificate } from '@portal/query/certificates';
import { CERTIFICATE_FILTERS, certificateList, type CertificateFilter, type CertificateListEntry } from '../domain/certificate-list';
import { certificateMessages } from '../messages';
import { CertificateHistoryDialog } from './CertificateHistoryDialog';

/**
 * The certifications list (spec 3 §2): sortable by Awarded, Expires, Score and Title, filtered by
 * status; each with Download, Renew (spec 2 §4: start_renewal, a second, then the item) or Start, and
 * the certificate history dialog for older certificates. Status and renewability come from
 * @portal/contracts/certificates, the rules every area shares; above the list, the certificate summary
 * (spec 3 §3): whether every compliance certificate is held, one expiring within 30 days, and how many
 * compliance and other certifications are held (complianceStats, achievementStats).
 */
export default function CertificationsWidget() {
  const text = useText(certificateMessages);
  const locale = useLocale();
  const userId = useSession((state) => state.user?.id) ?? '';
  const { data: certifications, isPending } = useCertifications();
  const summary = useCertificateSummary();
  const [sort, setSort] = useState<CertificateSortOption>('Awarded');
  const [filter, setFilter] = useState<CertificateFilter>('all');
  const [history, setHistory] = useState<{ name: string; certificates: Certificate[] } | null>(null);
  const [now] = useState(() => new Date());
  const list = certificateList(certifications ?? [], { userId, filter, sort, now, locale });

  return (
    <Widget title={text('certificates.title')} className="lp-certificates">
      <div className="lp-training__controls">
        <SelectField
          label={text('certificates.sort')}
          value={sort}
          onChange={(event) => setSort(event.target.value as CertificateSortOption)}
          options={CERTIFICATE_SORT_OPTIONS.map((option) => ({ value: option, label: text(`certificates.sort.${option}`) }))}
        />
        <SelectField
          label={text('certificates.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value as CertificateFilter)}
          options={CERTIFICATE_FILTERS.map((value) => ({ value, label: value === 'all' ? text('certificates.filter.all') : text(`certificates.status.${value}`) }))}
        />
      </div>
      {summary?.hasCompliance && (
        <p className="lp-certificates__summary">
          {text(summary.isCompliant ? 'certificates.summary.compliant' : 'certificates.summary.notCompliant')}
          {summary.complianceExpiresInThirtyDays && <strong> {text('certificates.summary.expiring')}</strong>}
        </p>
      )}
      {summary && summary.complianceStats.total + summary.achievementStats.total > 0 && (
        <ul className="lp-certificates__stats">
          {summary.complianceStats.total > 0 && <li>{text('certificates.summary.complianceStats', held(summary.complianceStats))}</li>}
          {summary.achievementStats.total > 0 && <li>{text('certificates.summary.achievementStats', held(summary.achievementStats))}</li>}
        </ul>
      )}
      {isPending ? (
        <Spinner label={text('certificates.title')} />
      ) : list.length === 0 ? (
        <p role="status">{text('certificates.empty')}</p>
      ) : (
        <ul className="lp-certificates__list">
          {list.map((entry) => (
            <CertificationEntry key={entry.kind === 'held' ? entry.id : entry.certificationId} entry={entry} onHistory={setHistory} />
          ))}
        </ul>
      )}
      {history && <CertificateHistoryDialog name={history.name} certificates={history.certificates} onClose={() => setHistory(null)} />}
    </Widget>
  );
}

/** How many certifications of a kind the user holds (valid or expiring soon) of how many, in the reader's digits. */
function held(stats: CertificateStats): { held: string; total: string } {
  return { held: formatNumber(stats.valid + stats.expiring), total: formatNumber(stats.total) };
}

function CertificationEntry({ entry, onHistory }: { entry: CertificateListEntry; onHistory(history: { name: string; certificates: Certificate[] }): void }) {
  const text = useText(certificateMessages);
  const scope = useSession((state) => state.scope) ?? '';
  const navigate = useNavigate();
  const openItem = useCallback(
    (itemId: string) => {
      navigate(catalogueLinks.landingPage(itemId));
    },
    [navigate],
  );
  const fail = useCallback(() => messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure')), [text]);
  const { renew, renewing } = useRenewCertificate({ openItem, fail });

  if (entry.kind === 'notStarted') {
    return (
      <li className="lp-certificates__entry">
        <h3>{entry.name}</h3>
        <span className="lp-tag lp-tag--notStarted">{text('certificates.status.notStarted')}</span>
        {entry.activityId && !entry.activityId.includes('://') && (
          <p className="lp-certificates__actions">
            <Link to={catalogueLinks.landingPage(entry.activityId)}>
              {text('certificates.start')}
              <span className="lp-visually-hidden"> {entry.name}</span>
            </Link>
          </p>
        )}
      </li>
    );
  }

  const action = renewalAction(entry);

  return (
    // id: the certificate's, so /account/achievements#{certificate id} finds it (spec 1 §2).
    <li className="lp-certificates__entry" id={entry.id}>
      <h3>{entry.name}</h3>
      <span className={`lp-tag lp-tag--${entry.status}`}>{text(`certificates.status.${entry.status}`)}</span>
      <dl className="lp-certificates__facts">
        <div>
          <dt>{text('certificates.awarded')}</dt>
          <dd>{formatDate(entry.timestamp, { dateStyle: 'long' })}</dd>
        </div>
        <div>
          <dt>{text('certificates.expires')}</dt>
          <dd>{entry.expiresOn ? formatDate(entry.expiresOn, { dateStyle: 'long' }) : text('certificates.neverExpires')}</dd>
        </div>
        {entry.score !== null && (
          <div>
            <dt>{text('certificates.score')}</dt>
            <dd>{formatPercent(entry.score / 100, { maximumFractionDigits: 2 })}</dd>
          </div>
        )}
      </dl>
      <p className="lp-certificates__actions">
        <a href={certificateDownloadHref(scope, entry.id)} download>
          {text('certificates.download')}
          <span className="lp-visually-hidden"> {entry.name}</span>
        </a>
        {action !== 'none' && (
          <Button type="button" onClick={() => void renew(entry)} disabled={renewing} aria-busy={renewing || undefined}>
            {text(action === 'open' ? 'certificates.continueRenewal' : 'certificates.renew')}
            <span className="lp-visually-hidden"> {entry.name}</span>
          </Button>
        )}
        {entry.children.length > 0 && (
          <Button type="button" variant="secondary" onClick={() => onHistory({ name: entry.name, certificates: entry.children })}>
            {text('certificates.history')}
            <span className="lp-visually-hidden"> {entry.name}</span>
          </Button>
        )}
      </p>
    </li>
  );
}
