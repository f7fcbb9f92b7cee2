import * as v from 'valibot';
import { IsoDateSchema } from '../common';

const IsoDate = IsoDateSchema;

/** An approval delegation (spec 1 §3): the approver's requests go to the delegate between the dates. */
export const DelegationSchema = v.object({
  reference: v.string(),
  scope: v.string(),
  approverId: v.string(),
  delegateeId: v.string(),
  delegateeName: v.string(),
  startAt: v.optional(v.nullable(IsoDate)),
  endAt: v.optional(v.nullable(IsoDate)),
});
export type Delegation = v.InferOutput<typeof DelegationSchema>;

/** POST /stamp/approvals/listDelegatesForApprover */
export const ListDelegatesSchema = v.object({ scope: v.string(), approverId: v.pipe(v.string(), v.nonEmpty()) });
export type ListDelegates = v.InferOutput<typeof ListDelegatesSchema>;
export const DelegationListResponseSchema = v.object({ success: v.boolean(), delegates: v.array(DelegationSchema) });
export type DelegationListResponse = v.InferOutput<typeof DelegationListResponseSchema>;

export const UNTIL_BEFORE_FROM = 'The until date must be after the from date';

/** Spec 1 §5: the until date must be after the from date (either may be left open). */
export function delegationPeriodProblem(startAt: string | null | undefined, endAt: string | null | undefined): string | undefined {
  if (!startAt || !endAt) return undefined;
  return Date.parse(endAt) > Date.parse(startAt) ? undefined : UNTIL_BEFORE_FROM;
}

const periodChecked = <T extends { startAt?: string | null; endAt?: string | null }>() =>
  v.check<T, string>((d) => delegationPeriodProblem(d.startAt, d.endAt) === undefined, UNTIL_BEFORE_FROM);

/** POST /stamp/approvals/addDelegate (response `reference`). */
export const AddDelegateSchema = v.pipe(
  v.object({
    scope: v.string(),
    approverId: v.pipe(v.string(), v.nonEmpty()),
    delegateeId: v.pipe(v.string(), v.nonEmpty()),
    startAt: v.optional(v.nullable(IsoDate)),
    endAt: v.optional(v.nullable(IsoDate)),
  }),
  periodChecked(),
);
export type AddDelegate = v.InferOutput<typeof AddDelegateSchema>;
export const AddDelegateResponseSchema = v.object({ success: v.boolean(), reference: v.string() });

/** POST /stamp/approvals/updateDelegate: the add payload plus the reference. */
export const UpdateDelegateSchema = v.pipe(
  v.object({
    scope: v.string(),
    reference: v.pipe(v.string(), v.nonEmpty()),
    approverId: v.pipe(v.string(), v.nonEmpty()),
    delegateeId: v.pipe(v.string(), v.nonEmpty()),
    startAt: v.optional(v.nullable(IsoDate)),
    endAt: v.optional(v.nullable(IsoDate)),
  }),
  periodChecked(),
);
export type UpdateDelegate = v.InferOutput<typeof UpdateDelegateSchema>;

/** POST /stamp/approvals/removeDelegate */
export const RemoveDelegateSchema = v.object({ scope: v.string(), reference: v.pipe(v.string(), v.nonEmpty()) });
export type RemoveDelegate = v.InferOutput<typeof RemoveDelegateSchema>;

/** ErrorCodes of the delegation calls; the dialog maps them to the messages of spec 1 §8. */
export const DELEGATION_ERRORS = ['DelegateIsApprover', 'DelegateNotFound', 'InvalidPeriod', 'NotFound'] as const;
