import type { PortalRemote } from '@portal/contracts';
import { pathOfHash, remoteForPath } from '../remotes/area-routes';

/**
 * Runs in the entry chunk, before the federation has shared any package, so it imports none at run
 * time (types only; the element id is @portal/contracts' BOOT_DATA_ELEMENT_ID, checked by its test).
 */
export const BOOT_DATA_ELEMENT = 'lp-boot';

interface BootHints {
  manifest?: { remotes?: PortalRemote[] };
  areaScripts?: Record<string, string[]>;
}

function link(doc: Document, attributes: Record<string, string>): void {
  const element = doc.createElement('link');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  doc.head.appendChild(element);
}

/**
 * A signed-in visitor's first page is the area in the URL's hash, which only the browser knows: its
 * manifest and first scripts (listed by the gateway in the boot data) are fetched now, beside the
 * shell's own start-up chunks, instead of after the shell has started and routed.
 * Only a hint: anything missing or malformed preloads nothing, and the shell loads the area as always.
 */
export function preloadArea(doc: Document = document, hash: string = doc.location?.hash ?? ''): void {
  let boot: BootHints;
  try {
    boot = JSON.parse(doc.getElementById(BOOT_DATA_ELEMENT)?.textContent ?? 'null') as BootHints;
  } catch {
    return;
  }
  const remotes = boot?.manifest?.remotes;
  if (!boot?.areaScripts || !Array.isArray(remotes)) return;
  const remote = remoteForPath(
    remotes.filter((candidate) => candidate?.enabled && Array.isArray(candidate.mounts)),
    pathOfHash(hash),
  );
  const scripts = remote && boot.areaScripts[remote.id];
  if (!remote || !Array.isArray(scripts)) return;
  if (typeof remote.entry === 'string') link(doc, { rel: 'preload', as: 'fetch', crossorigin: '', href: remote.entry });
  for (const script of scripts) if (typeof script === 'string') link(doc, { rel: 'preload', as: 'script', href: script });
}
