import type { FastifyReply, FastifyRequest } from 'fastify';
import { agreeingDeckFigures } from '@/core/deck-design/agreeing-figures';
import type { DeckLook } from '@/core/exports/spec';
import { ventureFacts } from '@/core/venture/facts';
import { NotFound } from '../store/errors';
import type { Store } from '../store/store';
import type { WorkspaceIdentity } from './identity';
import { factSources } from './venture-facts';

/**
 * The venture's deck design for a deck that leaves the app (an export, a share link): its theme,
 * brand colour, logo, and the figures its facts give that `deck`'s words do not contradict.
 */
export async function deckLookOf(
  store: Store,
  workspaceId: string,
  ventureId: string,
  deck: unknown,
): Promise<DeckLook> {
  const design = await store.designs.get(workspaceId, ventureId);
  const logo = design.logo ? await store.designs.logo(workspaceId, ventureId) : undefined;
  const facts = ventureFacts(await factSources(store, workspaceId, ventureId));
  return {
    theme: design.theme,
    brand: design.brand,
    ...(logo ? { logo } : {}),
    figures: agreeingDeckFigures(deck, facts),
  };
}

/** The look of a venture of the request's workspace, or null for a venture that is not its own (the export answers 404). */
export function requestDeckLook(store: Store, identity: WorkspaceIdentity) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    ventureId: string,
    deck: unknown,
  ): Promise<DeckLook | null> => {
    const workspaceId = await identity.existing(request, reply);
    if (!workspaceId) return null;
    try {
      return await deckLookOf(store, workspaceId, ventureId, deck);
    } catch (error) {
      if (error instanceof NotFound) return null;
      throw error;
    }
  };
}
