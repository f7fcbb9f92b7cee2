import { useState } from 'react';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { offlinePayload, qualifiesForOffline } from '@portal/contracts/offline';
import { Button, messages } from '@portal/ui';
import { learningMessages } from '../../../lib/learning/messages';
import { useText } from '../../../lib/messages';
import { useOfflineChange } from '../api/change-offline-item';
import { useOfflineBlacklist } from '../api/get-offline-blacklist';
import { useOfflineItems } from '../api/get-offline-items';
import { useOfflineEnabled } from '../hooks/use-offline-enabled';
import { offlineMessages } from '../messages';
import { OfflineOnboardingDialog } from './OfflineOnboardingDialog';

type OfflineItem = Pick<
  CatalogueItem,
  | 'Id'
  | 'Name'
  | 'Description'
  | 'ThumbnailUrl'
  | 'LaunchPath'
  | 'FileSize'
  | 'OriginalFilename'
  | 'DisplayType'
  | 'FriendlyType'
  | 'Type'
  | 'ActivityId'
  | 'isOfflineAvailabilityEnabled'
>;

/**
 * Offline content on an item's page (spec 2 §5, §7): when Features.OfflineContent is on and the item
 * qualifies, add it to or remove it from the offline list; the first addition opens the offline-app
 * onboarding with its QR code, which can be opened again. A failure shows General.Failure (spec 2 §8).
 */
export function OfflinePanel({ item }: { item: OfflineItem }) {
  const text = useText(offlineMessages);
  const learningText = useText(learningMessages);
  const enabled = useOfflineEnabled();
  const items = useOfflineItems(enabled);
  const blacklist = useOfflineBlacklist(enabled);
  const change = useOfflineChange();
  const [onboarding, setOnboarding] = useState(false);
  if (!enabled || !items.data || !blacklist.data || !qualifiesForOffline(item, enabled, blacklist.data)) return null;

  const inList = items.data.some((entry) => entry.reference === item.Id);
  const toggle = async () => {
    const first = items.data.length === 0;
    try {
      await change.mutateAsync({ add: !inList, payload: offlinePayload(item) });
      messages.success(text(inList ? 'catalogue.offline.removed' : 'catalogue.offline.added'));
      if (!inList && first) setOnboarding(true);
    } catch {
      messages.error(learningText('L10N.GLOBAL.MESSAGES.General.Failure'));
    }
  };

  return (
    <section className="lp-offline" aria-label={text('catalogue.offline.title')}>
      {inList && <p>{text('catalogue.offline.inList')}</p>}
      <div className="lp-learning__actions">
        <Button variant="secondary" onClick={() => void toggle()} disabled={change.isPending}>
          {text(inList ? 'catalogue.offline.remove' : 'catalogue.offline.add')}
        </Button>
        <Button variant="secondary" onClick={() => setOnboarding(true)}>
          {text('catalogue.offline.setUp')}
        </Button>
      </div>
      {onboarding && <OfflineOnboardingDialog onClose={() => setOnboarding(false)} />}
    </section>
  );
}
