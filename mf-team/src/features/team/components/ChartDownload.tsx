import { useState } from 'react';
import { useApi } from '@portal/api-client';
import type { TeamChartLabels } from '@portal/contracts/team';
import { useLocale } from '@portal/i18n';
import { useSession } from '@portal/session';
import { Button, messages } from '@portal/ui';
import { saveBlob } from '@portal/ui/download';
import { teamMessages, useText } from '../../../lib/messages';
import { getTeamChartImage, type TeamChart } from '../api/get-team-chart-image';
import { teamViewMessages, type TeamViewKey } from '../messages';

/**
 * Saves one of the team's charts as the SVG image the LMS draws (/dashel/loginsvg or gaugesvg), in the
 * reader's language, for a report or an e-mail: the portal's own chart is drawn in the page.
 */
export function ChartDownload({ chart, teamId, label, fileName, labels }: { chart: TeamChart; teamId: string; label: TeamViewKey; fileName: string; labels: TeamChartLabels }) {
  const text = useText(teamViewMessages);
  const shared = useText(teamMessages);
  const api = useApi();
  const locale = useLocale();
  const scope = useSession((state) => state.scope) ?? '';
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await getTeamChartImage(api, chart, { scope, userId: teamId, locale, labels }), fileName);
    } catch {
      messages.error(shared('team.general.failure'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" disabled={busy} aria-busy={busy || undefined} onClick={() => void download()}>
      {text(label)}
    </Button>
  );
}
