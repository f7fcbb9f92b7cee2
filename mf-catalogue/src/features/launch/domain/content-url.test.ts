import { contentUrl, withQuery } from './content-url';

describe('contentUrl', () => {
  it('opens a relative LaunchPath under the API host', () => {
    expect(contentUrl({ Id: 'i', LaunchPath: '/content/demo/link/index.html' }, {})).toBe('/_api/content/demo/link/index.html');
  });

  it('opens an absolute link as it is', () => {
    expect(contentUrl({ Id: 'i', LaunchPath: 'https://example.org/guide' }, {})).toBe('https://example.org/guide');
  });

  it('opens a link with the launch query string, keeping its own', () => {
    expect(contentUrl({ Id: 'i', LaunchPath: 'https://example.org/guide?topic=hand-hygiene' }, { querystring: 'learner=u1' })).toBe(
      'https://example.org/guide?topic=hand-hygiene&learner=u1',
    );
    expect(contentUrl({ Id: 'i', LaunchPath: 'https://example.org/guide' }, { querystring: '?learner=u1' })).toBe('https://example.org/guide?learner=u1');
  });

  it('opens a link whose own query string the launch check answered with it once', () => {
    expect(contentUrl({ Id: 'l', LaunchPath: '/content/demo/link.html?topic=basics' }, { querystring: 'topic=basics' })).toBe('/_api/content/demo/link.html?topic=basics');
  });

  it('launches through the AICC endpoint for the item and attempt under the AICC40 tracking mode', () => {
    expect(contentUrl({ Id: 'aicc-course', LaunchPath: '/content/demo/aicc/index.html' }, { trackingMode: 'AICC40', attemptId: 'att 1' })).toBe(
      '/_api/aicc/launch?id=aicc-course&attemptId=att+1',
    );
    expect(contentUrl({ Id: 'aicc-course' }, { trackingMode: 'AICC40' })).toBe('/_api/aicc/launch?id=aicc-course');
  });

  it('hands tracked content the launched attempt, which its statements carry as registration', () => {
    expect(contentUrl({ Id: 'c', LaunchPath: '/content/demo/course/index.html?item=c' }, { trackingMode: 'SCORM12', attemptId: 'att-1' })).toBe(
      '/_api/content/demo/course/index.html?item=c&attemptId=att-1',
    );
    expect(contentUrl({ Id: 'l', LaunchPath: 'https://example.org/guide' }, { attemptId: 'att-1' })).toBe('https://example.org/guide');
  });

  it('has nothing to open without a LaunchPath', () => {
    expect(contentUrl({ Id: 'i' }, { querystring: 'a=1' })).toBeUndefined();
    expect(contentUrl({ Id: 'i', LaunchPath: ' ' }, {})).toBeUndefined();
  });
});

describe('withQuery', () => {
  it('keeps the fragment after the query', () => {
    expect(withQuery('/a/b.html#start', 'x=1')).toBe('/a/b.html?x=1#start');
    expect(withQuery('/a/b.html?', 'x=1')).toBe('/a/b.html?x=1');
    expect(withQuery('/a/b.html', null)).toBe('/a/b.html');
  });
});
