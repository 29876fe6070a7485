/** The shape of an edited result the server accepts (only the server imports this: index.ts). */
import * as z from 'zod/mini';
import { longText, nonEmptyList, shortText } from '../fields';
import { EDIT_LIST_MAX } from '../../limits';
import type { MarketResearch } from './schema';

/** Research the founder edited (or fixed with Use Fact): every text limited like a field, every list bounded, nothing else. */
const editedPoints = () => nonEmptyList(longText()).check(z.maxLength(EDIT_LIST_MAX));
export const marketResearchEdit = z.strictObject({
  industryOverview: longText(),
  marketSize: longText(),
  trends: editedPoints(),
  customerSegments: nonEmptyList(
    z.strictObject({ segment: shortText(), characteristics: longText(), painPoints: longText() }),
  ).check(z.maxLength(EDIT_LIST_MAX)),
  competitors: nonEmptyList(
    z.strictObject({ name: shortText(), strengths: editedPoints(), weaknesses: editedPoints() }),
  ).check(z.maxLength(EDIT_LIST_MAX)),
  swot: z.strictObject({
    strengths: editedPoints(),
    weaknesses: editedPoints(),
    opportunities: editedPoints(),
    threats: editedPoints(),
  }),
}) satisfies z.ZodMiniType<MarketResearch>;
