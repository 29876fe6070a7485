import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountRepository, SignedIn } from '../store/repositories/accounts';
import { sha256 } from '../store/rows';
import { hostCookie, setHostCookie } from '../workspace/identity';
import { deviceOf } from './device';

/** The session's cookie: `__Host-vk_session` over HTTPS. */
export const SESSION_COOKIE = 'vk_session';
/** A session ends after 30 days without use; each day of use moves its end on. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often: not every request writes. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;
/** 32 random bytes in base64url: the cookie's whole value. Anything else is no session, without a lookup. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const expiry = () => new Date(Date.now() + SESSION_IDLE_MS);

/**
 * Sessions of our own over the store (docs/decisions.md, "Accounts"): a random token in an httpOnly
 * cookie, its sha256 in the database, so the database's holder cannot sign in as anyone; a new token
 * at every sign-in; ended on the server at sign-out.
 */
export function sessionCookies(accounts: AccountRepository) {
  /** The request's session, read once per request however many routes' helpers ask. */
  const read = new WeakMap<FastifyRequest, Promise<SignedIn | undefined>>();

  async function lookUp(request: FastifyRequest): Promise<SignedIn | undefined> {
    const token = hostCookie(request, SESSION_COOKIE);
    if (!token || !TOKEN.test(token)) return undefined;
    const found = await accounts.signedIn(sha256(token));
    if (found && Date.now() - found.lastUsedAt.getTime() > TOUCH_EVERY_MS)
      await accounts.touchSession(found.sessionId, expiry());
    return found;
  }

  return {
    /** The request's session with its account and workspace, or undefined (a guest). */
    signedIn(request: FastifyRequest): Promise<SignedIn | undefined> {
      let found = read.get(request);
      if (!found) {
        found = lookUp(request);
        read.set(request, found);
      }
      return found;
    },

    /** Starts a session in `workspaceId` and gives the browser its cookie; its previous session, if any, ends. Gives its id. */
    async start(request: FastifyRequest, reply: FastifyReply, accountId: string, workspaceId: string | null) {
      const previous = await this.signedIn(request);
      if (previous) await accounts.endSession(previous.account.id, previous.sessionId);
      const token = randomBytes(32).toString('base64url');
      const sessionId = await accounts.createSession({
        tokenHash: sha256(token),
        accountId,
        workspaceId,
        device: deviceOf(request.headers['user-agent']),
        expiresAt: expiry(),
      });
      setHostCookie(request, reply, SESSION_COOKIE, token, SESSION_IDLE_MS / 1000);
      read.delete(request);
      return sessionId;
    },

    /** The browser forgets its session (the server's row is ended by the caller). */
    forget(request: FastifyRequest, reply: FastifyReply) {
      setHostCookie(request, reply, SESSION_COOKIE, '', 0);
      read.delete(request);
    },
  };
}

export type SessionCookies = ReturnType<typeof sessionCookies>;
