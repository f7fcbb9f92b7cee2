/* Issue 14: filled in by its slice (see docs/ARCHITECTURE.md). */
export {};
