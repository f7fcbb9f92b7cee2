import { type AgentLike, idsOnly } from '../core/agents';
import type { Statement } from './columns';

/*
 * The `format` of a statements answer (xAPI 1.0.3 part three §2.1.3): exact (as stored), ids (only
 * the identifiers of agents, groups, activities and verbs) or canonical (one language per language
 * map, chosen by Accept-Language).
 */

export type StatementFormat = 'exact' | 'ids' | 'canonical';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

function mapObject(value: unknown, change: (object: Json) => Json): unknown {
  return isObject(value) ? change(value) : value;
}

function activityIds(activity: unknown): unknown {
  return mapObject(activity, (a) => ({ id: a.id }));
}

function contextIds(context: unknown): unknown {
  return mapObject(context, (c) => {
    const out: Json = { ...c };
    if (isObject(c.instructor)) out.instructor = idsOnly(c.instructor as AgentLike);
    if (isObject(c.team)) out.team = idsOnly(c.team as AgentLike);
    if (isObject(c.contextActivities)) {
      out.contextActivities = Object.fromEntries(Object.entries(c.contextActivities).map(([key, list]) => [key, Array.isArray(list) ? list.map(activityIds) : activityIds(list)]));
    }
    return out;
  });
}

function objectIds(object: unknown): unknown {
  return mapObject(object, (o) => {
    const type = o.objectType ?? 'Activity';
    if (type === 'Agent' || type === 'Group') return idsOnly(o as AgentLike);
    if (type === 'SubStatement') return statementIds(o);
    if (type === 'StatementRef') return o;
    return activityIds(o) as Json;
  });
}

function statementIds(statement: Json): Json {
  const out: Json = { ...statement };
  if (isObject(statement.actor)) out.actor = idsOnly(statement.actor as AgentLike);
  if (isObject(statement.verb)) out.verb = { id: statement.verb.id };
  if (statement.object !== undefined) out.object = objectIds(statement.object);
  if (statement.context !== undefined) out.context = contextIds(statement.context);
  if (isObject(statement.authority)) out.authority = idsOnly(statement.authority as AgentLike);
  return out;
}

/** The languages of an Accept-Language header, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag!.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

/** One entry of a language map: the first accepted language it has (exactly, then by primary tag), else en-US, else its first. */
function oneLanguage(map: Json, languages: readonly string[]): Json {
  const keys = Object.keys(map);
  if (keys.length <= 1) return map;
  const lower = (s: string) => s.toLowerCase();
  for (const language of languages) {
    const exact = keys.find((key) => lower(key) === lower(language));
    if (exact) return { [exact]: map[exact] };
  }
  for (const language of languages) {
    const primary = lower(language.split('-')[0]!);
    const near = keys.find((key) => lower(key.split('-')[0]!) === primary);
    if (near) return { [near]: map[near] };
  }
  const fallback = keys.find((key) => lower(key) === 'en-us') ?? keys[0]!;
  return { [fallback]: map[fallback] };
}

const LANGUAGE_MAPS_OF_DEFINITIONS = ['name', 'description'];
const INTERACTION_LISTS = ['choices', 'scale', 'source', 'target', 'steps'];

function canonicalActivity(activity: unknown, languages: readonly string[]): unknown {
  return mapObject(activity, (a) => {
    if (!isObject(a.definition)) return a;
    const definition: Json = { ...a.definition };
    for (const key of LANGUAGE_MAPS_OF_DEFINITIONS) if (isObject(definition[key])) definition[key] = oneLanguage(definition[key] as Json, languages);
    for (const key of INTERACTION_LISTS) {
      const list = definition[key];
      if (Array.isArray(list)) {
        definition[key] = list.map((component) => mapObject(component, (c) => (isObject(c.description) ? { ...c, description: oneLanguage(c.description, languages) } : c)));
      }
    }
    return { ...a, definition };
  });
}

function canonicalStatement(statement: Json, languages: readonly string[]): Json {
  const out: Json = { ...statement };
  if (isObject(statement.verb) && isObject(statement.verb.display)) out.verb = { ...statement.verb, display: oneLanguage(statement.verb.display, languages) };
  const object = statement.object;
  if (isObject(object)) {
    const type = object.objectType ?? 'Activity';
    if (type === 'Activity') out.object = canonicalActivity(object, languages);
    if (type === 'SubStatement') out.object = canonicalStatement(object, languages);
  }
  if (isObject(statement.context) && isObject(statement.context.contextActivities)) {
    out.context = {
      ...statement.context,
      contextActivities: Object.fromEntries(
        Object.entries(statement.context.contextActivities).map(([key, list]) => [
          key,
          Array.isArray(list) ? list.map((a) => canonicalActivity(a, languages)) : canonicalActivity(list, languages),
        ]),
      ),
    };
  }
  if (Array.isArray(statement.attachments)) {
    out.attachments = statement.attachments.map((attachment) =>
      mapObject(attachment, (a) => ({
        ...a,
        ...(isObject(a.display) ? { display: oneLanguage(a.display, languages) } : {}),
        ...(isObject(a.description) ? { description: oneLanguage(a.description, languages) } : {}),
      })),
    );
  }
  return out;
}

/** The statement in the format asked for. */
export function formatStatement(statement: Statement, format: StatementFormat, languages: readonly string[]): Statement {
  if (format === 'ids') return statementIds(statement);
  if (format === 'canonical') return canonicalStatement(statement, languages);
  return statement;
}
