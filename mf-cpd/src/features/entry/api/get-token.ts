import * as v from 'valibot';
import type { ApiClient } from '@portal/api-client';
import { almanacPaths } from '../../../lib/api/almanac-paths';

const TokenSchema = v.object({ token: v.string() });

/**
 * GetToken {uid} (spec 3 §7): the token an evidence file's address carries. Asked for right before each
 * use: it belongs to the session, which the portal renews as the user moves around.
 */
export async function getToken(api: ApiClient, uid: string): Promise<string> {
  return (await api.post(almanacPaths.getToken, { uid }, { schema: TokenSchema })).token;
}
