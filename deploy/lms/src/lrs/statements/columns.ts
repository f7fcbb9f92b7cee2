import type { XapiStatementsTable } from '../../db/schema';
import { type AgentLike, ifiOf } from '../core/agents';

/*
 * What the store indexes of a statement, beside the statement itself, so a query by agent, verb,
 * activity or registration (and their "related" forms) reads an index rather than every statement.
 */

export type Statement = Record<string, unknown>;

export const VOIDED_VERB = 'http://adlnet.gov/expapi/verbs/voided';

/** The columns the store indexes (documented on the table, db/schema.ts). */
export type StatementColumns = Pick<
  XapiStatementsTable,
  'verb' | 'object_type' | 'activity_id' | 'object_ref' | 'registration' | 'actor' | 'object_agent' | 'related_agents' | 'related_activities' | 'authority'
>;

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function addAgent(into: Set<string>, value: unknown): void {
  const agent = record(value) as AgentLike | undefined;
  if (!agent) return;
  const ifi = ifiOf(agent);
  if (ifi) into.add(ifi);
  if (Array.isArray(agent.member)) for (const member of agent.member) addAgent(into, member);
}

function contextActivities(context: Record<string, unknown> | undefined, into: Set<string>): void {
  const activities = record(context?.contextActivities);
  if (!activities) return;
  for (const key of ['parent', 'grouping', 'category', 'other']) {
    const list = activities[key];
    for (const activity of Array.isArray(list) ? list : list ? [list] : []) {
      const id = text(record(activity)?.id);
      if (id) into.add(id);
    }
  }
}

/** An agent, group, activity or sub-statement's parts, added to the related sets. */
function addRelated(statement: Statement, agents: Set<string>, activities: Set<string>): void {
  addAgent(agents, statement.actor);
  const object = record(statement.object);
  const type = object?.objectType ?? 'Activity';
  if (type === 'Agent' || type === 'Group') addAgent(agents, object);
  if (type === 'Activity' && text(object?.id)) activities.add(object!.id as string);
  if (type === 'SubStatement' && object) addRelated(object, agents, activities);
  const context = record(statement.context);
  addAgent(agents, context?.instructor);
  addAgent(agents, context?.team);
  contextActivities(context, activities);
}

/** The index columns of a statement as it is stored (with its authority). */
export function statementColumns(statement: Statement): StatementColumns {
  const object = record(statement.object) ?? {};
  const objectType = text(object.objectType) ?? 'Activity';
  const relatedAgents = new Set<string>();
  const relatedActivities = new Set<string>();
  addRelated(statement, relatedAgents, relatedActivities);
  addAgent(relatedAgents, statement.authority);
  return {
    verb: text(record(statement.verb)?.id) ?? '',
    object_type: objectType,
    activity_id: objectType === 'Activity' ? text(object.id) : null,
    object_ref: objectType === 'StatementRef' ? (text(object.id)?.toLowerCase() ?? null) : null,
    registration: text(record(statement.context)?.registration)?.toLowerCase() ?? null,
    actor: ifiOf(record(statement.actor) as AgentLike | undefined) ?? null,
    object_agent: objectType === 'Agent' || objectType === 'Group' ? (ifiOf(object as AgentLike) ?? null) : null,
    related_agents: [...relatedAgents],
    related_activities: [...relatedActivities],
    authority: ifiOf(record(statement.authority) as AgentLike | undefined) ?? null,
  };
}
