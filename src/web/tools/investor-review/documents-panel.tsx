import { Link } from 'react-router';
import { DOCUMENT_LABELS } from '@/core/review/types';
import { toolPath, tools, type ToolId } from '@/core/tools/listings';
import type { InvestorReview } from '@/core/tools/investor-review/client';
import type { VentureOverview } from '@/core/workspace/schema';
import { REVIEW_TEXTS } from './texts';

type Reviewed = InvestorReview['documents'][number];

/** The tool's path, for a tool the app still lists. */
export const pathOf = (tool: string) =>
  tools.some((listing) => listing.id === tool) ? toolPath(tool as ToolId) : null;

/** Where a document stands against the review: missing, out of date, changed since the review, or as reviewed. */
function standing(reviewed: Reviewed, overview: VentureOverview | null): string {
  const newest = overview?.documents.find((document) => document.tool === reviewed.tool);
  if (!reviewed.documentId) return newest ? REVIEW_TEXTS.changedSinceReview : REVIEW_TEXTS.missing;
  if (!newest) return REVIEW_TEXTS.current;
  const changed =
    newest.id !== reviewed.documentId || Date.parse(newest.updatedAt) > Date.parse(reviewed.savedAt ?? '');
  if (changed) return REVIEW_TEXTS.changedSinceReview;
  return newest.changedSince.length > 0 ? REVIEW_TEXTS.outOfDate : REVIEW_TEXTS.current;
}

/** Whether a document the review read (or found missing) has changed since: the review is out of date. */
export const reviewOutOfDate = (documents: readonly Reviewed[], overview: VentureOverview) =>
  documents.some((reviewed) => standing(reviewed, overview) === REVIEW_TEXTS.changedSinceReview);

/** The four documents the review read: each missing or out of date with a link to make it. */
export function DocumentsPanel({
  documents,
  overview,
}: {
  documents: readonly Reviewed[];
  overview: VentureOverview | null;
}) {
  return (
    <section aria-labelledby="review-documents">
      <h3 id="review-documents" className="text-lg font-semibold text-base-900">
        {REVIEW_TEXTS.documents}
      </h3>
      <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
        {documents.map((reviewed) => {
          const name = DOCUMENT_LABELS[reviewed.kind];
          const state = standing(reviewed, overview);
          const path = pathOf(reviewed.tool);
          return (
            <li key={reviewed.kind} className="rounded-md border border-base-200 p-3">
              <span className="font-medium text-base-900">{name}</span>: {state}
              {state !== REVIEW_TEXTS.current && path && (
                <>
                  {' '}
                  <Link to={path} className="text-primary-700 underline">
                    {reviewed.documentId ? REVIEW_TEXTS.open(name) : REVIEW_TEXTS.make(name)}
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
