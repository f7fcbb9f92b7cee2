import { type AgentLike, ifiOf } from '../core/agents';

/*
 * What the store indexes of a statement, beside the statement itself, so a query by agent, verb,
 * activity or registration (and their "related" forms) reads an index rather than every statement.
 */

export type Statement = Record<string, unknown>;

export const VOIDED_VERB = 'http://adlnet.gov/expapi/verbs/voided';

export interface StatementColumns {
  verb: string;
  /** Activity, Agent, Group, StatementRef or SubStatement. */
  object_type: string;
  /** The object's id when it is an activity. */
  activity_id: string | null;
  /** The target's id when the object is a StatementRef (voiding, and the query rule for statements targeting others). */
  object_ref: string | null;
  registration: string | null;
  /** IFIs of the actor and of an agent or group object: the `agent` parameter. */
  agents: string[];
  /** IFIs of every agent and group anywhere (authority, instructor, team, members, a sub-statement's): `related_agents`. */
  related_agents: string[];
  /** The object's and every context activity's ids, a sub-statement's too: `related_activities`. */
  related_activities: string[];
  /** The authority's IFI (statements/read/mine). */
  authority: string | null;
}

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
  const agents = new Set<string>();
  const actor = ifiOf(record(statement.actor) as AgentLike | undefined);
  if (actor) agents.add(actor);
  if (objectType === 'Agent' || objectType === 'Group') {
    const ifi = ifiOf(object as AgentLike);
    if (ifi) agents.add(ifi);
  }
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
    agents: [...agents],
    related_agents: [...relatedAgents],
    related_activities: [...relatedActivities],
    authority: ifiOf(record(statement.authority) as AgentLike | undefined) ?? null,
  };
}
