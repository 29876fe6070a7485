import type { FastifyInstance } from 'fastify';
import { contract } from '@/core/api/contract';
import { logoHeader } from '../exports/logo';
import { NotFound } from '../store/errors';
import { serve } from './serve';
import { BODY_LIMITS, owned, type RouteDeps } from './route-deps';

/**
 * The deck's design, kept with the venture: the theme and brand colour, and the logo, whose type
 * and size are read from its header (PNG or JPEG, at most 1 MB, 4096 pixels a side and 16 million
 * in all: exports/logo.ts), then decoded and drawn again in a render thread (exports/logo-image.ts)
 * and kept as drawn. Another workspace's venture is a 404.
 */
export function deckDesignRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { store, write } = deps;
  serve(app, contract.deckDesign, {}, async ({ params, request, reply }) => {
    return store.designs.get(await owned(deps, request, reply, 'venture'), params.id);
  });

  serve(app, contract.chooseDeckDesign, write(BODY_LIMITS.small), async ({ params, body, request, reply }) =>
    store.designs.choose(await owned(deps, request, reply, 'venture'), params.id, body),
  );

  serve(app, contract.uploadLogo, write(BODY_LIMITS.logo), async ({ params, body, request, reply }) => {
    const workspaceId = await owned(deps, request, reply, 'venture');
    const data = Buffer.from(body.data, 'base64');
    // Refused by its header, and for a venture not this workspace's, before a thread decodes it.
    const header = logoHeader(data);
    if (!header.ok) return reply.code(400).send({ error: header.message });
    await store.designs.get(workspaceId, params.id);
    const checked = await deps.logos(data);
    if (!checked.ok) return reply.code(400).send({ error: checked.message });
    const { type, data: drawn } = checked.logo;
    return store.designs.setLogo(workspaceId, params.id, { type, data: Buffer.from(drawn) });
  });

  serve(app, contract.logo, {}, async ({ params, request, reply }) => {
    const logo = await store.designs.logo(await owned(deps, request, reply, 'logo'), params.id);
    if (!logo) throw new NotFound('No logo');
    return reply
      .header('content-type', logo.type)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(logo.data);
  });

  serve(app, contract.removeLogo, write(BODY_LIMITS.small), async ({ params, request, reply }) => {
    return store.designs.removeLogo(await owned(deps, request, reply, 'venture'), params.id);
  });
}
