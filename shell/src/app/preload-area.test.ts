import { BOOT_DATA_ELEMENT_ID, type PortalRemote } from '@portal/contracts';
import { BOOT_DATA_ELEMENT, preloadArea } from './preload-area';

const remote = (id: string, mounts: string[], enabled = true): PortalRemote => ({
  id,
  name: `mf_${id}`,
  version: '1.0.0',
  entry: `/remotes/${id}/1.0.0/mf-manifest.json`,
  mounts,
  enabled,
});
const REMOTES = [remote('access', ['/access', '/account']), remote('dashboard', ['/dashboard', '/account/dashboard']), remote('team', ['/team'], false)];
const SCRIPTS = {
  access: ['/remotes/access/1.0.0/remoteEntry.js'],
  dashboard: ['/remotes/dashboard/1.0.0/remoteEntry.js', '/remotes/dashboard/1.0.0/app.js'],
  team: ['/remotes/team/1.0.0/remoteEntry.js'],
};

function page(boot: unknown): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const script = doc.createElement('script');
  script.id = BOOT_DATA_ELEMENT;
  script.type = 'application/json';
  script.textContent = typeof boot === 'string' ? boot : JSON.stringify(boot);
  doc.head.appendChild(script);
  return doc;
}

const hints = (doc: Document) => [...doc.head.querySelectorAll('link')].map((element) => `${element.getAttribute('as')} ${element.getAttribute('href')}`);

it('reads the element the gateway writes', () => {
  expect(BOOT_DATA_ELEMENT).toBe(BOOT_DATA_ELEMENT_ID);
});

it('preloads the manifest and first scripts of the area the hash names, the most specific mount winning', () => {
  const doc = page({ manifest: { remotes: REMOTES }, areaScripts: SCRIPTS });
  preloadArea(doc, '#/account/dashboard?status=all');
  expect(hints(doc)).toEqual(['fetch /remotes/dashboard/1.0.0/mf-manifest.json', 'script /remotes/dashboard/1.0.0/remoteEntry.js', 'script /remotes/dashboard/1.0.0/app.js']);
  expect(doc.head.querySelector('link[as="fetch"]')?.hasAttribute('crossorigin')).toBe(true);
});

it.each([
  ['the landing page, which is no area', { manifest: { remotes: REMOTES }, areaScripts: SCRIPTS }, '#/'],
  ['a disabled area', { manifest: { remotes: REMOTES }, areaScripts: SCRIPTS }, '#/team'],
  ['a signed-out page (no script lists)', { manifest: { remotes: REMOTES } }, '#/dashboard'],
  ['malformed boot data', '{not json', '#/dashboard'],
  ['an area without a list', { manifest: { remotes: REMOTES }, areaScripts: { access: [] } }, '#/dashboard'],
])('preloads nothing for %s', (_case, boot, hash) => {
  const doc = page(boot);
  preloadArea(doc, hash);
  expect(hints(doc)).toEqual([]);
});
