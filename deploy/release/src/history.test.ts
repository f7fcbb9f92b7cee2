import { versionBefore, type HistoryEntry } from './history';

const at = '2025-01-01T00:00:00.000Z';
const history: HistoryEntry[] = [
  { at, id: 'access', action: 'activate', from: null, to: 'a' },
  { at, id: 'dashboard', action: 'activate', from: null, to: 'x' },
  { at, id: 'access', action: 'activate', from: 'a', to: 'b' },
  { at, id: 'access', action: 'activate', from: 'b', to: 'c' },
  { at, id: 'access', action: 'rollback', from: 'c', to: 'b' },
];

it('finds the version that ran before the current one was activated', () => {
  expect(versionBefore(history, 'access', 'b')).toBe('a');
  expect(versionBefore(history, 'access', 'c')).toBe('b');
});

it('has nothing before the first version or for another remote', () => {
  expect(versionBefore(history, 'access', 'a')).toBeNull();
  expect(versionBefore(history, 'dashboard', 'b')).toBeNull();
});
