import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { LrsPrincipal } from './principal';

/*
 * Placeholder: the LMS's progress rules applied to statements once they are stored. A statement the
 * rules do not accept is kept (xAPI requires it) but changes no completion or result.
 */
export async function applyProgress(_db: Kysely<DB>, _principal: LrsPrincipal, _statements: readonly Record<string, unknown>[]): Promise<void> {}
