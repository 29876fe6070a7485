/**
 * What makes an exported document look finished: its cover, its page labels, its properties. The
 * server passes what it knows of the result's venture (`ExportContext`); a tool's descriptions
 * (`<tool>/documents.ts`) take what they need from it. Texts: docs/product.md, "Finished documents".
 */
import type { DocumentSpec, ExportContext } from './spec';
import { EXPORT_THEME } from './theme';

export type { ExportContext } from './spec';

/** The table of contents' heading. */
export const TOC_TITLE = 'Contents';

/** The footer's words around the page numbers (Word writes them around its fields). */
export const PAGE_LABEL = { before: 'Page ', between: ' of ' } as const;

/**
 * The footer of every page but the cover ("Page 2 of 5"). Pages count from the cover, which shows
 * no number: the count every reader computes for Word's PAGE and NUMPAGES fields, so a document's
 * .docx and .pdf number their pages and their contents alike.
 */
export const pageLabel = (page: number, pages: number) => `${PAGE_LABEL.before}${page}${PAGE_LABEL.between}${pages}`;

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "25 Nov 2026": an ISO date as the app writes dates. */
export const coverDate = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`));

/** Today in UTC, for an export whose request gives no date of its own. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/** The file's title, subject and author: the venture's when known, the app's otherwise. */
export function documentProperties(title: string, venture: string | undefined): DocumentSpec['properties'] {
  if (!venture) return { title, subject: title, author: EXPORT_THEME.author };
  return { title: `${venture} — ${title}`, subject: `${title} for ${venture}`, author: venture };
}

/** `spec` with its cover (the venture, the title, the date), its properties and, when asked, a table of contents. */
export function finishedDocument(spec: DocumentSpec, context: ExportContext, { toc = false } = {}): DocumentSpec {
  const { venture } = context;
  return {
    ...spec,
    cover: { ...(venture ? { venture } : {}), date: coverDate(context.date) },
    toc,
    properties: documentProperties(spec.title, venture),
  };
}
