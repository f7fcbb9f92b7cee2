import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import ipaddr from 'ipaddr.js';

/*
 * Fetching an address a tenant configured (a feed) without becoming a way into the LMS's own network:
 * never a loopback, private, link-local or other non-public address, checked before the request
 * (isPublicAddress on resolveHost's answer) and again by the connection's own DNS lookup
 * (publicOnlyLookup), so a host cannot answer a public address to the check and a private one to the
 * connection; no redirect followed; at most 1 MB in at most 10 s.
 */

export const FETCH_MAX_BYTES = 1_000_000;
export const FETCH_TIMEOUT_MS = 10_000;

/** Only public unicast addresses: no loopback, private, link-local, unique-local, multicast or reserved ranges. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The DNS lookup of a connection: it answers only when every address of the host is public,
 * so the connection goes to an address that was checked (a host that resolves to a public address
 * for the check and to a private one for the connection gets nothing).
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses) => {
    if (error) return callback(error, []);
    if (!addresses.length || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(Object.assign(new Error(`${hostname}: not a public address`), { code: 'FeedAddressRefused' }), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** GET over node's http(s) through publicOnlyLookup, no redirects followed, at most 1 MB in 10 s; undefined on any failure. */
export function guardedGet(url: URL, accept: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request: ClientRequest = send(url, { method: 'GET', lookup: publicOnlyLookup, timeout: FETCH_TIMEOUT_MS, headers: { accept } }, (response: IncomingMessage) => {
      if (response.statusCode !== 200) return done(undefined);
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > FETCH_MAX_BYTES) done(undefined);
        else chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
      });
      response.on('error', () => done(undefined));
    });
    // The whole exchange, not only an idle socket, is limited to 10 s.
    const timer = setTimeout(() => done(undefined), FETCH_TIMEOUT_MS);
    function done(value: string | undefined) {
      clearTimeout(timer);
      request.destroy();
      resolve(value);
    }
    request.on('error', () => done(undefined));
    request.on('timeout', () => done(undefined));
    request.end();
  });
}

/** An address fetchPublicText will not fetch; the message says why ('not a public address'). */
export class AddressRefused extends Error {
  override readonly name = 'AddressRefused';
}

export interface PublicFetchOptions {
  /** Host name to addresses; DNS by default (tests give their own). */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Tests give their own; by default guardedGet. */
  fetchImpl?: typeof fetch;
}

/**
 * The text at an http(s) address whose host has only public addresses: AddressRefused for any other
 * address (not a URL, another protocol, credentials in it, a non-public host); undefined when the
 * host cannot be resolved or the fetch fails, answers other than 200, or exceeds 1 MB or 10 s.
 */
export async function fetchPublicText(url: string, accept: string, options: PublicFetchOptions = {}): Promise<string | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AddressRefused('not an address');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new AddressRefused('only http and https');
  if (parsed.username || parsed.password) throw new AddressRefused('no credentials');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await (options.resolve ?? resolveHost)(host);
  } catch {
    return undefined;
  }
  if (!addresses.length || !addresses.every(isPublicAddress)) throw new AddressRefused('not a public address');
  if (!options.fetchImpl) return guardedGet(parsed, accept);
  try {
    const response = await options.fetchImpl(parsed, { redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept } });
    if (!response.ok || !response.body) return undefined;
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > FETCH_MAX_BYTES) return undefined;
    const text = await response.text();
    return text.length > FETCH_MAX_BYTES ? undefined : text;
  } catch {
    return undefined;
  }
}

/** A host name's addresses, every one (what isPublicAddress checks before a request). */
export async function resolveHost(hostname: string): Promise<string[]> {
  return (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
}
