import type { FastifyInstance } from 'fastify';
import { contract } from '@/core/api/contract';
import { BODY_LIMITS, owned, type RouteDeps } from './route-deps';
import { serve } from './serve';

/**
 * A venture's activity (docs/product.md §16 "Activity"): what was made, edited, restored, commented
 * on and shared, by whom, and what is new to the member since they last looked; and their mark that
 * they have looked. A guest reads the feed with nothing new (no one else works in their workspace).
 */
export function activityRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { store, identity, write } = deps;
  serve(app, contract.ventureActivity, {}, async ({ params, request, reply }) => {
    const workspaceId = await owned(deps, request, reply, 'venture');
    // Another workspace's venture, or none: a 404 (NotFound).
    await store.ventures.resolve(workspaceId, params.id);
    return store.activity.read(workspaceId, params.id, await identity.member(request));
  });

  serve(app, contract.markActivitySeen, write(BODY_LIMITS.small), async ({ params, request, reply }) => {
    const workspaceId = await owned(deps, request, reply, 'venture');
    await store.ventures.resolve(workspaceId, params.id);
    const accountId = await identity.member(request);
    if (accountId) await store.activity.markSeen(workspaceId, params.id, accountId);
  });
}
