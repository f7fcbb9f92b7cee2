import * as v from 'valibot';
import { IsoDateSchema } from './common';
import { HistoryEventSchema } from './history';
import type { XapiAgent } from './tasks';

export * from './dashboard-rules';

/*
 * The dashboard's payloads (spec 3 §3 Gamification, Feed channel, User events; §7 Dashboard and feeds,
 * Gamification, Records). The portal parses every answer with these schemas and the reference LMS every
 * request (400 ValidationFailed '<field>: <reason>'). A subpath, so pages outside the dashboard do not load them.
 */

/** The calls, relative to /_api. The recommendations path is not named by the spec: chosen here. */
export const dashboardPaths = {
  leaderboard: '/pursuit/getLeaderboard',
  accolades: '/pursuit/listAccolades',
  gamificationConfig: '/authr/config/gamification',
  rss: '/rssle/rss',
  feeds: '/rssle/feeds',
  recommendations: '/recommendations',
  userEvents: '/records/report_data/user_events',
  /** The user's own history events (spec 3 §3 History event; the spec names the event, not its call: chosen here). */
  history: '/records/report_data/history',
} as const;

const Text = v.pipe(v.string(), v.nonEmpty('required'));
const IsoDate = IsoDateSchema;
const Count = (max: number) => v.pipe(v.number('a number'), v.integer('a whole number'), v.minValue(0, 'not negative'), v.maxValue(max, `at most ${max}`));

/* ---------- Gamification ---------- */

/** POST /pursuit/getLeaderboard {scope, user_id, cohort, limit 6}. */
export const LeaderboardRequestSchema = v.object({
  scope: Text,
  user_id: Text,
  cohort: v.optional(v.nullable(v.string())),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'at least 1'), v.maxValue(50, 'at most 50'))),
});
export type LeaderboardRequest = v.InferOutput<typeof LeaderboardRequestSchema>;

export const LeaderboardEntrySchema = v.object({
  user_id: v.string(),
  user_name: v.string(),
  points_total: v.number(),
  rank: v.number(),
  award_count: v.number(),
});
export type LeaderboardEntry = v.InferOutput<typeof LeaderboardEntrySchema>;

/** leader_standings: the top `limit`, then (when the user is lower) the entry above the user and the user; user_standings: the user's own rank (null when unranked). */
export const LeaderboardSchema = v.object({
  leader_standings: v.array(LeaderboardEntrySchema),
  user_standings: v.array(v.object({ user_id: v.string(), rank: v.nullable(v.number()) })),
});
export type Leaderboard = v.InferOutput<typeof LeaderboardSchema>;
export const EMPTY_LEADERBOARD: Leaderboard = { leader_standings: [], user_standings: [] };

/** The icons accolades are drawn with (spec 3 §3): trophy, badge (a graduation cap), medal (a star). */
export const ACCOLADE_TYPES = ['trophy', 'badge', 'medal'] as const;
export type AccoladeType = (typeof ACCOLADE_TYPES)[number];

/** An award a tenant configures (the accolade's definition). */
export const AwardDefinitionSchema = v.object({
  key: Text,
  label: v.string(),
  description: v.string(),
  type: v.picklist(ACCOLADE_TYPES),
});
export type AwardDefinition = v.InferOutput<typeof AwardDefinitionSchema>;

/** POST /pursuit/listAccolades {scope, user_id}. */
export const AccoladesRequestSchema = v.object({ scope: Text, user_id: Text });
export type AccoladesRequest = v.InferOutput<typeof AccoladesRequestSchema>;

export const AccoladeSchema = v.object({
  id: v.string(),
  type: v.string(),
  ref: v.string(),
  reason: v.string(),
  points: v.number(),
  awarded_at: IsoDate,
  definition: v.optional(v.nullable(AwardDefinitionSchema)),
});
export type Accolade = v.InferOutput<typeof AccoladeSchema>;
export const AccoladesSchema = v.object({ accolades: v.array(AccoladeSchema) });
export type Accolades = v.InferOutput<typeof AccoladesSchema>;

/** POST /authr/config/gamification: the tenant's awards; gamification is on only when configured. */
export const GamificationConfigSchema = v.object({ enabled: v.boolean(), awards: v.array(AwardDefinitionSchema) });
export type GamificationConfig = v.InferOutput<typeof GamificationConfigSchema>;
export const GAMIFICATION_OFF: GamificationConfig = { enabled: false, awards: [] };

/* ---------- Feeds ---------- */

