/**
 * Value for a jsonb column. Always sent as JSON text: node-postgres would otherwise serialise a JS array
 * as a Postgres array literal, which jsonb rejects.
 */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
