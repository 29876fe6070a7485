import type { FastifyInstance } from 'fastify';
import { contract, type EndpointName } from '@/core/api/contract';
import { access, type Access } from '@/core/api/access';
import { can } from '@/core/account/roles';
import { refusedFor } from '@/core/account/role-texts';
import type { SessionCookies } from './sessions';

/** What a request without a session reads on a server that requires sign-in. */
export const SIGN_IN_REQUIRED = 'Sign in to use Venturekit on this server.';
/** What a request without a session reads where the endpoint is about the member's own account. */
export const SIGN_IN_NEEDED = 'Sign in to see this.';

/** Each API route as Fastify names it (`GET /api/documents/:id`), with what it needs. */
const needs = new Map<string, Access>(
  (Object.keys(contract) as EndpointName[]).map((name) => [
    `${contract[name].method} ${contract[name].path}`,
    access[name],
  ]),
);

/**
 * The one authorisation check (issue 36): before any handler, every API route's request is held to
 * what its endpoint needs (core/api/access.ts), so no route can forget it. A guest owns the workspace
 * their cookie names (and, without REQUIRE_SIGN_IN, may do everything in it); a member acts with their
 * role in the workspace their session works in, read with the session in one query per request, so a
 * removed member or a changed role counts from their very next request. Rows of another workspace stay
 * out of reach as before: every read and write is scoped to the request's workspace (a 404).
 */
export function authorise(app: FastifyInstance, sessions: SessionCookies, requireSignIn: boolean) {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/')) return;
    // A NUL in the path or query is refused by the route's first hook (routes/serve.ts) whoever asks:
    // the same 400 for everyone, before the session is read. No handler runs for it.
    if (request.url.includes('%00') || request.url.includes('\0')) return;
    const needed = needs.get(`${request.method === 'HEAD' ? 'GET' : request.method} ${url}`);
    // A route outside the contract is refused rather than left unchecked.
    if (!needed) {
      request.log.error({ url }, 'an API route without an entry in core/api/access.ts');
      return reply.code(403).send({ error: 'This route has no access rule.' });
    }
    if (needed === 'open') return;
    const member = await sessions.signedIn(request);
    if (!member && (requireSignIn || needed === 'self'))
      return reply.code(401).send({ error: requireSignIn ? SIGN_IN_REQUIRED : SIGN_IN_NEEDED });
    if (needed === 'self') return;
    // A member with no workspace left makes (and owns) a new one with their next write.
    const role = member?.role ?? 'owner';
    if (!can(role, needed)) return reply.code(403).send({ error: refusedFor(role, needed) });
  });
}
