/**
 * Runs a command's `main` when its file is the program (not when a test imports it); a failure prints
 * its message, without a stack, and exits 1.
 */
export function runCommand(entry: NodeModule, main: () => Promise<void>): void {
  if (require.main !== entry) return;
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
