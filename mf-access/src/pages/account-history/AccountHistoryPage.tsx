import { AccountSlotPage } from '../../lib/components/AccountSlotPage';
import { useText } from '../../lib/messages';
import { accountHistoryMessages } from './messages';

/**
 * /account/history (spec 1 §2, Learning history): the user's history events, which another area places
 * in the slot account.history (the dashboard area's learning history). The dashboard instead when the
 * learning history feature is off.
 */
export default function AccountHistoryPage() {
  const text = useText(accountHistoryMessages);
  return <AccountSlotPage title={text('access.history.title')} slot="account.history" empty={text('access.history.empty')} feature="learningHistory" />;
}