/** A feed the tenant configured: the only addresses /rssle/rss fetches. */
export const FeedSourceSchema = v.object({ id: v.string(), title: v.string(), url: v.string() });
export type FeedSource = v.InferOutput<typeof FeedSourceSchema>;
export const FeedSourcesSchema = v.object({ feeds: v.array(FeedSourceSchema) });

/** GET /rssle/rss?url=&size= (size: default 10). */
export const RssQuerySchema = v.object({
  url: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(2048, 'too long')),
  size: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'a whole number'), v.transform(Number), v.minValue(1, 'at least 1'), v.maxValue(100, 'at most 100'))),
});

/** A feed item (spec 3 §3 Feed channel): content and description are plain text, trimmed by the LMS. */
export const FeedItemSchema = v.object({
  title: v.string(),
  link: v.nullable(v.string()),
  content: v.string(),
  description: v.string(),
  pubDate: v.nullable(IsoDate),
});
export type FeedItem = v.InferOutput<typeof FeedItemSchema>;
export const FeedChannelSchema = v.object({ title: v.string(), items: v.array(FeedItemSchema) });
export type FeedChannel = v.InferOutput<typeof FeedChannelSchema>;

/* ---------- Recommendations ---------- */

/** GET /recommendations?limit=&seed= (seed: an item id whose category seeds the list). */
export const RecommendationsQuerySchema = v.object({
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'a whole number'), v.transform(Number), v.minValue(1, 'at least 1'), v.maxValue(50, 'at most 50'))),
  seed: v.optional(v.pipe(v.string(), v.maxLength(200, 'too long'))),
});
export const RecommendedItemSchema = v.object({
  Id: v.string(),
  Name: v.string(),
  Type: v.string(),
  ThumbnailUrl: v.optional(v.nullable(v.string())),
  ModifiedOn: IsoDate,
});
export type RecommendedItem = v.InferOutput<typeof RecommendedItemSchema>;
export const RecommendationsSchema = v.object({ items: v.array(RecommendedItemSchema) });

/* ---------- Records ---------- */

/** POST /records/report_data/user_events {skip, limit, scope, user_id, reach_hostname}: batch 100, at most 500. */
export const UserEventsRequestSchema = v.object({
  skip: v.optional(Count(1_000_000), 0),
  limit: v.optional(Count(500), 100),
  scope: Text,
  user_id: Text,
  reach_hostname: v.optional(v.string()),
});
export type UserEventsRequest = v.InferOutput<typeof UserEventsRequestSchema>;
export const UserEventSchema = v.object({ occurredon: IsoDate, type: v.string(), title: v.string() });
export type UserEvent = v.InferOutput<typeof UserEventSchema>;
/** Newest first. */
export const UserEventsSchema = v.object({ rows: v.array(UserEventSchema), total: v.number() });
export type UserEvents = v.InferOutput<typeof UserEventsSchema>;

/** POST /records/report_data/history {skip, limit, scope, user_id}: a page of the user's own history events, newest first. */
export const HistoryRequestSchema = v.omit(UserEventsRequestSchema, ['reach_hostname']);
export type HistoryRequest = v.InferOutput<typeof HistoryRequestSchema>;
/** Spec 3 §3 History event (one shape with a team member's history); score and mastery rules: @portal/contracts/team. */
export { HistoryEventSchema, type HistoryEvent } from './history';
export const HistorySchema = v.object({ rows: v.array(HistoryEventSchema), total: v.number() });
export type History = v.InferOutput<typeof HistorySchema>;

/* ---------- Score history ---------- */

/*
 * Score-history awards from the record store (spec 3 §7 Gamification). When the LMS
 * awards an accolade it records, in the tenant's record store:
 * - an award statement (spec 3 §3: the accolade statement type 'award'): the user earned the award,
 *   its points as the score, written by the LMS. The portal reads them through the LMS's proxy path,
 *   which answers only statements the LMS wrote (a learner's own "earned" statement is no award),
 *   from whichever store the tenant uses;
 * - the user's score history, an agent profile: each award's points and the running total, which the
 *   portal reads with its own token (GET agents/profile).
 */

/** The agent profile (profileId) that holds a user's score history. */
export const SCORE_HISTORY_PROFILE_ID = 'score-history';

/** An award statement's verb: the actor earned the object (the xAPI registry's "earned"). */
export const AWARD_VERB = 'http://id.tincanapi.com/verb/earned';
/** The activity type of an award, and the extensions an award statement carries (the portal's own IRIs). */
export const AWARD_ACTIVITY_TYPE = 'urn:learner-portal:xapi:activity-type:award';
export const AWARD_EXTENSIONS = {
  /** On the award activity's definition: trophy, badge or medal (the accolade's icon). */
  accoladeType: 'urn:learner-portal:xapi:extension:accolade-type',
  /** In the context: what the award was given for (the accolade's ref). */
  ref: 'urn:learner-portal:xapi:extension:accolade-ref',
} as const;

