import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '@portal/api-client';

/**
 * A modal's templateUrl (spec 1: terms, policies and other tenant HTML shown in a dialog). Content
 * files change with a release, not while a user reads, so a template is fetched once per session.
 */
export function modalTemplateQuery(api: ApiClient, url: string) {
  return queryOptions({
    queryKey: ['shell', 'modal-template', url] as const,
    queryFn: () => api.get<string>(url),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useModalTemplate(url: string) {
  return useQuery(modalTemplateQuery(useApi(), url));
}
