import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { makeStore } from '../test-support';
import { proxyTarget } from './lms';

it('proxies /_api to an LMS origin unchanged, or to the base path LMS_URL names', () => {
  expect(proxyTarget('http://lms:8081')).toEqual({ upstream: 'http://lms:8081', rewritePrefix: '/_api' });
  expect(proxyTarget('https://lms.example/api/')).toEqual({ upstream: 'https://lms.example', rewritePrefix: '/api' });
});

it('serves /_api from the LMS in the same process: GET /_api/content/config/config.json → 200', async () => {
  const { store, remove } = await makeStore();
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(__dirname, 'lms-in-process.fixture.ts'), store], {
      timeout: 60_000,
    });
    const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');

    expect(result.status).toBe(200);
    expect(result.contentType).toMatch(/^application\/json/);
  } finally {
    await remove();
  }
}, 60_000);
