import { REMOTE_EXPOSE, defineRemote } from './index';

it('names the one module every remote exposes', () => {
  expect(REMOTE_EXPOSE).toBe('./app');
});

it('returns the remote app it was given, checked against the contract', () => {
  const app = defineRemote({ id: 'dashboard', routes: [{ path: '/dashboard', authorizedRoles: '*' }] });
  expect(app.routes[0]?.authorizedRoles).toBe('*');
});
