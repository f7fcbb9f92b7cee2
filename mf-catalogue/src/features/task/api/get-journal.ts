import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { TaskJournalResponseSchema, taskPaths, type TaskJournalEntry } from '@portal/contracts/tasks';
import { queryKeys } from '@portal/query/keys';
import type { TaskRef } from './get-task';

/** GET …/task/journal?actingAs= : the task's audit entries, newest first; a failure shows none (spec 2 §8: reads swallow errors). */
export async function getJournal(api: ApiClient, ref: TaskRef): Promise<TaskJournalEntry[]> {
  return (await orEmpty(api.get(taskPaths.journal(ref.scope, ref.owner, ref.id, ref.actingAs), { schema: TaskJournalResponseSchema }), { entries: [] })).entries;
}

export function journalQuery(api: ApiClient, ref: TaskRef) {
  return queryOptions({ queryKey: queryKeys.tasks.journal(ref), queryFn: () => getJournal(api, ref), staleTime: 0 });
}

export function useJournal(ref: TaskRef) {
  return useQuery(journalQuery(useApi(), ref));
}
