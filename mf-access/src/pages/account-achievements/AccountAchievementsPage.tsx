import { useLocation } from 'react-router-dom';
import { AccountSlotPage } from '../../lib/components/AccountSlotPage';
import { useText } from '../../lib/messages';
import { useAnchorScroll } from './anchor-scroll';
import { accountAchievementsMessages } from './messages';

/**
 * /account/achievements (spec 1 §2): the user's certificates and accolades, which other areas place in
 * the slot account.achievements (the dashboard area's certifications list and achievements). A
 * #{certificate id} anchor is scrolled to after 2000 ms. The dashboard instead when the achievements
 * feature is off.
 */
export default function AccountAchievementsPage() {
  const text = useText(accountAchievementsMessages);
  const { hash } = useLocation();
  useAnchorScroll(hash);
  return <AccountSlotPage title={text('access.achievements.title')} slot="account.achievements" empty={text('access.achievements.empty')} feature="achievements" />;
}
