import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FEED_CACHE_MS, FEED_DEFAULT_SIZE, trimFeedText, type FeedChannel, type FeedItem, type FeedSource } from '@portal/contracts/dashboard';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ipaddr from 'ipaddr.js';
import sanitizeHtml from 'sanitize-html';
import { LmsError } from '../../lib/errors';
import { FETCH_MAX_BYTES, FETCH_TIMEOUT_MS, guardedGet, isPublicAddress, resolveHost } from '../../lib/public-fetch';

/*
 * The feed fetcher behind GET /rssle/rss (spec 3 §7). It is no open fetch proxy: it fetches only the
 * tenant's configured feed addresses, and only public ones, through lib/public-fetch.ts (checked
 * before the request and again by the connection's own DNS lookup; no redirect; 1 MB, 10 s). A
 * tenant's own feed files (`content:feeds/<name>.xml`) are read from its content folder, not over
 * the network.
 */

/** The address form of a feed file the LMS holds itself, under content/<tenant>/feeds/. */
export const CONTENT_FEED_PREFIX = 'content:feeds/';
const CONTENT_FEED_NAME = /^[a-z0-9][a-z0-9-]{0,60}\.xml$/;
const FEED_ACCEPT = 'application/rss+xml, application/xml, text/xml';

export const EMPTY_FEED: FeedChannel = { title: '', items: [] };

export interface FeedFetchContext {
  scope: string;
  contentDir: string;
  /** The tenant's configured feeds: the only addresses fetched. */
  allowed: readonly FeedSource[];
  /** Host name to addresses; DNS by default (tests give their own). */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Tests give their own; by default guardedGet (lib/public-fetch.ts). */
  fetchImpl?: typeof fetch;
}

/** The feed's text: from the tenant's folder or, after every check, over HTTP(S). Network failures give undefined. */
async function readFeedText(url: string, context: FeedFetchContext): Promise<string | undefined> {
  if (!context.allowed.some((feed) => feed.url === url)) throw new LmsError(403, 'FeedNotConfigured', 'url: not a configured feed');
  if (url.startsWith(CONTENT_FEED_PREFIX)) {
    const name = url.slice(CONTENT_FEED_PREFIX.length);
    if (!CONTENT_FEED_NAME.test(name)) throw new LmsError(403, 'FeedAddressRefused', 'url: not a feed file name');
    try {
      return await readFile(path.join(context.contentDir, context.scope, 'feeds', name), 'utf8');
    } catch {
      return undefined;
    }
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new LmsError(403, 'FeedAddressRefused', 'url: not an address');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new LmsError(403, 'FeedAddressRefused', 'url: only http and https');
  if (parsed.username || parsed.password) throw new LmsError(403, 'FeedAddressRefused', 'url: no credentials');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await (context.resolve ?? resolveHost)(host);
  } catch {
    return undefined;
  }
  if (!addresses.length || !addresses.every(isPublicAddress)) throw new LmsError(403, 'FeedAddressRefused', 'url: not a public address');
  if (!context.fetchImpl) return guardedGet(parsed, FEED_ACCEPT);
  try {
    const response = await context.fetchImpl(parsed, {
      redirect: 'manual',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: FEED_ACCEPT },
    });
    if (!response.ok || !response.body) return undefined;
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > FETCH_MAX_BYTES) return undefined;
    const text = await response.text();
    return text.length > FETCH_MAX_BYTES ? undefined : text;
  } catch {
    return undefined;
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
