import type { FastifyInstance } from 'fastify';
import { contract, type EndpointName } from '@/core/api/contract';
import type { SessionCookies } from './sessions';

/** What a request without a session reads on a server that requires sign-in. */
export const SIGN_IN_REQUIRED = 'Sign in to use Venturekit on this server.';

/** The endpoints a browser needs before it has a session: the health check, who it is, and the ways in. */
const OPEN: readonly EndpointName[] = [
  'health',
  'account',
  'signUp',
  'signIn',
  'signOut',
  'passkeySignInOptions',
  'passkeySignIn',
  'passkeySignUpOptions',
  'passkeySignUp',
  'emailSignInLink',
  'emailSignIn',
  'verifyEmail',
];
const open = new Set(OPEN.map((name) => `${contract[name].method} ${contract[name].path}`));

/**
 * REQUIRE_SIGN_IN (a team server): every API route but the open ones answers 401 without a session,
 * before its handler runs, so no route can forget it and no guest workspace is ever made. The
 * session read is the one the route's own identity then uses (sessions.ts reads it once per request).
 */
export function requireSignIn(app: FastifyInstance, sessions: SessionCookies) {
  app.addHook('onRequest', async (request, reply) => {
    const route = `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url ?? ''}`;
    if (!route.includes(' /api/') || open.has(route)) return;
    if (!(await sessions.signedIn(request))) return reply.code(401).send({ error: SIGN_IN_REQUIRED });
  });
}
