import { isUnavailableRemote } from '../unavailable-remote';
import { fallbackPlugin } from './fallback';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof fallbackPlugin>['errorLoadRemote']>>[0];
const args = (lifecycle: ErrorArgs['lifecycle']) => ({ id: 'mf_access/app', error: new Error('404'), lifecycle, from: 'runtime' }) as ErrorArgs;

describe('fallbackPlugin', () => {
  it('answers a failed remote with a module whose RemoteApp shows the AreaUnavailable page', async () => {
    const report = jest.fn();
    const module = (await fallbackPlugin(report).errorLoadRemote?.(args('onLoad'))) as { default: { id: string; routes: { path: string }[] } };
    expect(module.default.id).toBe('mf_access');
    expect(module.default.routes.map((route) => route.path)).toEqual(['*']);
    expect(isUnavailableRemote(module.default as never)).toBe(true);
    expect(report).toHaveBeenCalledWith('[shell] remote "mf_access/app" could not be loaded', expect.any(Error));
  });

  it('leaves the manifest and shared-module stages alone (an answer there would be taken as the manifest)', async () => {
    const plugin = fallbackPlugin(jest.fn());
    expect(await plugin.errorLoadRemote?.(args('afterResolve'))).toBeUndefined();
    expect(await plugin.errorLoadRemote?.(args('beforeLoadShare'))).toBeUndefined();
  });
});
