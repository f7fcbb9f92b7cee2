/** @jest-environment node */
import { AREA_LOAD_BUDGET_MS, MANIFEST_BUDGET_MS } from './load-budget';

describe('the load budgets (decision 0014)', () => {
  it('are at most the 4 s a visitor waits before the portal says a part does not answer', () => {
    expect(AREA_LOAD_BUDGET_MS).toBeLessThanOrEqual(4_000);
    expect(MANIFEST_BUDGET_MS).toBeLessThanOrEqual(4_000);
  });

  it("are the builds' chunk time-out too, so a lazy page of an area fails within the same budget", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { CHUNK_LOAD_TIMEOUT_MS } = require('@portal/build') as { CHUNK_LOAD_TIMEOUT_MS: number };
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(AREA_LOAD_BUDGET_MS);
  });
});
