import { todayIso } from '@/core/exports/context';
import type { DocumentSpec } from '@/core/exports/spec';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import { toolDefinition } from '@/core/tools/registry';
import type { SavedDocument } from '@/core/workspace/schema';
import type { SafeHtml } from './html';
import { sharedPage } from './page';
import { renderSharedDeck } from './render-deck';
import { renderSharedDocument } from './render-document';
import type { SharedInputs } from './shared-inputs';
import { logoStyle } from './slide-html';

export interface SharedContext extends SharedInputs {
  ventureName: string;
  /** For a deck: its beacons' view and path. */
  view: { id: string; beacon: string };
}

/**
 * The result as its PDF describes it, for a tool whose share page is its `document`: with the
 * venture's name and newest model (the plan's key figures), as an export of it would be.
 */
function describedDocument(document: SavedDocument, { ventureName, model }: SharedContext): DocumentSpec | undefined {
  const described = toolDefinition(document.tool)?.documents?.pdf?.(document.result, {
    venture: ventureName,
    date: todayIso(),
    ...(model ? { model } : {}),
  });
  return described?.kind === 'document' ? described : undefined;
}

/** The document's content as its tool's `share` says to draw it; its result was checked by its schema when read. */
function contentOf(document: SavedDocument, context: SharedContext): SafeHtml | undefined {
  const page = toolDefinition(document.tool)?.share?.page;
  if (page === 'slides')
    return context.look && renderSharedDeck((document.result as PitchDeckResult).slides, { look: context.look });
  if (page !== 'document') return undefined;
  const described = describedDocument(document, context);
  return described && renderSharedDocument(described);
}

/** The whole page of a shared document; none for a tool that is not shared (`share` in its definition). */
export function renderShared(document: SavedDocument, context: SharedContext): string | undefined {
  const share = toolDefinition(document.tool)?.share;
  const content = share && contentOf(document, context);
  if (!share || !content) return undefined;
  return sharedPage({
    ventureName: context.ventureName,
    documentTitle: share.title,
    content,
    ...(share.page === 'slides' ? { view: context.view, style: logoStyle(context.look?.logo) } : {}),
  });
}
