import type { Statement } from '@portal/contracts/catalogue';

/* The parts of the xAPI 1.0.3 statement shape that StatementSchema (@portal/contracts/catalogue) does not check. */

/** An absolute IRI: a scheme, a colon, then no whitespace. */
const IRI = /^[a-z][a-z0-9+.-]*:\S+$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A language tag of a language map (RFC 5646, loosely). */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i;

/**
 * The first way the statement breaks the xAPI shape, as '<field>: <reason>', or null. Activity ids
 * may be the LMS's own item ids (the portal's objects are catalogue items), so they are not held
 * to be IRIs.
 */
export function xapiShapeProblem(statement: Statement & { id?: unknown }): string | null {
  if (statement.id !== undefined && (typeof statement.id !== 'string' || !UUID.test(statement.id))) return 'id: a UUID';
  if (!IRI.test(statement.actor.account.homePage)) return 'actor.account.homePage: an IRI';
  if (statement.actor.account.name.trim() === '') return 'actor.account.name: required';
  if (!IRI.test(statement.verb.id)) return 'verb.id: an IRI';
  for (const tag of Object.keys(statement.verb.display ?? {})) if (!LANGUAGE_TAG.test(tag)) return `verb.display.${tag}: a language tag`;
  if (statement.object.id.trim() === '') return 'object.id: required';
  // The registration is the LMS's attempt id (UUIDs for new attempts; imported attempts keep their own ids).
  if (statement.context?.registration !== undefined && statement.context.registration.trim() === '') return 'context.registration: not empty';
  return null;
}
