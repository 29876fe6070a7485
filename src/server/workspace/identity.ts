import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../store/rows';

/** The cookie that names a browser's workspace; there are no accounts. */
export const WORKSPACE_COOKIE = 'vk_workspace';
/** Chrome keeps a cookie at most 400 days; the workspace should outlive browser restarts. */
const MAX_AGE_S = 400 * 24 * 60 * 60;
/** 32 random bytes in base64url: 256 bits, far past guessing. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function tokenOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === WORKSPACE_COOKIE && value && TOKEN.test(value)) return value;
  }
  return undefined;
}

/** The database keys a workspace by the token's hash, so a copy of the database hands out no working cookie. */
const workspaceIdOf = (token: string) => sha256(token);

/** The request's workspace id, or undefined for a browser that has none yet. Reads never create one. */
export function existingWorkspace(request: FastifyRequest): string | undefined {
  const token = tokenOf(request);
  return token ? workspaceIdOf(token) : undefined;
}

/**
 * The request's workspace id, giving the browser one (a new cookie) on its first write. The row
 * itself is created with the first thing stored in it, so this works while the database is down.
 */
export function ensureWorkspace(request: FastifyRequest, reply: FastifyReply): string {
  const existing = tokenOf(request);
  if (existing) return workspaceIdOf(existing);
  const token = randomBytes(32).toString('base64url');
  // request.protocol honours X-Forwarded-Proto only under TRUST_PROXY.
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${WORKSPACE_COOKIE}=${token}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
  );
  return workspaceIdOf(token);
}

/** Delete All My Data: the browser forgets its workspace too. */
export function clearWorkspaceCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${WORKSPACE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
}
