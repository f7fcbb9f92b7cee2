import type { ApiClient } from '@portal/api-client';
import { EnrolResponseSchema, cataloguePaths } from '@portal/contracts/catalogue';
import { mapEnrolResult } from '../../domain/enrolment';
import type { LearningContext } from '../learning-context';

/**
 * POST .../content/{id}/enrollment {status: 'Enrolled'} (spec 2 §7): the user's enrolment on the
 * item afterwards (the server's result mapped by spec 2 §4), or its refusal as it came.
 */
export async function enrolItem(api: ApiClient, context: LearningContext, itemId: string): Promise<string> {
  const answer = await api.post(cataloguePaths.enrolment(context.scope, context.userId, itemId), { status: 'Enrolled' }, { schema: EnrolResponseSchema });
  return mapEnrolResult(answer.status);
}
