import type { DeckLook } from '@/core/exports/spec';
import type { FinancialModel } from '@/core/finance/schema';
import { toolDefinition } from '@/core/tools/registry';
import type { SavedDocument } from '@/core/workspace/schema';
import type { Store } from '../store/store';
import { deckLookOf } from '../workspace/deck-look';
import { latestSource } from '../workspace/generation-place';

/** What a shared page reads beyond its document: the deck's look, or the venture's newest model. */
export interface SharedInputs {
  /** For slides: the venture's design and figures (`deckLookOf`, as the exports read them). */
  look?: DeckLook;
  /** For a document: the venture's newest financial model, whose key figures the plan states. */
  model?: FinancialModel;
}

/** What `document`'s page reads, as its tool's `share` says it draws it (core/tools/define-tool.ts). */
export async function sharedInputs(store: Store, workspaceId: string, document: SavedDocument): Promise<SharedInputs> {
  const page = toolDefinition(document.tool)?.share?.page;
  if (page === 'slides') return { look: await deckLookOf(store, workspaceId, document.ventureId, document.result) };
  if (page !== 'document') return {};
  const model = await latestSource(store, workspaceId, document.ventureId, 'financials');
  return model ? { model: model.result as FinancialModel } : {};
}
