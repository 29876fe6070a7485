import type { DeepPartial } from '@/core/stream/partial-shape';
import type { InvestorReview } from '@/core/tools/investor-review/client';
import { EditablePart } from '@/web/editing/part-editing';
import { REVIEW_TEXTS } from './texts';

type Question = InvestorReview['questions'][number];

/** The likely questions, each with its draft answer (Edit, as every part) and the slide it belongs to. */
export function QuestionList({ questions }: { questions: readonly DeepPartial<Question>[] }) {
  return (
    <section aria-labelledby="review-questions">
      <h3 id="review-questions" className="text-lg font-semibold text-base-900">
        {REVIEW_TEXTS.questions}
      </h3>
      <ol className="mt-2 flex list-decimal flex-col gap-3 pl-6 text-sm">
        {questions.map((question, index) => (
          <li key={question.id ?? index}>
            <p className="font-medium text-base-900">
              {question.question}
              {typeof question.slide === 'number' && (
                <span className="ml-2 text-xs font-normal text-base-600">({REVIEW_TEXTS.slide(question.slide)})</span>
              )}
            </p>
            <EditablePart path={['questions', index, 'answer']}>
              {(edit) => (
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 whitespace-pre-line break-words text-base-700">{question.answer}</p>
                  {edit}
                </div>
              )}
            </EditablePart>
          </li>
        ))}
      </ol>
    </section>
  );
}
