/** The shape of an edited result the server accepts (only the server imports this: index.ts). */
import * as z from 'zod/mini';
import { listOf, longText, shortText } from '../fields';
import { SLIDES_PER_DECK } from './schema';

/** A deck the founder edited: each slide's title limited like a short field, its content and notes like a long one, nothing else. */
export const pitchDeckEdit = z.strictObject({
  slides: listOf(z.strictObject({ title: shortText(), content: longText(), notes: longText() }), SLIDES_PER_DECK),
});
