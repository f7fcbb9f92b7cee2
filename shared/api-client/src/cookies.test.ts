import { readCookie } from './cookies';

describe('readCookie', () => {
  it('reads a named cookie from a cookie string', () => {
    expect(readCookie('exp', 'uid=u1; exp=1700000000; theme=a%20b')).toBe('1700000000');
    expect(readCookie('theme', 'uid=u1; exp=1700000000; theme=a%20b')).toBe('a b');
    expect(readCookie('missing', 'uid=u1')).toBeUndefined();
    expect(readCookie('id', 'uid=u1')).toBeUndefined();
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'uid=user-7';
    expect(readCookie('uid')).toBe('user-7');
  });
});
