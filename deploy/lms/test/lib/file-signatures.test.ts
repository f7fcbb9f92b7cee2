import { contentMatchesName, imageTypeOf } from '../../src/lib/file-signatures';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const HTML = text('<!doctype html><script>alert(document.cookie)</script>');

describe('file signatures: an upload is judged by its content', () => {
  it.each([
    ['report.pdf', text('%PDF-1.7\n')],
    ['photo.PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['photo.jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['anim.gif', text('GIF89a...')],
    ['notes.docx', bytes(0x50, 0x4b, 0x03, 0x04, 0x14)],
    ['old.doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ['clip.mp4', bytes(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32)],
    ['song.mp3', text('ID3\u0004')],
    ['song.mp3', bytes(0xff, 0xfb, 0x90, 0x64)],
    ['data.csv', text('name,score\r\nAlex,3\r\n')],
    ['letter.rtf', text('{\\rtf1\\ansi')],
    ['archive.rar', text('Rar!\u001a\u0007\u0000')],
  ])('accepts %s with its own signature', (name, data) => {
    expect(contentMatchesName(name, data)).toBe(true);
  });

  it.each(['report.pdf', 'photo.png', 'notes.docx', 'clip.mp4', 'old.doc'])('refuses HTML named %s', (name) => {
    expect(contentMatchesName(name, HTML)).toBe(false);
  });

  it('refuses binary named .csv, an empty file and an unknown extension', () => {
    expect(contentMatchesName('data.csv', bytes(0x89, 0x50, 0x4e, 0x47, 0, 0))).toBe(false);
    expect(contentMatchesName('report.pdf', new Uint8Array())).toBe(false);
    expect(contentMatchesName('page.html', HTML)).toBe(false);
  });

  it('names the picture types of an avatar', () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('image/jpeg');
    expect(imageTypeOf(HTML)).toBeUndefined();
  });
});
