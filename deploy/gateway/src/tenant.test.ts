import { resolveTenant } from './tenant';

const known = ['acme', 'demo'];

it('takes ?tenant= when it is a known tenant', () => {
  expect(resolveTenant({ tenant: 'acme', host: 'demo.portal.test' }, known, 'demo')).toBe('acme');
});

it('otherwise takes the first host label when it is a known tenant', () => {
  expect(resolveTenant({ host: 'acme.portal.test:8080' }, known, 'demo')).toBe('acme');
  expect(resolveTenant({ tenant: 'nobody', host: 'ACME.portal.test' }, known, 'demo')).toBe('acme');
});

it('otherwise falls back to the default tenant', () => {
  expect(resolveTenant({ host: 'localhost:8080' }, known, 'demo')).toBe('demo');
  expect(resolveTenant({ tenant: 'nobody' }, known, 'demo')).toBe('demo');
  expect(resolveTenant({}, [], 'demo')).toBe('demo');
});
