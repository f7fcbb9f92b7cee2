import { CSRF_HEADER, CSRF_VALUE } from '@portal/contracts';
import fp from 'fastify-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * CSRF guard (decision 0001): a state-changing call must carry `X-Requested-With: learner-portal`. A
 * cross-site form cannot set that header, and a cross-site fetch that sets it needs a CORS pre-flight,
 * which the LMS never grants.
 */
export default fp(
  async (fastify) => {
    // A callback hook, not an async one: it awaits nothing, and a promise per request is a cost.
    fastify.addHook('onRequest', (request, reply, done) => {
      // Routes authenticated by their Authorization header alone (the record store) carry no cookie to forge.
      if (!request.routeOptions.config?.csrfExempt && STATE_CHANGING.has(request.method) && request.headers[CSRF_HEADER] !== CSRF_VALUE) {
        reply.code(403).send({ success: false, ErrorCode: 'CsrfRejected' });
        return;
      }
      done();
    });
  },
  { name: 'lms-csrf' },
);
