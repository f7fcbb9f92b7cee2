/*
 * Query keys the approvals and dashboard features share (features do not import each other): a
 * decision on the approvals page invalidates the dashboard's approver count.
 */
export const APPROVER_COUNT_KEY = ['dashboard', 'approver-count'] as const;
export const approverCountKey = (scope: string | null, userId: string | undefined) => [...APPROVER_COUNT_KEY, scope, userId ?? null] as const;
