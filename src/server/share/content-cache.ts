import { toolDefinition } from '@/core/tools/registry';
import { BoundedCache } from '../lib/bounded-cache';
import type { KeptContent } from '../exports/render-messages';
import type { RenderPool } from '../exports/render-pool';
import type { DocumentStamp } from '../store/repositories/venture-reads';
import type { Store } from '../store/store';
import { lookRequestOf } from '../workspace/deck-look';
import { slideCount } from './views';

/** What the shared pages' contents of this instance keep in memory at most (as UTF-16 text). */
export const SHARED_CONTENTS_MAX_BYTES = 32 * 1024 * 1024;

/** A shared document's place, as the page reads it before anything else. */
export type SharedPlace = DocumentStamp;

/**
 * The shared documents' page contents (share/render.ts, `sharedContent`), each made once per
 * document version and venture revision (the revision covers the design and the facts: migration
 * 12), in a render thread, and served from memory to every view after it. Views that arrive while
 * it is made wait for that one. A failure (the pool too busy) is not kept: the next view tries again.
 */
export function sharedContents(store: Store, pool: RenderPool, maxBytes = SHARED_CONTENTS_MAX_BYTES) {
  const contents = new BoundedCache<Promise<KeptContent | null>>(maxBytes);

  /** Lays out the document in a thread, from the venture's read (its newest results, design, logo and facts). */
  async function make(workspaceId: string, { document, venture }: SharedPlace): Promise<KeptContent | null> {
    const read = await store.reads.at(workspaceId, venture);
    const newest = read.newest.get(document.tool);
    const { result } = newest?.id === document.id ? newest : await store.documents.get(workspaceId, document.id);
    const page = toolDefinition(document.tool)?.share?.page;
    const look = page === 'slides' ? await lookRequestOf(read) : undefined;
    const model = page === 'document' ? read.model() : undefined;
    const content = await pool.run({
      kind: 'shared-content',
      tool: document.tool,
      result,
      ventureName: read.venture.name,
      ...(look ? { look } : {}),
      ...(model ? { model } : {}),
    });
    return content && { ...content, slides: slideCount({ tool: document.tool, result }) };
  }

  return {
    /** The content of the page `place` names: kept, or made now. */
    contentOf(workspaceId: string, place: SharedPlace): Promise<KeptContent | null> {
      const key = `${place.document.id}@${place.document.version}:${place.venture.revision}`;
      const kept = contents.get(key);
      if (kept) return kept;
      const made = make(workspaceId, place);
      contents.set(
        key,
        made,
        made.then((content) => 2 * ((content?.html.length ?? 0) + (content?.style.length ?? 0))),
      );
      return made;
    },
  };
}
export type SharedContents = ReturnType<typeof sharedContents>;
