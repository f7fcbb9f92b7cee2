import { formatTimeAgo } from '@portal/i18n';
import { useShellText } from '../lib/translate';
import { remoteMessages } from './messages';

/**
 * The quiet notice of a portal started from its last-known-good manifest: a polite status line
 * above the page (no dialog, no focus move), since everything still works; it only may be older,
 * and it says how much older ("as it was 3 days ago").
 */
export function LastKnownGoodNotice({ keptAt, now = Date.now }: { keptAt: number; now?: () => number }) {
  const t = useShellText(remoteMessages);
  return (
    <p className="lp-portal-notice" role="status">
      {t('shell.portal.lastKnownGood', { age: formatTimeAgo(now() - keptAt) })}
    </p>
  );
}
