import { SHARED_TITLES, type ShareableTool } from '@/core/share/schema';
import type { FinancialModel } from '@/core/finance/schema';
import type { BusinessPlan } from '@/core/tools/business-plan/schema';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import type { DeckLook } from '@/core/exports/spec';
import type { SharedContent } from '../exports/render-messages';
import { SafeHtml } from './html';
import { sharedPage } from './page';
import { renderSharedDeck } from './render-deck';
import { renderSharedModel, renderSharedPlan } from './render-document';
import { logoStyle } from './slide-html';

/**
 * A shared document's content as its tool shows it, and its own style (a deck's logo): the heavy
 * part of its page (a deck's layout and text fitting, a model's runway), the same for every view,
 * made in a render thread (exports/pool-tasks.ts) and kept (share/content-cache.ts). Its result was
 * checked by its schema when read; a deck needs its look. Undefined for a tool that is not shared.
 */
export function sharedContent(
  document: { tool: string; result: unknown },
  look: DeckLook | undefined,
): SharedContent | undefined {
  switch (document.tool) {
    case 'pitch-deck':
      return look
        ? {
            html: renderSharedDeck((document.result as PitchDeckResult).slides, { look }).text,
            style: logoStyle(look.logo),
          }
        : undefined;
    case 'business-plan':
      return { html: renderSharedPlan(document.result as BusinessPlan).text, style: '' };
    case 'financials':
      return { html: renderSharedModel(document.result as FinancialModel).text, style: '' };
    default:
      return undefined;
  }
}

export interface SharedContext {
  ventureName: string;
  /** For a deck: its beacons' view and path. */
  view: { id: string; beacon: string };
}

/** The whole page of a shared document, around its content: what differs per view (the venture's name, the view's id). */
export function renderShared(
  tool: ShareableTool,
  content: SharedContent,
  { ventureName, view }: SharedContext,
): string {
  return sharedPage({
    ventureName,
    documentTitle: SHARED_TITLES[tool],
    content: new SafeHtml(content.html),
    ...(tool === 'pitch-deck' ? { view, style: content.style } : {}),
  });
}
