import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from './Spinner';

/**
 * A route component loaded on first visit, so each screen is its own chunk. `Wrapper` goes around
 * it, e.g. @portal/query's QueryProvider for an area whose pages use queries.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, Wrapper?: ComponentType<{ children?: ReactNode }>): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    const page = (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
    return Wrapper ? <Wrapper>{page}</Wrapper> : page;
  };
}
