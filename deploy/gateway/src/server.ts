import { runServer } from './run-server';

/** `npm start -w @portal/gateway`: serves what the release store holds (publish with @portal/release). */
runServer().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
