import { AREA_LABELS, type Finding } from '@/core/review/types';
import type { DeepPartial } from '@/core/stream/partial-shape';
import type { CritiqueParagraph } from '@/core/tools/investor-review/client';
import { REVIEW_TEXTS } from './texts';

/** The critique per area, each paragraph with the findings it cites and any figure nothing backs, marked. */
export function CritiqueList({
  critique,
  findings = [],
}: {
  critique: readonly DeepPartial<CritiqueParagraph>[];
  /** The review's findings, to name each one cited by what fixes it ("Fix the ask"); while it streams, none. */
  findings?: readonly Pick<Finding, 'id' | 'action'>[];
}) {
  return (
    <section aria-labelledby="review-critique">
      <h3 id="review-critique" className="text-lg font-semibold text-base-900">
        {REVIEW_TEXTS.critique}
      </h3>
      <div className="mt-2 flex flex-col gap-3">
        {critique.map((paragraph, index) => (
          <div key={index} className="text-sm text-base-700">
            {paragraph.area && <h4 className="font-semibold text-base-900">{AREA_LABELS[paragraph.area]}</h4>}
            <p className="whitespace-pre-line">{paragraph.text}</p>
            {paragraph.cites && paragraph.cites.length > 0 && (
              <p className="mt-1 text-xs text-base-600">
                {REVIEW_TEXTS.cites}:{' '}
                {paragraph.cites.map((id, at) => (
                  <span key={id ?? at}>
                    {at > 0 && ', '}
                    <a href={`#finding-${id}`} className="underline">
                      {findings.find((finding) => finding.id === id)?.action ?? id}
                    </a>
                  </span>
                ))}
              </p>
            )}
            {paragraph.unsupported && paragraph.unsupported.length > 0 && (
              <p role="note" className="mt-1 text-xs font-medium text-warning-900">
                {REVIEW_TEXTS.unsupported(paragraph.unsupported.join(', '))}
              </p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
