import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@portal/ui';

/** A route component loaded on first visit, so each screen is its own chunk. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
  };
}
