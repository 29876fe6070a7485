import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../store/rows';

/** The cookie that names a browser's workspace over plain HTTP; there are no accounts. */
export const WORKSPACE_COOKIE = 'vk_workspace';
/**
 * Over HTTPS: `__Host-` cookies must be Secure, host-only and for path /, so neither a sibling
 * subdomain nor a plain-HTTP page can plant one.
 */
export const SECURE_WORKSPACE_COOKIE = `__Host-${WORKSPACE_COOKIE}`;
/** Chrome keeps a cookie at most 400 days; the workspace should outlive browser restarts. */
const MAX_AGE_S = 400 * 24 * 60 * 60;
/** 32 random bytes in base64url (256 bits), then a 128-bit signature: `token.signature`. */
const SIGNED = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/;
/** Cookies issued before they were signed: the token alone. */
const LEGACY = /^[A-Za-z0-9_-]{43}$/;

/** Too many new workspaces from one client in the window (429). */
export class TooManyWorkspaces extends Error {
  override name = 'TooManyWorkspaces';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export interface IdentityDeps {
  /** The signing key (the store keeps it, so every instance shares it). */
  key: () => Promise<Buffer>;
  /** Whether a workspace with this id was ever stored: an unsigned, older cookie is kept only then. */
  exists: (workspaceId: string) => Promise<boolean>;
  /** Counts a new workspace against the client's cap; throws TooManyWorkspaces past it. */
  admitNew: (request: FastifyRequest) => Promise<void>;
}

/** The database keys a workspace by the token's hash, so a copy of the database hands out no working cookie. */
const workspaceIdOf = (token: string) => sha256(token);

/** An id for a workspace no cookie names (a member's: accounts/member-identity.ts), shaped as every other. */
export const unnamedWorkspaceId = (): string => workspaceIdOf(randomBytes(32).toString('base64url'));

export function cookiesOf(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

function signatureOf(key: Buffer, token: string): Buffer {
  return createHmac('sha256', key).update(`workspace:${token}`).digest().subarray(0, 16);
}

function verified(key: Buffer, value: string | undefined): string | undefined {
  const match = value ? SIGNED.exec(value) : null;
  if (!match) return undefined;
  const [, token = '', signature = ''] = match;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(key, token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

export const isSecure = (request: FastifyRequest) => request.protocol === 'https';

/** Sets (or, at max-age 0, deletes) an httpOnly cookie: `__Host-name` over HTTPS, `name` over plain HTTP. */
export function setHostCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAge: number,
) {
  // request.protocol honours X-Forwarded-Proto only under TRUST_PROXY.
  const [full, secure] = isSecure(request) ? [`__Host-${name}`, '; Secure'] : [name, ''];
  // Fastify sends every set-cookie header given, so a reply can set one cookie and delete another.
  reply.header('set-cookie', `${full}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`);
}

/** The value of the cookie `name` as setHostCookie sets it for this request's protocol. */
export const hostCookie = (request: FastifyRequest, name: string): string | undefined =>
  cookiesOf(request).get(isSecure(request) ? `__Host-${name}` : name);

const setCookie = (request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number) =>
  setHostCookie(request, reply, WORKSPACE_COOKIE, value, maxAge);

/**
 * Which workspace a browser owns. Only tokens this server issued are adopted: a cookie's token
 * carries an HMAC signature, so a value planted in the browser (by a sibling subdomain, or over
 * plain HTTP) names no workspace, and the browser gets a fresh one of its own on its first write.
 */
export function workspaceIdentity({ key, exists, admitNew }: IdentityDeps) {
  /** The token the request proves, and whether its cookie must be issued again (older or misplaced). */
  async function tokenOf(request: FastifyRequest): Promise<{ token: string; reissue: boolean } | undefined> {
    const cookies = cookiesOf(request);
    const [own, other] = isSecure(request)
      ? [cookies.get(SECURE_WORKSPACE_COOKIE), cookies.get(WORKSPACE_COOKIE)]
      : [cookies.get(WORKSPACE_COOKIE), undefined];
    const signed = verified(await key(), own);
    if (signed) return { token: signed, reissue: false };
    // An unsigned cookie from before signing (under either name) is kept if its workspace exists:
    // such a token was ours. A signed one under the plain name over HTTPS may have been planted.
    for (const value of [own, other]) {
      if (value && LEGACY.test(value) && (await exists(workspaceIdOf(value)))) return { token: value, reissue: true };
    }
    return undefined;
  }

  async function signedCookie(token: string): Promise<string> {
    return `${token}.${signatureOf(await key(), token).toString('base64url')}`;
  }

  /** The request's workspace id, or undefined for a browser that has none yet. Reads never create one. */
  async function existing(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const found = await tokenOf(request);
    if (!found) return undefined;
    if (found.reissue) setCookie(request, reply, await signedCookie(found.token), MAX_AGE_S);
    return workspaceIdOf(found.token);
  }

  /** A new workspace for the browser, whatever cookie it has (one naming a claimed workspace: member-identity.ts). */
  async function fresh(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    await admitNew(request);
    const token = randomBytes(32).toString('base64url');
    setCookie(request, reply, await signedCookie(token), MAX_AGE_S);
    return workspaceIdOf(token);
  }

  return {
    existing,
    /** Counts a new workspace against the client's cap (TooManyWorkspaces past it): a sign-up that makes one counts too. */
    admitNew,

    /**
     * The request's workspace id, giving the browser a new one (a new cookie) when it has none,
     * within the client's cap on new workspaces. The row is created with the first thing stored.
     */
    async claim(request: FastifyRequest, reply: FastifyReply): Promise<string> {
      return (await existing(request, reply)) ?? fresh(request, reply);
    },

    fresh,

    /** Delete All My Data: the browser forgets its workspace too. */
    clear(request: FastifyRequest, reply: FastifyReply): void {
      setCookie(request, reply, '', 0);
    },
  };
}

export type GuestIdentity = ReturnType<typeof workspaceIdentity>;

/** Which workspace a request works in, as every route asks it: a member's (accounts/member-identity.ts) or a guest's. */
export interface WorkspaceIdentity extends Pick<GuestIdentity, 'existing' | 'claim'> {
  /** The signed-in member's account id; undefined for a guest. Their current venture is their own. */
  member(request: FastifyRequest): Promise<string | undefined>;
  /** The signed-in member as a version's author (their account and name); undefined for a guest. */
  author(request: FastifyRequest): Promise<{ id: string; name: string } | undefined>;
  /** Delete All My Data: what the browser must forget of its workspace. */
  clear(request: FastifyRequest, reply: FastifyReply): void | Promise<void>;
}
