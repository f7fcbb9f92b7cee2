import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';
import { UserListSchema, type InstructorUser, type ListUsersRequest } from '@portal/contracts/instructors';
import { queryKeys } from '@portal/query/keys';
import { instructorsPaths } from '../../../lib/api/instructors-paths';

/** POST /instructors/ListUsers: the add-users search (the request is already valid: the form checked it with the same schema). */
export async function listUsers(api: ApiClient, request: ListUsersRequest): Promise<InstructorUser[]> {
  return (await api.post(instructorsPaths.listUsers(), request, { schema: UserListSchema })).users;
}

export function usersQuery(api: ApiClient, request: ListUsersRequest) {
  return queryOptions({ queryKey: queryKeys.instructors.users(request.session_id, request.query, request.property), queryFn: () => listUsers(api, request) });
}

/** Not asked until a search is sent. */
export const useUserSearch = (request: ListUsersRequest | undefined) =>
  useQuery({ ...usersQuery(useApi(), request ?? { session_id: '', query: '' }), enabled: request !== undefined });
