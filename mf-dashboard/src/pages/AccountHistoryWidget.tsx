import '../features/dashboard/components/dashboard.css';
import HistoryWidget from '../features/history/components/HistoryWidget';

/** This area's part of /account/history (slot account.history): the user's learning history. */
export default function AccountHistoryWidget() {
  return (
    <div className="lp-dashboard__own-widgets">
      <HistoryWidget />
    </div>
  );
}
