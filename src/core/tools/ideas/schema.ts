import { z } from 'zod';
import { shortText } from '../define-tool';

export const ideasInput = z.object({
  industry: shortText(),
  targetMarket: shortText(),
  region: shortText(),
});
export type IdeasInput = z.infer<typeof ideasInput>;

/** Three ideas per request (docs/product.md §9). */
export const IDEAS_PER_REQUEST = 3;

export const businessIdea = z.object({
  name: z.string().trim().min(1),
  description: z.string().trim().min(1),
  revenueStreams: z.array(z.string().trim().min(1)).min(1),
  /** A range as text, for example "$50,000 - $120,000". */
  initialInvestment: z.string().trim().min(1),
});
export type BusinessIdea = z.infer<typeof businessIdea>;

export const ideasOutput = z.object({ ideas: z.array(businessIdea).length(IDEAS_PER_REQUEST) });
export type IdeasResult = z.infer<typeof ideasOutput>;
