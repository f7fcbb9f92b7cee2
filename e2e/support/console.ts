import type { Page } from '@playwright/test';

/**
 * What a user's browser would collect in its console while a test drives the page: every console error
 * (Chromium also logs each failed request, 'Failed to load resource: … 404') and every uncaught error.
 * Read it at the end: `expect(errors.list()).toEqual([])`.
 */
export function collectConsoleErrors(page: Page): { list(): string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url || page.url()})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  // The console's resource line names no address: keep the failed request's, so a failure says which call it was.
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return { list: () => [...errors] };
}
