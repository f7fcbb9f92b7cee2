import type { FeedSource } from '@portal/contracts/dashboard';
import type { Database } from '../db';

/** The feeds a tenant configured, in its order: the only addresses /rssle/rss fetches for it. */
export async function listFeeds(db: Database, scope: string): Promise<FeedSource[]> {
  return db.selectFrom('feeds').select(['id', 'title', 'url']).where('scope', '=', scope).orderBy('position').execute();
}

export async function saveFeeds(db: Database, scope: string, feeds: readonly FeedSource[]): Promise<void> {
  await db.deleteFrom('feeds').where('scope', '=', scope).execute();
  if (feeds.length)
    await db
      .insertInto('feeds')
      .values(feeds.map((feed, position) => ({ scope, position, ...feed })))
      .execute();
}
