import { lazy, Suspense, type ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Spinner } from '@portal/ui';
import { queryClient } from './query-client';

/** A route component loaded on first visit (its own chunk), with the area's query cache around it. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<Spinner />}>
          <Page />
        </Suspense>
      </QueryClientProvider>
    );
  };
}
