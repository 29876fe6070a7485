/** The shape of an edited result the server accepts (only the server imports this: index.ts). */
import * as z from 'zod/mini';
import { listOf, longText, nonEmptyList, shortText } from '../fields';
import { EDIT_LIST_MAX } from '../../limits';
import { IDEAS_PER_REQUEST, type IdeasResult } from './schema';

/** Ideas the founder edited before saving or using one: each field limited like a form field, nothing else. */
export const ideasEdit = z.strictObject({
  ideas: listOf(
    z.strictObject({
      name: shortText(),
      description: longText(),
      revenueStreams: nonEmptyList(longText()).check(z.maxLength(EDIT_LIST_MAX)),
      initialInvestment: shortText(),
    }),
    IDEAS_PER_REQUEST,
  ),
}) satisfies z.ZodMiniType<IdeasResult>;
