import { isShareable, SHARED_TITLES } from '@/core/share/schema';
import type { FinancialModel } from '@/core/finance/schema';
import type { BusinessPlan } from '@/core/tools/business-plan/schema';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import type { DeckLook } from '@/core/exports/spec';
import type { SavedDocument } from '@/core/workspace/schema';
import type { SafeHtml } from './html';
import { sharedPage } from './page';
import { renderSharedDeck } from './render-deck';
import { renderSharedModel, renderSharedPlan } from './render-document';
import { logoStyle } from './slide-html';

/** The document's content as its tool shows it; its result was checked by its schema when read. A deck needs its look. */
function contentOf(document: SavedDocument, look: DeckLook | undefined): SafeHtml | undefined {
  switch (document.tool) {
    case 'pitch-deck':
      return look && renderSharedDeck((document.result as PitchDeckResult).slides, { look });
    case 'business-plan':
      return renderSharedPlan(document.result as BusinessPlan);
    case 'financials':
      return renderSharedModel(document.result as FinancialModel);
    default:
      return undefined;
  }
}

export interface SharedContext {
  ventureName: string;
  /** For a deck: its beacons' view and path. */
  view: { id: string; beacon: string };
  /** For a deck: the venture's design and figures (`deckLookOf`, as the exports read them). */
  look?: DeckLook;
}

/** The whole page of a shared document. */
export function renderShared(document: SavedDocument, { ventureName, view, look }: SharedContext): string | undefined {
  if (!isShareable(document.tool)) return undefined;
  const content = contentOf(document, look);
  if (!content) return undefined;
  return sharedPage({
    ventureName,
    documentTitle: SHARED_TITLES[document.tool],
    content,
    ...(document.tool === 'pitch-deck' ? { view, style: logoStyle(look?.logo) } : {}),
  });
}
