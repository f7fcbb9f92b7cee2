import '../../../lib/components/cpd.css';
import { Link } from 'react-router-dom';
import { chooseInitialPeriod } from '@portal/contracts/cpd';
import { isCpdVisible, useSession } from '@portal/session';
import { Spinner } from '@portal/ui';
import { useCpdConfig } from '../../../lib/api/get-cpd-config';
import { useJournals } from '../../../lib/api/get-journals';
import { useText } from '../../../lib/messages';
import { paths } from '../../../paths';
import { useChartData } from '../../../lib/api/get-chart-data';
import { CpdCharts } from '../../../lib/chart/CpdCharts';
import { chartMessages } from '../../../lib/chart/messages';

/**
 * The dashboard's optional CPD progress chart (spec 3 §1): the first-load period's progress and
 * deadline. Nothing shows when CPD is not the user's or the tenant switched the chart off.
 */
export default function CpdProgressWidget() {
  const user = useSession((state) => state.user);
  const settings = useSession((state) => state.settings);
  if (!isCpdVisible(settings, user)) return null;
  return <ProgressWidget />;
}

function ProgressWidget() {
  const text = useText(chartMessages);
  const config = useCpdConfig();
  const journals = useJournals('');
  const periods = journals.data ?? [];
  const period = periods[chooseInitialPeriod(periods, new Date())];
  const chart = useChartData('', period?.reference);
  // Nothing until the tenant's options say the chart is wanted (no flash of a chart switched off).
  if (!config.data?.enableProgressChart) return null;
  return (
    <section aria-labelledby="cpd-progress-title" className="lp-cpd-progress">
      <h2 id="cpd-progress-title">{text('cpd.chart.title')}</h2>
      {journals.isPending || (period && chart.isPending) ? (
        <Spinner />
      ) : period && chart.data ? (
        <CpdCharts data={chart.data} mode={period.target_mode} />
      ) : (
        <p>{text('cpd.chart.none')}</p>
      )}
      <Link to={paths.list.href(period?.reference)}>{text('cpd.chart.open')}</Link>
    </section>
  );
}
