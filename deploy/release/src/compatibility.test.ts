import { FAKE_BUILT_AGAINST } from './fake-app';
import { incompatibilities, satisfies, type BuiltAgainst } from './compatibility';

describe('satisfies', () => {
  it.each([
    ['18.3.1', '^18.3.1', true],
    ['18.9.0', '^18.3.1', true],
    ['19.0.0', '^18.3.1', false],
    ['19.0.0-rc.1', '^18.3.1', false],
    ['18.2.0', '^18.3.1', false],
    ['0.2.9', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['5.0.0', '>=4.1.0', true],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['1.2.4', '*', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('reads every npm range, and says it cannot tell for what is not semver', () => {
    expect(satisfies('2.4.0', '1.x || 2.x')).toBe(true);
    expect(satisfies('1.0.0', 'workspace:*')).toBeUndefined();
    expect(satisfies('latest', '^1.0.0')).toBeUndefined();
  });
});

describe('incompatibilities (a remote inside a shell)', () => {
  const shell = (builtAgainst: BuiltAgainst | null = FAKE_BUILT_AGAINST) => ({ label: 'shell 2.0.0', builtAgainst: builtAgainst ?? undefined });
  const remote = (builtAgainst: BuiltAgainst | undefined) => ({ label: 'dashboard 1.1.0', builtAgainst });

  it('finds none when the shell provides every singleton within range and the same contract', () => {
    expect(incompatibilities(remote(FAKE_BUILT_AGAINST), shell())).toEqual([]);
  });

  it('names each singleton out of range or not shared, and a newer contract', () => {
    const needs: BuiltAgainst = {
      shared: { react: { version: '19.1.0', requiredVersion: '^19.1.0' }, zustand: { version: '5.0.0', requiredVersion: '^5.0.0' } },
      remoteContract: '1.2.0',
    };
    expect(incompatibilities(remote(needs), shell())).toEqual([
      'dashboard 1.1.0 needs react ^19.1.0; shell 2.0.0 provides 18.3.1',
      'dashboard 1.1.0 needs zustand ^5.0.0, which shell 2.0.0 does not share',
      'dashboard 1.1.0 was built against RemoteApp contract 1.2.0; shell 2.0.0 provides 1.0.0',
    ]);
  });

  it('names an event or widget slot (at its version) the shell does not know', () => {
    const shellNames = { ...FAKE_BUILT_AGAINST, events: ['auth.signed-in.v1'], slots: { 'dashboard.main': 1 } };
    const uses = { ...FAKE_BUILT_AGAINST, events: ['auth.signed-in.v1', 'catalogue.enrolment.changed.v2'], slots: { 'dashboard.main': 2, 'catalogue.side': 1 } };
    expect(incompatibilities(remote(uses), shell(shellNames))).toEqual([
      'dashboard 1.1.0 uses the event catalogue.enrolment.changed.v2, which shell 2.0.0 does not know',
      'dashboard 1.1.0 uses the widget slot dashboard.main version 2; shell 2.0.0 lists version 1',
      'dashboard 1.1.0 uses the widget slot catalogue.side, which shell 2.0.0 does not list',
    ]);
    // A shell record from before names were recorded does not refuse on names.
    expect(incompatibilities(remote(uses), shell())).toEqual([]);
  });

  it('refuses a contract of another major version', () => {
    const older = { ...FAKE_BUILT_AGAINST, remoteContract: '2.0.0' };
    expect(incompatibilities(remote(FAKE_BUILT_AGAINST), shell(older))).toEqual(['dashboard 1.1.0 was built against RemoteApp contract 1.0.0; shell 2.0.0 provides 2.0.0']);
  });

  it('refuses builds without a record, saying which', () => {
    expect(incompatibilities(remote(undefined), shell())[0]).toMatch(/^dashboard 1.1.0 has no record of what it was built against/);
    expect(incompatibilities(remote(FAKE_BUILT_AGAINST), shell(null))[0]).toMatch(/^shell 2.0.0 has no record of what it provides/);
  });
});

describe('what runs, not only what the record says', () => {
  const shell = { label: 'shell 2.0.0', builtAgainst: FAKE_BUILT_AGAINST };

  it('refuses a remote whose federation files ask for another React than its portal-build.json says, naming the files', () => {
    const remote = {
      label: 'dashboard 1.1.0',
      builtAgainst: FAKE_BUILT_AGAINST,
      runs: { requires: { react: { '^19.1.0': ['mf-manifest.json' as const, 'remoteEntry.js' as const] } }, provides: {} },
    };
    expect(incompatibilities(remote, shell)).toEqual([
      'dashboard 1.1.0 needs react ^19.1.0 (its mf-manifest.json and remoteEntry.js; portal-build.json says ^18.3.1); shell 2.0.0 provides 18.3.1',
    ]);
  });

  it('checks against the versions the shell’s own federation files provide', () => {
    const runningReact19 = { ...shell, runs: { requires: {}, provides: { react: ['19.1.0'] } } };
    expect(incompatibilities({ label: 'dashboard 1.1.0', builtAgainst: FAKE_BUILT_AGAINST }, runningReact19)).toEqual([
      'dashboard 1.1.0 needs react ^18.3.1; shell 2.0.0 provides 19.1.0',
    ]);
  });
});
