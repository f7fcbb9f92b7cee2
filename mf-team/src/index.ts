// A remote has no page of its own: the shell loads './app' (src/app.ts) through remoteEntry.js.
// The build preset still wants an entry, so this one is empty.
export {};
