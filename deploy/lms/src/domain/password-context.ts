/*
 * Context-specific words a password must not be made of (ASVS 5.0 V6.2.11): the user's username, the
 * product's name and the tenant's scope and name. Compared without case, spaces or punctuation, so
 * "Learner-Portal!1" and "learnerportal" are the same words.
 */

/** The product's own names, whatever a tenant calls its portal. */
export const PRODUCT_WORDS = ['Learner Portal', 'learnerportal', 'portal'] as const;

/** Shorter words say too little to refuse a password over (a two-letter username). */
const MIN_WORD_LENGTH = 3;

export const CONTEXT_WORD_PROBLEM = 'must not contain your username or the name of the portal or of your organisation';

const normalise = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

export interface PasswordContext {
  username: string;
  scope: string;
  /** The tenant's name and the portal's configured systemName, when it has them. */
  names: readonly (string | null | undefined)[];
}

/** The words of the context, normalised, each long enough to matter. */
export function contextWords(context: PasswordContext): string[] {
  const words = [context.username, context.scope, ...context.names, ...PRODUCT_WORDS].filter((word): word is string => typeof word === 'string').map(normalise);
  // An e-mail username counts by its local part too ("alex.morgan" of alex.morgan@example.org).
  if (context.username.includes('@')) words.push(normalise(context.username.slice(0, context.username.indexOf('@'))));
  return [...new Set(words.filter((word) => word.length >= MIN_WORD_LENGTH))];
}

/** Why the password may not be used in this context, or undefined. */
export function contextWordProblem(password: string, context: PasswordContext): string | undefined {
  const plain = normalise(password);
  return contextWords(context).some((word) => plain.includes(word)) ? CONTEXT_WORD_PROBLEM : undefined;
}