/** The proxy path of award statements, relative to /_api: GET with `agent` (the caller's) and `verb` (AWARD_VERB). */
export const awardStatementsPath = (agent: XapiAgent) => `/authr/proxy/lrs/statements?${new URLSearchParams({ agent: JSON.stringify(agent), verb: AWARD_VERB }).toString()}`;

/** The proxy path's query: the caller's own agent (JSON, as xapi/config names it) and the award verb only. */
export const AwardStatementsQuerySchema = v.object({
  agent: v.pipe(
    v.string('required'),
    v.parseJson(undefined, 'not JSON'),
    v.object({ account: v.object({ homePage: v.string(), name: v.string() }, 'an account') }, 'an agent with an account'),
  ),
  verb: v.literal(AWARD_VERB, `only ${AWARD_VERB}`),
});

/** One award in the score history: the award statement's id, when, its points and the total after it. */
export const ScoreHistoryEntrySchema = v.object({
  statementId: v.string(),
  awardedAt: IsoDate,
  points: v.number(),
  total: v.number(),
});
export type ScoreHistoryEntry = v.InferOutput<typeof ScoreHistoryEntrySchema>;

/** The score-history agent profile document (oldest award first). */
export const ScoreHistorySchema = v.object({
  pointsTotal: v.number(),
  entries: v.array(ScoreHistoryEntrySchema),
});
export type ScoreHistory = v.InferOutput<typeof ScoreHistorySchema>;
export const EMPTY_SCORE_HISTORY: ScoreHistory = { pointsTotal: 0, entries: [] };

const LanguageMap = v.record(v.string(), v.string());

/** An award statement as the portal reads it (other xAPI fields pass through unread). */
export const AwardStatementSchema = v.object({
  id: v.string(),
  verb: v.object({ id: v.literal(AWARD_VERB) }),
  object: v.object({
    id: v.string(),
    definition: v.optional(
      v.object({
        name: v.optional(LanguageMap),
        description: v.optional(LanguageMap),
        type: v.optional(v.string()),
        extensions: v.optional(v.record(v.string(), v.unknown())),
      }),
    ),
  }),
  result: v.optional(v.object({ score: v.optional(v.object({ raw: v.optional(v.number()) })), response: v.optional(v.string()) })),
  timestamp: v.optional(v.string()),
});
export type AwardStatement = v.InferOutput<typeof AwardStatementSchema>;
export const AwardStatementsSchema = v.object({ statements: v.array(AwardStatementSchema), more: v.optional(v.string()) });
export type AwardStatements = v.InferOutput<typeof AwardStatementsSchema>;

/** What the LMS awards: the award's definition, the reason, its points, the ref, and when. */
export interface AwardInput {
  key: string;
  label: string;
  description: string;
  type: AccoladeType;
  reason: string;
  points: number;
  ref: string;
  awardedAt: Date;
}

/** The award statement for an award to the agent; `awardsBase` is the address award activities are named under. */
export function awardStatement(agent: XapiAgent, award: AwardInput, awardsBase: string, id: string): Record<string, unknown> {
  return {
    id,
    actor: { objectType: 'Agent', ...agent },
    verb: { id: AWARD_VERB, display: { 'en-US': 'earned' } },
    object: {
      objectType: 'Activity',
      id: `${awardsBase.replace(/\/$/, '')}/awards/${encodeURIComponent(award.key)}`,
      definition: {
        type: AWARD_ACTIVITY_TYPE,
        name: { 'en-GB': award.label },
        description: { 'en-GB': award.description },
        extensions: { [AWARD_EXTENSIONS.accoladeType]: award.type },
      },
    },
    result: { score: { raw: award.points }, response: award.reason },
    context: { extensions: { [AWARD_EXTENSIONS.ref]: award.ref } },
    timestamp: award.awardedAt.toISOString(),
  };
}

/** The accolade type an award statement names (medal when it names none the portal draws). */
export function awardType(statement: AwardStatement): AccoladeType {
  const type = statement.object.definition?.extensions?.[AWARD_EXTENSIONS.accoladeType];
  return (ACCOLADE_TYPES as readonly unknown[]).includes(type) ? (type as AccoladeType) : 'medal';
}
