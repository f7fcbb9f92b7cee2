import { UserCheckSchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { LmsError, parseInput } from '../lib/errors';
import { findUserById } from '../repositories/users';

/** Shared by the instructor and team-leader checks: does the user of `{scope, userId}` hold one of the roles? */
export async function userHoldsRole(request: FastifyRequest, roles: readonly string[]): Promise<boolean> {
  const input = parseInput(UserCheckSchema, request.body);
  if (input.scope !== request.session?.scope) throw new LmsError(403, 'ScopeMismatch');
  const user = await findUserById(request.server.db, input.userId);
  return !!user && user.scope === input.scope && user.roles.some((role) => roles.includes(role));
}
