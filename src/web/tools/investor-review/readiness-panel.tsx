import { raiseText } from '@/core/review/score';
import { AREA_LABELS, AREAS } from '@/core/review/types';
import type { InvestorReview } from '@/core/tools/investor-review/client';
import { REVIEW_TEXTS } from './texts';

/** The overall score, each area's, and the fixes that would raise it most. */
export function ReadinessPanel({ readiness }: { readiness: InvestorReview['readiness'] }) {
  return (
    <section aria-labelledby="review-readiness" className="rounded-lg border border-base-200 p-4">
      <h3 id="review-readiness" className="text-lg font-semibold text-base-900">
        {REVIEW_TEXTS.readiness}
      </h3>
      <p className="mt-2 text-3xl font-bold text-base-900">
        <span className="sr-only">{REVIEW_TEXTS.overall}: </span>
        {readiness.overall}
        <span className="text-base font-normal text-base-600">/100</span>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        {AREAS.map((area) => (
          <div key={area} className="flex justify-between gap-2">
            <dt className="text-base-600">{AREA_LABELS[area]}</dt>
            <dd className="font-medium text-base-900">{readiness.areas[area]}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-4 text-sm font-semibold text-base-900">{REVIEW_TEXTS.raises}</h4>
      {readiness.raises.length > 0 ? (
        <ul className="mt-1 list-disc pl-6 text-sm text-base-700">
          {readiness.raises.map((raise) => (
            <li key={raise.action}>{raiseText(raise)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-base-600">{REVIEW_TEXTS.noRaises}</p>
      )}
    </section>
  );
}
