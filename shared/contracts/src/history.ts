import * as v from 'valibot';
import { IsoDateSchema } from './common';

const IsoDate = IsoDateSchema;

/**
 * Spec 3 §3 History event: type, title, occurredon, status, score (0–1), definition extensions (a
 * mastery score). One shape for the learner's own history (@portal/contracts/dashboard) and a team
 * member's (@portal/contracts/team); the percentage and mastery rules are team-rules.ts's.
 */
export const HistoryEventSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: v.nullable(v.string()),
  score: v.nullable(v.number()),
  occurredon: v.nullable(IsoDate),
  definition: v.object({ extensions: v.record(v.string(), v.unknown()) }),
});
export type HistoryEvent = v.InferOutput<typeof HistoryEventSchema>;
