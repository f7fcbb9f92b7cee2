import { contentTypeOf } from '../../src/lib/content-types';

describe('contentTypeOf', () => {
  it('answers the type of the known extensions whatever their case, and bytes for the rest', () => {
    expect(contentTypeOf('evidence.PDF')).toBe('application/pdf');
    expect(contentTypeOf('notes.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeOf('clip.m4v')).toBe('video/x-m4v');
    expect(contentTypeOf('report.docx')).toBe('application/octet-stream');
    expect(contentTypeOf('no-extension')).toBe('application/octet-stream');
    expect(contentTypeOf('odd.constructor')).toBe('application/octet-stream');
  });
});
