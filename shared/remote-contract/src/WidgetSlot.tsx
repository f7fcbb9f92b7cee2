import { Component, createContext, type ComponentType, Suspense, useContext, useEffect, useMemo, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import type { AuthorizedRoles, RemoteApp, RemoteWidget } from './index';
import type { WidgetSlotName, WidgetSlotPropsMap, WidgetSlotPropsOf } from './widget-slots';

/** One remote whose widgets a host may show: `load` answers its RemoteApp, or undefined when it failed. */
export interface WidgetSource {
  /** The remote's id in the portal manifest. */
  id: string;
  load(): Promise<RemoteApp | undefined>;
}

export interface ContributedWidget {
  remoteId: string;
  widget: RemoteWidget;
}

/** The widgets of every source, loaded when a slot first asks for them. */
export interface WidgetRegistry {
  /** A slot is shown: load the sources not loaded yet (a failed one is tried again). */
  request(): void;
  subscribe(listener: () => void): () => void;
  /** The widgets contributed to `slot` by the sources loaded so far, in slot order; the same array until that changes. */
  widgets(slot: WidgetSlotName): readonly ContributedWidget[];
  /** Whether every source has answered (loaded or failed), so no more widgets are coming for now. */
  settled(): boolean;
}

type SourceState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; app: RemoteApp };

const EMPTY: readonly ContributedWidget[] = [];

/**
 * A registry over `sources` (the tenant's enabled remotes, in manifest order). Nothing is loaded
 * until a slot is shown: the portal manifest does not say which remote contributes to which slot,
 * so the first shown slot loads every source's './app' (the small module of routes and widget
 * declarations; pages and widgets themselves stay lazy). A source that fails contributes nothing
 * and the others still do; the next slot shown tries it again.
 */
export function createWidgetRegistry(sources: readonly WidgetSource[]): WidgetRegistry {
  const states = sources.map((): SourceState => ({ status: 'idle' }));
  const listeners = new Set<() => void>();
  let bySlot = new Map<WidgetSlotName, readonly ContributedWidget[]>();

  function changed() {
    bySlot = new Map();
    for (const listener of listeners) listener();
  }

  function collect(slot: WidgetSlotName): readonly ContributedWidget[] {
    const found: { contributed: ContributedWidget; source: number; declared: number }[] = [];
    states.forEach((state, source) => {
      if (state.status !== 'ready') return;
      (state.app.widgets ?? []).forEach((widget, declared) => {
        if (widget.slot === slot) found.push({ contributed: { remoteId: state.app.id, widget }, source, declared });
      });
    });
    if (found.length === 0) return EMPTY;
    found.sort((a, b) => (a.contributed.widget.order ?? 0) - (b.contributed.widget.order ?? 0) || a.source - b.source || a.declared - b.declared);
    return found.map(({ contributed }) => contributed);
  }

  return {
    request() {
      sources.forEach((source, index) => {
        const state = states[index];
        if (!state || state.status === 'loading' || state.status === 'ready') return;
        states[index] = { status: 'loading' };
        const fail = () => {
          states[index] = { status: 'failed' };
          changed();
        };
        source.load().then(
          (app) => {
            if (app) {
              states[index] = { status: 'ready', app };
              changed();
            } else {
              console.warn(`[widgets] remote "${source.id}" is unavailable; its widgets are left out`);
              fail();
            }
          },
          (error: unknown) => {
            console.error(`[widgets] remote "${source.id}" could not be loaded; its widgets are left out`, error);
            fail();
          },
        );
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled() {
      return states.every((state) => state.status === 'ready' || state.status === 'failed');
    },
    widgets(slot) {
      let widgets = bySlot.get(slot);
      if (!widgets) {
        widgets = collect(slot);
        bySlot.set(slot, widgets);
      }
      return widgets;
    },
  };
}

/** What a host page needs from whoever hosts it (the shell, or a development host). */
export interface WidgetHost {
  registry: WidgetRegistry;
  /** Whether the current user may see what these roles guard (spec 1 §6). */
  isAuthorised(roles: AuthorizedRoles): boolean;
}

const WidgetHostContext = createContext<WidgetHost | null>(null);

export function WidgetHostProvider({ host, children }: { host: WidgetHost; children?: ReactNode }) {
  return <WidgetHostContext.Provider value={host}>{children}</WidgetHostContext.Provider>;
}

interface WidgetSlotBaseProps<N extends WidgetSlotName> {
  name: N;
  /** The slot version this host renders (WIDGET_SLOTS[name] when it was written). */
  version: number;
  className?: string;
  /** Shown instead when every source has answered and no widget is shown (a host page's empty state); nothing by default. */
  empty?: ReactNode;
}

/** A slot's host props: `props` (what its widgets receive) is required exactly for the slots of WidgetSlotPropsMap. */
export type WidgetSlotProps<N extends WidgetSlotName = WidgetSlotName> = WidgetSlotBaseProps<N> &
  (N extends keyof WidgetSlotPropsMap ? { props: WidgetSlotPropsOf<N> } : { props?: undefined });

const warned = new WeakSet<RemoteWidget>();

function fitsVersion({ remoteId, widget }: ContributedWidget, name: WidgetSlotName, version: number): boolean {
  if (widget.slotVersion === version) return true;
  if (!warned.has(widget)) {
    warned.add(widget);
    console.warn(`[widgets] ${remoteId}/${widget.id} is written for ${name} v${widget.slotVersion}, this page hosts v${version}: left out`);
  }
  return false;
}

/**
 * A named, versioned place where other remotes' widgets render, in order, each the current user may
 * see. Nothing renders (not even a wrapper) without a host, without widgets, or while they load (but
 * `empty`, once every source has answered or without a host); a
 * widget that throws is left out and the others stay.
 */
export function WidgetSlot<N extends WidgetSlotName>({ name, version, className, empty, props }: WidgetSlotProps<N>) {
  const host = useContext(WidgetHostContext);
  return host ? <HostedSlot host={host} name={name} version={version} className={className} empty={empty} props={props} /> : <>{empty ?? null}</>;
}

interface HostedSlotProps extends WidgetSlotBaseProps<WidgetSlotName> {
  host: WidgetHost;
  props: object | undefined;
}

function HostedSlot({ host, name, version, className, empty, props }: HostedSlotProps) {
  const { registry, isAuthorised } = host;
  useEffect(() => registry.request(), [registry]);
  const contributed = useSyncExternalStore(registry.subscribe, () => registry.widgets(name));
  const settled = useSyncExternalStore(registry.subscribe, () => registry.settled());
  const shown = useMemo(
    () => contributed.filter((entry) => fitsVersion(entry, name, version) && isAuthorised(entry.widget.authorizedRoles)),
    [contributed, name, version, isAuthorised],
  );
  if (shown.length === 0) return settled && empty ? <>{empty}</> : null;
  return (
    <div className={className ?? 'lp-widget-slot'} data-slot={`${name}.v${version}`}>
      {shown.map(({ remoteId, widget }) => {
        // The slot's props, as declared for its widgets through slotWidget (WidgetSlotPropsMap).
        const Widget = widget.Component as ComponentType<object>;
        return (
          <WidgetBoundary key={`${remoteId}/${widget.id}`} name={`${remoteId}/${widget.id}`}>
            <Suspense fallback={null}>
              <Widget {...props} />
            </Suspense>
          </WidgetBoundary>
        );
      })}
    </div>
  );
}

/** A widget that throws while rendering is left out; its slot and page stay. */
class WidgetBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[widgets] ${this.props.name} failed while rendering; it is left out`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
