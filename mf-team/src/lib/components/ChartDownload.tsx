import { useState } from 'react';
import { useApi } from '@portal/api-client';
import type { SupportedLocale } from '@portal/contracts';
import type { TeamChartLabels } from '@portal/contracts/team';
import { useTranslation } from '@portal/i18n';
import { useSession } from '@portal/session';
import { Button, messages } from '@portal/ui';
import { saveBlob } from '@portal/ui/download';
import { teamChartImage } from '../../api/team';
import { teamMessages, useText, type TeamKey } from '../messages';

/**
 * Saves one of the team's charts as the SVG image the LMS draws (/dashel/loginsvg or gaugesvg), in the
 * reader's language, for a report or an e-mail: the portal's own chart is drawn in the page.
 */
export function ChartDownload({
  chart,
  teamId,
  label,
  fileName,
  labels,
}: {
  chart: 'loginsvg' | 'gaugesvg';
  teamId: string;
  label: TeamKey;
  fileName: string;
  labels: TeamChartLabels;
}) {
  const text = useText(teamMessages);
  const api = useApi();
  const { i18n } = useTranslation();
  const scope = useSession((state) => state.scope) ?? '';
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await teamChartImage(api, chart, { scope, userId: teamId, locale: i18n.language as SupportedLocale, labels }), fileName);
    } catch {
      messages.error(text('team.general.failure'));
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
