import type { ApiClient } from '@portal/api-client';
import type { TeamChartRequest } from '@portal/contracts/team';
import { dashelPaths } from '../../../lib/api/dashel-paths';

export type TeamChart = 'loginsvg' | 'gaugesvg';

/** POST /dashel/loginsvg or /dashel/gaugesvg: the team's login chart or compliance gauge as an SVG image the LMS draws (a download, not cached). */
export function getTeamChartImage(api: ApiClient, chart: TeamChart, request: TeamChartRequest): Promise<Blob> {
  return api.blob(dashelPaths.chartImage(chart), { method: 'POST', body: request });
}
