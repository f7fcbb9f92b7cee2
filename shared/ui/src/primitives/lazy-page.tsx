import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from './Spinner';
import { BootViewOr, ReleaseBootView } from './boot-view';

/**
 * A route component loaded on first visit, so each screen is its own chunk. `Wrapper` goes around
 * it, e.g. @portal/query's QueryProvider for an area whose pages use queries.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, Wrapper?: ComponentType<{ children?: ReactNode }>): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    const page = (
      <Suspense
        fallback={
          <BootViewOr>
            <Spinner />
          </BootViewOr>
        }
      >
        <Page />
        <ReleaseBootView />
      </Suspense>
    );
    return Wrapper ? <Wrapper>{page}</Wrapper> : page;
  };
}
