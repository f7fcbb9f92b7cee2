import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tab list. */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled: the selected tab's id (with onSelect). */
  selected?: string;
  /** Uncontrolled: the tab selected first (default the first). */
  defaultSelected?: string;
  onSelect?(id: string): void;
}

/**
 * Tabs in one view (the WAI-ARIA tabs pattern): one tab stop, arrow keys move between the tabs and
 * select them (the reading direction's way round in right-to-left languages), Home and End go to the
 * first and last, Tab moves on to the panel. Views with an address of their own are links instead
 * (`lp-tabs` in styles.css).
 */
export function Tabs({ label, tabs, selected, defaultSelected, onSelect }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultSelected ?? tabs[0]?.id);
  const current = tabs.find((tab) => tab.id === (selected ?? own)) ?? tabs[0];
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setOwn(id);
    onSelect?.(id);
    tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.id === current?.id);
    // The nearest dir attribute (the shell sets it on <html> for the language).
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next = { [forward]: at + 1, [backward]: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[(next + tabs.length) % tabs.length]!.id);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  return (
    <div className="lp-tabset">
      <div role="tablist" aria-label={label} className="lp-tabset__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className="lp-tabset__tab"
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)} tabIndex={0} className="lp-tabset__panel">
          {current.panel}
        </div>
      )}
    </div>
  );
}
