import { queryKeys } from './keys';

type Key = readonly unknown[];
interface Group {
  all?: Key;
  [name: string]: unknown;
}

/** One argument that every factory accepts: a list (team compliance's ids) with a task's parts. */
const ARG = Object.assign(['x'], { scope: 'demo', owner: 'u1', id: 'i1' });

/** Every key a group builds (factories called with ARG), with its path, and the `all` of every group on the way. */
function keysOf(group: Group, path: string, within: Key[]): Array<{ path: string; key: Key; within: Key[] }> {
  const inside = group.all ? [...within, group.all] : within;
  return Object.entries(group).flatMap(([name, value]) => {
    const at = `${path}.${name}`;
    if (name === 'all') return [];
    if (typeof value === 'function') return [{ path: at, key: (value as (...args: unknown[]) => Key)(...Array.from({ length: value.length }, () => ARG)), within: inside }];
    if (Array.isArray(value)) return [{ path: at, key: value as Key, within: inside }];
    return keysOf(value as Group, at, inside);
  });
}

const startsWith = (key: Key, prefix: Key) => prefix.every((part, index) => Object.is(key[index], part));
const everyKey = keysOf(queryKeys as unknown as Group, 'queryKeys', []);

describe('queryKeys', () => {
  it('starts every key with the keys of the area and the groups it belongs to, so invalidating those reaches it', () => {
    expect(everyKey.length).toBeGreaterThan(60);
    const strays = everyKey.filter(({ key, within }) => !within.every((prefix) => startsWith(key, prefix))).map(({ path }) => path);
    expect(strays).toEqual([]);
  });

  it('gives each area a first part of its own, so no area invalidates another', () => {
    const firsts = Object.values(queryKeys).map((area) => area.all[0]);
    expect(new Set(firsts).size).toBe(firsts.length);
    expect(Object.values(queryKeys).every((area) => area.all.length === 1)).toBe(true);
  });

  it('never builds one key from two factories', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const { path, key } of everyKey) {
      const text = JSON.stringify(key);
      if (seen.has(text)) clashes.push(`${seen.get(text)} = ${path}`);
      seen.set(text, path);
    }
    expect(clashes).toEqual([]);
  });

  it('keeps every approvals list, the team approval items and the first approver under approvals, which a decision invalidates', () => {
    for (const key of [queryKeys.approvals.list('demo', 'u1', 'Pending'), queryKeys.approvals.team('demo', 'lead'), queryKeys.approvals.firstApprover('demo', 'o1', null)]) {
      expect(startsWith(key, queryKeys.approvals.all)).toBe(true);
    }
    expect(queryKeys.approvals.list('demo', 'u1', 'Pending').at(-1)).toBe('Pending');
    expect(startsWith(queryKeys.approvals.team('demo', 'lead'), queryKeys.approvals.lists)).toBe(false);
  });

  it('keys one channels list for every area (the catalogue and the dashboard share one answer)', () => {
    expect(queryKeys.channels.list('demo')).toEqual(['channels', 'list', 'demo']);
  });
});
