import { todayIso } from '@/core/exports/context';
import type { DeckLook, DocumentSpec } from '@/core/exports/spec';
import type { FinancialModel } from '@/core/finance/schema';
import { toolDefinition } from '@/core/tools/registry';
import type { SharedContent } from '../exports/render-messages';
import { SafeHtml } from './html';
import { randomUUID } from 'node:crypto';
import { sharedPage, viewAttributes } from './page';
import { renderSharedDeck } from './render-deck';
import { renderSharedDocument } from './render-document';
import { logoStyle } from './slide-html';

/** What a shared page's content is made with besides its result, from the venture's one read. */
export interface SharedInputs {
  ventureName: string;
  /** For slides: the venture's design and the figures its facts give. */
  look?: DeckLook;
  /** For a document: the venture's current financial model, whose key figures the plan states. */
  model?: FinancialModel;
}

/**
 * The result as its PDF describes it, for a tool whose share page is its `document`: with the
 * venture's name and current model (the plan's key figures), as an export of it would be.
 */
function describedDocument(
  document: { tool: string; result: unknown },
  { ventureName, model }: SharedInputs,
): DocumentSpec | undefined {
  const described = toolDefinition(document.tool)?.documents?.pdf?.(document.result as never, {
    venture: ventureName,
    date: todayIso(),
    ...(model ? { model } : {}),
  });
  return described?.kind === 'document' ? described : undefined;
}

/**
 * A shared document's content as its tool's `share` says to draw it, and its own style (a deck's
 * logo): the heavy part of its page (a deck's layout and text fitting, a document described as its
 * PDF), the same for every view, made in a render thread (exports/pool-tasks.ts) and kept
 * (share/content-cache.ts). Its result was checked by its schema when read; a deck needs its look.
 * Undefined for a tool that is not shared.
 */
export function sharedContent(
  document: { tool: string; result: unknown },
  inputs: SharedInputs,
): SharedContent | undefined {
  const share = toolDefinition(document.tool)?.share;
  if (share?.page === 'slides') {
    const { look } = inputs;
    return look
      ? {
          html: renderSharedDeck(share.slides(document.result), { look }).text,
          style: logoStyle(look.logo),
        }
      : undefined;
  }
  if (share?.page !== 'document') return undefined;
  const described = describedDocument(document, inputs);
  return described && { html: renderSharedDocument(described).text, style: '' };
}

export interface SharedContext {
  ventureName: string;
  /** For a deck: its beacons' view and path. */
  view: { id: string; beacon: string };
}

/** The whole page of a shared document, around its content: what differs per view (the venture's name, the view's id). */
export function renderShared(
  tool: string,
  content: SharedContent,
  { ventureName, view }: SharedContext,
): string | undefined {
  const share = toolDefinition(tool)?.share;
  if (!share) return undefined;
  return sharedPage({
    ventureName,
    documentTitle: share.title,
    content: new SafeHtml(content.html),
    ...(share.page === 'slides' ? { view, style: content.style } : {}),
  });
}

/**
 * A shared page cut where its view's attributes go: `head + viewAttributes(view) + tail` is
 * `renderShared`'s page for that view (a page without beacons is all tail). The tail (the content,
 * hundreds of KB for a large deck) is the same for every view: it is compressed once (gzip-page.ts).
 */
export interface SharedPageParts {
  head: string;
  tail: string;
  viewed: boolean;
}

export function sharedPageParts(
  tool: string,
  content: SharedContent,
  ventureName: string,
): SharedPageParts | undefined {
  // Values no content can hold: the page is drawn once with them, and cut around their attributes.
  const marker = { id: randomUUID(), beacon: `/${randomUUID()}` };
  const page = renderShared(tool, content, { ventureName, view: marker });
  if (page === undefined) return undefined;
  const attributes = viewAttributes(marker).text;
  const at = page.indexOf(attributes);
  if (at < 0) return { head: '', tail: page, viewed: false };
  return { head: page.slice(0, at), tail: page.slice(at + attributes.length), viewed: true };
}
