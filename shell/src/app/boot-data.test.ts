import { BOOT_DATA_ELEMENT_ID } from '@portal/contracts';
import { readBoot } from './boot-data';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('boot');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = BOOT_DATA_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

const MANIFEST = {
  tenant: 'demo',
  remotes: [{ id: 'access', name: 'mf_access', version: '1.0.0', entry: '/remotes/access/1.0.0/mf-manifest.json', mounts: ['/access'], enabled: true }],
};

describe('readBoot: what the gateway put in the page', () => {
  it('answers each part that passes its schema', () => {
    const boot = readBoot(
      pageWith(JSON.stringify({ tenant: 'demo', manifest: MANIFEST, settings: { systemName: 'Acme' }, contentConfig: { settings: { defaultScope: 'demo' } } })),
    );
    expect(boot).toMatchObject({ tenant: 'demo', manifest: MANIFEST, settings: { systemName: 'Acme' }, contentConfig: { settings: { defaultScope: 'demo' } } });
  });

  it('leaves out a part that does not pass, so the shell fetches it as before', () => {
    const boot = readBoot(pageWith(JSON.stringify({ tenant: 'demo', manifest: { tenant: 'demo', remotes: 'none' }, settings: { systemName: 'Acme' } })));
    expect(boot?.manifest).toBeUndefined();
    expect(boot?.settings).toMatchObject({ systemName: 'Acme' });
  });

  it('answers nothing for a page without boot data, with broken JSON, or without a tenant', () => {
    expect(readBoot(pageWith(null))).toBeUndefined();
    expect(readBoot(pageWith('{"tenant":'))).toBeUndefined();
    expect(readBoot(pageWith(JSON.stringify({ manifest: MANIFEST })))).toBeUndefined();
  });
});
