import * as z from 'zod/mini';
import { filledText, listOf, nonEmptyList, shortText } from '../fields';

export const ideasInput = z.object({
  industry: shortText(),
  targetMarket: shortText(),
  region: shortText(),
});
export type IdeasInput = z.infer<typeof ideasInput>;

/** Three ideas per request (docs/product.md §9). */
export const IDEAS_PER_REQUEST = 3;

export const businessIdea = z.object({
  name: filledText(),
  description: filledText(),
  revenueStreams: nonEmptyList(filledText()),
  /** A range as text, for example "$50,000 - $120,000". */
  initialInvestment: filledText(),
});
export type BusinessIdea = z.infer<typeof businessIdea>;

export const ideasOutput = z.object({ ideas: listOf(businessIdea, IDEAS_PER_REQUEST) });
export type IdeasResult = z.infer<typeof ideasOutput>;
