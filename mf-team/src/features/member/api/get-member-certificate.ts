import type { ApiClient } from '@portal/api-client';
import { dashelPaths } from '../../../lib/api/dashel-paths';

/**
 * GET /dashel/teammember/{parentId}/{scope}/{userId}/userCertificate/{certificateId}: a member's
 * certificate as a PDF (the LMS lets a team leader above the member have it). A download, not cached.
 */
export function getMemberCertificate(api: ApiClient, scope: string, parentId: string, userId: string, certificateId: string): Promise<Blob> {
  return api.blob(dashelPaths.memberCertificate(scope, parentId, userId, certificateId));
}
