/** The shape of an edited review the server accepts (only the server imports this: index.ts). */
import * as z from 'zod/mini';
import { longText } from '../fields';
import { QUESTION_LIMITS } from '../../review/questions';
import { investorReviewResult, investorReviewQuestion, type InvestorReview } from './schema';

/** A review the founder edited: each likely question's answer filled and within a field's limit, as many questions as a review asks. */
export const investorReviewEdit = z.object({
  ...investorReviewResult.shape,
  questions: z
    .array(z.object({ ...investorReviewQuestion.shape, answer: longText() }))
    .check(z.maxLength(QUESTION_LIMITS.max)),
}) satisfies z.ZodMiniType<InvestorReview>;
