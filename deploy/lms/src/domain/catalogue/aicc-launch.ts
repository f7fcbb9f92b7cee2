import { AICC_TRACKING_MODE } from '@portal/contracts/catalogue';
import type { Database } from '../../db';
import type { UserRow } from '../../db/schema';
import { LmsError, refusals } from '../../lib/errors';
import { findItem } from '../../repositories/catalogue';
import type { ItemRecord } from './definition';
import { reportedResultRefusal } from '../../repositories/catalogue-progress';

/** What the AICC launch refuses besides the record store's rules, with their statuses (routes/README.md, aicc). */
export const AICC_LAUNCH_REFUSALS = {
  ItemNotFound: 404,
  NotAiccContent: 409,
} as const;
const refuse = refusals(AICC_LAUNCH_REFUSALS);

/**
 * The AICC item a launch opens an HACP session for: AICC content with a launch path, and only for
 * the attempt the launch check just gave the user on an item they may take (the record store's
 * rules, 403 with their code), so an HACP session cannot report a result the user could not have earned.
 */
export async function aiccLaunchItem(db: Database, user: UserRow, itemId: string, attemptId: string | undefined): Promise<{ item: ItemRecord; launchPath: string }> {
  const item = await findItem(db, user.scope, itemId);
  if (!item) throw refuse('ItemNotFound');
  const launchPath = item.definition.LaunchPath;
  if (item.definition.TrackingMode !== AICC_TRACKING_MODE || !launchPath) throw refuse('NotAiccContent');
  const refusal = await reportedResultRefusal(db, { userId: user.id, scope: user.scope, itemId: item.id }, item, attemptId);
  if (refusal) throw new LmsError(403, refusal.errorCode, refusal.message.replace(/^registration:/, 'attemptId:'));
  return { item, launchPath };
}
