import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FEED_CACHE_MS, FEED_DEFAULT_SIZE, trimFeedText, type FeedChannel, type FeedItem, type FeedSource } from '@portal/contracts/dashboard';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sanitizeHtml from 'sanitize-html';
import { refusals } from '../lib/errors';
import { AddressRefused, fetchPublicText, type PublicFetchOptions } from '../lib/public-fetch';

/*
 * The feeds of the dashboard (spec 3 §3, §7, §9): GET /rssle/rss is no open fetch proxy. It fetches
 * only the tenant's configured feed addresses, and only public ones, through lib/public-fetch.ts
 * (checked before the request and again by the connection's own DNS lookup; no redirect; 1 MB, 10 s).
 * A tenant's own feed files (`content:feeds/<name>.xml`) are read from its content folder, not over
 * the network. A feed is parsed to text only, and kept a minute.
 */

/** What the feed call refuses, with their statuses (routes/README.md, rssle). */
export const FEED_REFUSALS = {
  FeedNotConfigured: 403,
  FeedAddressRefused: 403,
} as const;
const refuse = refusals(FEED_REFUSALS);

/** The address form of a feed file the LMS holds itself, under content/<tenant>/feeds/. */
export const CONTENT_FEED_PREFIX = 'content:feeds/';
const CONTENT_FEED_NAME = /^[a-z0-9][a-z0-9-]{0,60}\.xml$/;
const FEED_ACCEPT = 'application/rss+xml, application/xml, text/xml';

export const EMPTY_FEED: FeedChannel = { title: '', items: [] };

export interface FeedFetchContext extends PublicFetchOptions {
  scope: string;
  contentDir: string;
  /** The tenant's configured feeds: the only addresses fetched. */
  allowed: readonly FeedSource[];
}

/** Only a feed the tenant configured is fetched (checked before the cache too: a removed feed is not served from it). */
export function assertConfiguredFeed(url: string, allowed: readonly FeedSource[]): void {
  if (!allowed.some((feed) => feed.url === url)) throw refuse('FeedNotConfigured', 'url: not a configured feed');
}

/** The feed's text: from the tenant's folder or, after every check, over HTTP(S). Network failures give undefined. */
async function readFeedText(url: string, context: FeedFetchContext): Promise<string | undefined> {
  assertConfiguredFeed(url, context.allowed);
  if (url.startsWith(CONTENT_FEED_PREFIX)) {
    const name = url.slice(CONTENT_FEED_PREFIX.length);
    if (!CONTENT_FEED_NAME.test(name)) throw refuse('FeedAddressRefused', 'url: not a feed file name');
    try {
      return await readFile(path.join(context.contentDir, context.scope, 'feeds', name), 'utf8');
    } catch {
      return undefined;
    }
  }
  try {
    return await fetchPublicText(url, FEED_ACCEPT, context);
  } catch (error) {
    if (error instanceof AddressRefused) throw refuse('FeedAddressRefused', `url: ${error.message}`);
    throw error;
  }
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', textNodeName: '#text', processEntities: true, htmlEntities: true, trimValues: true });

/** Text of an HTML fragment: every tag and attribute dropped by sanitize-html, then its escapes undone (the portal renders text). */
export function feedText(value: unknown): string {
  const raw =
    typeof value === 'string'
      ? value
      : typeof value === 'number'
        ? String(value)
        : value && typeof value === 'object' && '#text' in value
          ? String((value as Record<string, unknown>)['#text'])
          : '';
  const text = sanitizeHtml(raw, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object'] });
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function safeLink(value: unknown): string | null {
  const href = typeof value === 'string' ? value : value && typeof value === 'object' ? String((value as Record<string, unknown>)['@_href'] ?? '') : '';
  try {
    const url = new URL(href.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function isoDate(value: unknown): string | null {
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/**
 * An RSS 2.0 (or Atom) document as the feed channel of spec 3 §3: title and items (title, link, content,
 * description, pubDate), at most `size`, texts trimmed to 200 characters plus an ellipsis. A document
 * that is not well-formed XML, or not a feed, is an empty feed.
 */
export function parseFeed(xml: string, size = FEED_DEFAULT_SIZE): FeedChannel {
  if (XMLValidator.validate(xml) !== true) return EMPTY_FEED;
  // The parsed document is untyped XML: read defensively below.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let document: Record<string, any>;
  try {
    document = parser.parse(xml) as typeof document;
  } catch {
    return EMPTY_FEED;
  }
  const channel = document.rss?.channel ?? document['rdf:RDF']?.channel;
  const atom = document.feed;
  if (!channel && !atom) return EMPTY_FEED;
  const entries = channel ? asArray(channel.item ?? document['rdf:RDF']?.item) : asArray(atom.entry);
  const items: FeedItem[] = entries.slice(0, size).map((entry) => {
    const item = (entry ?? {}) as Record<string, unknown>;
    const description = feedText(item.description ?? item.summary);
    const content = feedText(item['content:encoded'] ?? item.content) || description;
    return {
      title: trimFeedText(feedText(item.title)),
      link: safeLink(Array.isArray(item.link) ? item.link[0] : item.link),
      content: trimFeedText(content),
      description: trimFeedText(description),
      pubDate: isoDate(item.pubDate ?? item.published ?? item.updated ?? item['dc:date']),
    };
  });
  return { title: trimFeedText(feedText((channel ?? atom).title)), items };
}

/** Feed results, per tenant, address and size, kept 1 minute (spec 3 §9). */
export class FeedCache {
  private readonly entries = new Map<string, { at: number; value: FeedChannel }>();
  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string, load: () => Promise<FeedChannel>): Promise<FeedChannel> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < FEED_CACHE_MS) return hit.value;
    const value = await load();
    if (this.entries.size > 500) this.entries.clear();
    this.entries.set(key, { at: this.now(), value });
    return value;
  }
}

/** GET /rssle/rss: a configured feed, fetched (or refused: 403 with the reason) and parsed; failures give an empty feed. */
export async function fetchFeed(url: string, size: number, context: FeedFetchContext): Promise<FeedChannel> {
  const text = await readFeedText(url, context);
  return text === undefined ? EMPTY_FEED : parseFeed(text, size);
}
