import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { NearViewport } from './NearViewport';

/** A stand-in IntersectionObserver the test moves: jsdom lays nothing out, so it has none. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The observed place comes within (or stays out of) the margin around the viewport. */
  report(isIntersecting: boolean) {
    act(() =>
      this.callback(
        this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

describe('NearViewport', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.instances = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('holds the place until it comes within half a screen of the viewport, then renders its contents and stops watching', () => {
    render(
      <NearViewport>
        <section aria-label="Leaderboard" />
      </NearViewport>,
    );
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).not.toBeInTheDocument();
    const [observer] = FakeObserver.instances;
    expect(observer!.options?.rootMargin).toBe('50% 0px');

    observer!.report(false);
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).not.toBeInTheDocument();

    observer!.report(true);
    expect(screen.getByRole('region', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(observer!.disconnected).toBe(true);
  });

  it('keeps the widgets already shown on screen while a lazily loaded one that comes near is still loading', async () => {
    let arrive: (module: { default: () => JSX.Element }) => void = () => undefined;
    const Leaderboard = lazy(() => new Promise<{ default: () => JSX.Element }>((resolve) => (arrive = resolve)));
    // One boundary around both, as the dashboard's own widgets had: the second's load must not hide the first.
    render(
      <Suspense fallback={<p>Loading</p>}>
        <NearViewport>
          <section aria-label="Summary" />
        </NearViewport>
        <NearViewport>
          <Leaderboard />
        </NearViewport>
      </Suspense>,
    );
    const [summary, leaderboard] = FakeObserver.instances;
    summary!.report(true);
    expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();

    leaderboard!.report(true);
    expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();

    await act(async () => arrive({ default: () => <section aria-label="Leaderboard" /> }));
    expect(screen.getByRole('region', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    // @ts-expect-error: a browser without it
    delete globalThis.IntersectionObserver;
    render(
      <NearViewport>
        <section aria-label="News" />
      </NearViewport>,
    );
    expect(screen.getByRole('region', { name: 'News' })).toBeInTheDocument();
  });
});
