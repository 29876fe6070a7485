import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookies } from '../accounts/sessions';
import { SIGN_IN_NEEDED } from './account-texts';

/** The request's session for a route only a member may use; without one, a 401 is sent and undefined returned. */
export const signedInMember =
  (sessions: SessionCookies) =>
  async (request: FastifyRequest, reply: FastifyReply): ReturnType<SessionCookies['signedIn']> => {
    const found = await sessions.signedIn(request);
    if (!found) void reply.code(401).send({ error: SIGN_IN_NEEDED });
    return found;
  };
