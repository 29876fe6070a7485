import type { FastifyReply, FastifyRequest } from 'fastify';
import { WORKSPACE_QUOTAS } from '@/core/workspace/schema';
import type { CheckedLogo } from '../exports/logo-image';
import type { sameOriginOnly } from '../guards/same-origin';
import type { LimitHooks } from '../guards/rate-limit';
import { NotFound } from '../store/errors';
import type { Store } from '../store/store';
import type { RenderPool } from '../exports/render-pool';
import type { WorkspaceIdentity } from '../workspace/identity';

/**
 * The largest body each write takes, sized to its largest valid request: an edited result at its
 * schema's limits is about 90 KB of JSON as ASCII, and up to six times that with every character
 * escaped, so an edit takes 1 MB; a venture's profile or a saved idea is a few KB.
 */
export const BODY_LIMITS = {
  small: 16 * 1024,
  /** A logo of 1 MB as base64, in JSON. */
  logo: 1400 * 1024,
  idea: 64 * 1024,
  edit: 1024 * 1024,
  import: WORKSPACE_QUOTAS.importBytes,
} as const;

/** What each group of workspace routes works with. */
export interface RouteDeps {
  store: Store;
  identity: WorkspaceIdentity;
  /** The render threads (exports, and the figure check of the Venture screen). */
  pool: RenderPool;
  /** The request's workspace; undefined for a browser that has none yet. */
  current: (request: FastifyRequest, reply: FastifyReply) => Promise<string | undefined>;
  /** Options of a write of up to `bodyLimit` bytes: same-origin requests only, counted by the write rate limit. */
  write: (bodyLimit: number) => {
    onRequest: (typeof sameOriginOnly | NonNullable<LimitHooks['write']>)[];
    bodyLimit: number;
  };
  /** A logo decoded and drawn again in a render thread, or why it is refused (RenderPoolFullError when every thread is busy). */
  logos: (bytes: Uint8Array) => Promise<CheckedLogo>;
}

/** The request's workspace for a route about one of its rows: without one, no row is this browser's (404). */
export async function owned(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
): Promise<string> {
  const workspaceId = await deps.current(request, reply);
  if (!workspaceId) throw new NotFound(`No such ${what}`);
  return workspaceId;
}
