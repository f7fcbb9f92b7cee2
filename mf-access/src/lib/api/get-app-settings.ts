import { AppSettingsSchema, type AppSettings } from '@portal/contracts';
import { orEmpty, type ApiClient } from '@portal/api-client';

/** GET /reach/{scope}/api/v3/endpoint/config; a failed read keeps the settings the portal already has. */
export function getAppSettings(api: ApiClient, scope: string, fallback: AppSettings): Promise<AppSettings> {
  return orEmpty(api.get(`/reach/${scope}/api/v3/endpoint/config`, { schema: AppSettingsSchema }), fallback);
}
