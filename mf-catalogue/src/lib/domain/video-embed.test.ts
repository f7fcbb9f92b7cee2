import { videoEmbedUrl, videoPlayback } from './video-embed';

describe('video embeds (spec 2 §9: two link patterns, package.zip)', () => {
  it('detects YouTube links', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=10')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('detects Vimeo links', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('leaves other addresses alone', () => {
    expect(videoEmbedUrl('/_api/content/learning/demo/media/demo-video.webm')).toBeNull();
    expect(videoEmbedUrl('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl(undefined)).toBeNull();
  });

  it('plays a packaged video or an embed in a window, any other video in the page', () => {
    expect(videoPlayback({ LaunchPath: '/x/index.html', OriginalFilename: 'package.zip' })).toBe('window');
    expect(videoPlayback({ LaunchPath: '/x/index.html', OriginalFilename: 'Package.ZIP' })).toBe('window');
    expect(videoPlayback({ LaunchPath: 'https://youtu.be/dQw4w9WgXcQ', OriginalFilename: undefined })).toBe('window');
    expect(videoPlayback({ LaunchPath: '/media/demo-video.webm', OriginalFilename: 'demo-video.webm' })).toBe('page');
  });
});
