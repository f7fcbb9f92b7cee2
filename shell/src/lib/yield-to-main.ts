/**
 * Gives the main thread back: what follows the await runs in a task of its own, after any input and
 * paint that were waiting. Start-up work chained as promises runs as one task however long it is;
 * on a phone that blocked the page for a third of a second (issue 13's blocking-time budget, decision 0012).
 */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
