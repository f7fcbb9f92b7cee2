import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@portal/ui';
import type { EnrichedItem } from '../../../lib/domain/catalogue-index';
import { useText } from '../../../lib/messages';
import { SCROLL_STEP_PX, SCROLL_THROTTLE_MS } from '../domain/playlists';
import { channelsMessages } from '../messages';
import { ItemTiles } from './ItemTile';

export interface PlaylistProps {
  /** The playlist's name: its heading and the scroll buttons' names. */
  name: string;
  /** The heading, when it is more than the name (a link to the channel). */
  heading?: ReactNode;
  items: readonly EnrichedItem[];
}

/** A horizontally scrolling row of item tiles with back and on buttons (spec 2 §2 "horizontal scrolling per channel"). */
export function Playlist({ name, heading, items }: PlaylistProps) {
  const text = useText(channelsMessages);
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const lastRead = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout>>();

  const readEdges = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    lastRead.current = Date.now();
    // Right to left, scrollLeft runs from 0 at the start to negative values: its size is the distance from the start.
    const scrolled = Math.abs(list.scrollLeft);
    setEdges({ atStart: scrolled <= 0, atEnd: scrolled + list.clientWidth >= list.scrollWidth - 1 });
  }, []);

  // Scroll events come many times a second; the edges are read at most every 250 ms, and once after the last one.
  const onScroll = useCallback(() => {
    clearTimeout(pending.current);
    const wait = SCROLL_THROTTLE_MS - (Date.now() - lastRead.current);
    if (wait <= 0) readEdges();
    else pending.current = setTimeout(readEdges, wait);
  }, [readEdges]);

  useEffect(() => {
    readEdges();
    return () => clearTimeout(pending.current);
  }, [readEdges, items]);

  /** On (1) is towards the row's end: leftwards in a right-to-left language. */
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const towardsEnd = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    list.scrollBy?.({ left: direction * towardsEnd * SCROLL_STEP_PX, behavior: 'smooth' });
  };

  return (
    <section className="lp-playlist" aria-labelledby={headingId}>
      <div className="lp-playlist__header">
        <h2 id={headingId}>{heading ?? name}</h2>
        {items.length > 0 && (
          <div className="lp-playlist__scroll">
            <Button variant="secondary" aria-label={text('catalogue.channels.scrollBack', { name })} disabled={edges.atStart} onClick={() => scroll(-1)}>
              <span aria-hidden="true">‹</span>
            </Button>
            <Button variant="secondary" aria-label={text('catalogue.channels.scrollOn', { name })} disabled={edges.atEnd} onClick={() => scroll(1)}>
              <span aria-hidden="true">›</span>
            </Button>
          </div>
        )}
      </div>
      <ItemTiles ref={listRef} items={items} empty={text('catalogue.channels.emptyPlaylist')} className="lp-playlist__items" onScroll={onScroll} />
    </section>
  );
}
