import { AVATAR_SIZE, AVATAR_TYPES, avatarKey, avatarPath, avatarUrl, isAvatarFileType } from './avatar';

describe('avatar rules (spec 1 §4, §5, §9)', () => {
  it('size 160; types gif, jpg, jpeg, png', () => {
    expect(AVATAR_SIZE).toBe(160);
    expect(AVATAR_TYPES).toEqual(['gif', 'jpg', 'jpeg', 'png']);
  });

  it('accepts those types by extension, in any case, and nothing else', () => {
    expect(['a.gif', 'a.JPG', 'a.jpeg', 'photo.of.me.Png'].map(isAvatarFileType)).toEqual([true, true, true, true]);
    expect(['a.bmp', 'a.svg', 'png', 'a.png.exe', ''].map(isAvatarFileType)).toEqual([false, false, false, false, false]);
  });

  it('is built from the profile mail, else the account e-mail, else the user id', () => {
    expect(avatarKey({ id: 'u1', email: 'old@demo.example', profile: { mail: 'lee@demo.example' } })).toBe('lee@demo.example');
    expect(avatarKey({ id: 'u1', email: 'lee@demo.example', profile: {} })).toBe('lee@demo.example');
    expect(avatarKey({ id: 'u1', email: 'lee@demo.example', profile: { mail: '' } })).toBe('lee@demo.example');
    expect(avatarKey({ id: 'u1', email: null, profile: { mail: null } })).toBe('u1');
    expect(avatarKey({ id: 'u1', profile: {} })).toBe('u1');
  });

  it('addresses /avatar/{mailOrId}, and the picture at size 160 under /_api', () => {
    expect(avatarPath('ada@example.com')).toBe('/avatar/ada%40example.com');
    expect(avatarUrl({ id: 'u1', email: 'ada@example.com', profile: {} })).toBe('/_api/avatar/ada%40example.com?s=160');
    expect(avatarUrl({ id: 'u7', profile: {} })).toBe('/_api/avatar/u7?s=160');
    expect(avatarUrl({ id: 'u7', profile: {} }, 5)).toBe('/_api/avatar/u7?s=160&v=5');
  });
});
