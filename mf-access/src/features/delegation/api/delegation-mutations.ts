import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@portal/api-client';
import type { Delegation } from '@portal/contracts/account';
import { resolveUsername } from '../../../lib/api/resolve-username';
import { currentScope } from '../../../lib/scope';
import { periodInstant, resolvedDelegate, type DelegationDraft } from '../domain/delegation-rules';
import type { DelegationMessageKey } from '../messages';
import { addDelegate } from './add-delegate';
import { invalidateDelegates } from './list-delegates';
import { removeDelegate } from './remove-delegate';
import { updateDelegate } from './update-delegate';

export interface SaveDelegation {
  approverId: string;
  draft: DelegationDraft;
  /** The delegation being changed; absent for a new one. */
  editing: Delegation | null;
}

/** What a save answers: done ('added' | 'updated'), or the delegate could not be resolved (nothing was sent). */
export type SaveDelegationResult = { ok: true; change: 'added' | 'updated' } | { ok: false; problem: DelegationMessageKey };

/**
 * Add or change a delegation (spec 1 §4, §5): the typed delegate is resolved to exactly one other
 * user first, then addDelegate or updateDelegate; the approver's list is reloaded once the change settles.
 */
export function useSaveDelegation() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ approverId, draft, editing }: SaveDelegation): Promise<SaveDelegationResult> => {
      const scope = currentScope();
      const resolved = resolvedDelegate(
        await resolveUsername(api, scope, {
          username: draft.delegate.trim(),
          includeEmail: true,
        }),
        approverId,
      );
      if (!resolved.ok) return resolved;
      const period = {
        startAt: periodInstant(draft.fromDate, draft.fromHours, draft.fromMinutes),
        endAt: periodInstant(draft.untilDate, draft.untilHours, draft.untilMinutes),
      };
      if (editing) {
        await updateDelegate(api, {
          scope,
          reference: editing.reference,
          approverId,
          delegateeId: resolved.delegateeId,
          ...period,
        });
        return { ok: true, change: 'updated' };
      }
      await addDelegate(api, {
        scope,
        approverId,
        delegateeId: resolved.delegateeId,
        ...period,
      });
      return { ok: true, change: 'added' };
    },
    onSettled: (result) => (result?.ok === false ? undefined : invalidateDelegates(client)),
  });
}

/** Remove a delegation; the approver's list is reloaded once it settles. */
export function useRemoveDelegation() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (delegation: Delegation) =>
      removeDelegate(api, {
        scope: currentScope(),
        reference: delegation.reference,
      }),
    onSettled: () => invalidateDelegates(client),
  });
}
