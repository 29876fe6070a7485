import { isShareable, SHARED_TITLES } from '@/core/share/schema';
import type { FinancialModel } from '@/core/finance/schema';
import type { BusinessPlan } from '@/core/tools/business-plan/schema';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import type { SavedDocument } from '@/core/workspace/schema';
import type { SafeHtml } from './html';
import { sharedPage } from './page';
import { renderSharedDeck } from './render-deck';
import { renderSharedModel, renderSharedPlan } from './render-document';

/** The document's content as its tool shows it; its result was checked by its schema when read. */
function contentOf(document: SavedDocument, ventureName: string): SafeHtml | undefined {
  switch (document.tool) {
    case 'pitch-deck':
      return renderSharedDeck((document.result as PitchDeckResult).slides, { ventureName });
    case 'business-plan':
      return renderSharedPlan(document.result as BusinessPlan);
    case 'financials':
      return renderSharedModel(document.result as FinancialModel);
    default:
      return undefined;
  }
}

/** The whole page of a shared document; `view` only for a deck (its beacons' view and path). */
export function renderShared(
  document: SavedDocument,
  ventureName: string,
  view: { id: string; beacon: string },
): string | undefined {
  if (!isShareable(document.tool)) return undefined;
  const content = contentOf(document, ventureName);
  if (!content) return undefined;
  return sharedPage({
    ventureName,
    documentTitle: SHARED_TITLES[document.tool],
    content,
    ...(document.tool === 'pitch-deck' ? { view } : {}),
  });
}
