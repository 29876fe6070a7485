import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GenerationTracker } from '../generation/generation-tracker';
import { STOP_MESSAGES } from '../generation/messages';
import { allowedHostsOnly } from '../guards/allowed-hosts';
import { jsonBodies, tooLargeMessage } from '../guards/json-body';
import { securityHeaders } from '../security-headers';

export interface RequestGuardOptions {
  allowedHosts: string[];
  tracker: GenerationTracker;
}

/**
 * What every request meets before any route: the host allow-list (first of all: a request
 * addressed to a name the server does not answer to gets nothing else), security headers, 503
 * while shutting down, JSON-only bodies, and errors that never show internals.
 */
export const requestGuards = fp(async (app: FastifyInstance, { allowedHosts, tracker }: RequestGuardOptions) => {
  allowedHostsOnly(app, allowedHosts);
  securityHeaders(app);
  app.addHook('onRequest', async (_request, reply) => {
    if (tracker.isDraining)
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', 5)
        .send({ error: STOP_MESSAGES.restarting });
  });
  // The API takes JSON only: a cross-site form can send text/plain without a preflight, so that parser goes.
  app.removeContentTypeParser('text/plain');
  jsonBodies(app);

  app.setErrorHandler(
    (error: { statusCode?: number; message: string; retryAfterSeconds?: unknown }, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      // Client errors say what was wrong; server errors never show internals. A refusal that says
      // when to come back (the rate limit's 429) says it in the body too.
      const retryAfterSeconds =
        status === 429 && typeof error.retryAfterSeconds === 'number'
          ? { retryAfterSeconds: error.retryAfterSeconds }
          : {};
      const message = status === 413 ? tooLargeMessage(request) : error.message;
      return reply
        .code(status)
        .send({ error: status >= 500 ? 'Internal Server Error' : message, ...retryAfterSeconds });
    },
  );
});
