import { avatarPlaceholderSvg, avatarSize, initials } from '../../src/domain/avatar';

describe('avatar placeholder', () => {
  it('takes up to two initials', () => {
    expect(initials('Alex Morgan')).toBe('AM');
    expect(initials('Grace Adaeze Okafor')).toBe('GO');
    expect(initials('jordan.lee@demo.example')).toBe('JL');
    expect(initials('')).toBe('?');
  });

  it('sizes 160 by default, within 16..512', () => {
    expect(avatarSize(undefined)).toBe(160);
    expect(avatarSize('48')).toBe(48);
    expect(avatarSize('9999')).toBe(512);
    expect(avatarSize('abc')).toBe(160);
  });

  it('escapes the text it draws', () => {
    const svg = avatarPlaceholderSvg('<&>', 32, 'seed');
    expect(svg).not.toContain('<&>');
    expect(svg).toContain('&#60;&#38;&#62;');
  });
});
