import { UserCheckSchema } from '@portal/contracts/support';
import type { FastifyRequest } from 'fastify';
import { LmsError, parseInput } from '../lib/errors';
import { actFor } from './acting-for';

/**
 * Shared by the instructor and team-leader checks: does the caller hold one of the roles? They answer
 * for the caller only (403 NotSessionUser for any other `userId`), so nobody learns who holds which role.
 */
export async function userHoldsRole(request: FastifyRequest, roles: readonly string[]): Promise<boolean> {
  const input = parseInput(UserCheckSchema, request.body);
  if (input.scope !== request.session?.scope) throw new LmsError(403, 'ScopeMismatch');
  const { subject } = await actFor(request, input.userId);
  return subject.roles.some((role) => roles.includes(role));
}
