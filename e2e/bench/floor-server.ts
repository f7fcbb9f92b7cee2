/**
 * The floor the API figures are compared with (issue 13): a bare Fastify route answering a small JSON,
 * in a process of its own like the portal, so the load generator meets both on equal terms. Prints
 * its address on stdout.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/floor', async () => ({ success: true, name: 'floor', items: [1, 2, 3] }));
app.listen({ port: 0, host: '127.0.0.1' }).then(
  (address) => console.log(address),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
