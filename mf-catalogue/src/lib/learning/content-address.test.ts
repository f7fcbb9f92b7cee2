import { contentAddress } from './content-address';

describe('contentAddress', () => {
  it('puts a path relative to the API host under /_api', () => {
    expect(contentAddress({ LaunchPath: '/content/learning/demo/link/index.html' })).toBe('/_api/content/learning/demo/link/index.html');
    expect(contentAddress({ LaunchPath: 'content/x.pdf' })).toBe('/_api/content/x.pdf');
  });

  it('keeps a path already under /_api and absolute URLs', () => {
    expect(contentAddress({ LaunchPath: '/_api/content/learning/demo/media/demo-video.webm' })).toBe('/_api/content/learning/demo/media/demo-video.webm');
    expect(contentAddress({ LaunchPath: 'https://example.org/page?a=1' })).toBe('https://example.org/page?a=1');
  });

  it('has nothing without a LaunchPath', () => {
    expect(contentAddress({})).toBeUndefined();
    expect(contentAddress({ LaunchPath: '  ' })).toBeUndefined();
  });
});
